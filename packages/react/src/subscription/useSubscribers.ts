import type { NicknameColor } from '@airwave/sdk/chat'
import { channelEmoticonListQuery, emoticonKeys } from '@airwave/sdk/emoticon'
import {
  type SubscriberImageEmitted,
  type SubscriberImageState,
  type SubscriberImageTarget,
  type SubscriberListState,
  type SubscriberNameColorEmitted,
  type SubscriberNameColorState,
  subscriberBadgesQuery,
  subscriberImageActors,
  subscriberImageMachine,
  subscriberNameColorActors,
  subscriberNameColorMachine,
  subscriberNameColorQuery,
  subscribersKeys,
  subscribersQuery,
  subscriptionRevenueQuery,
} from '@airwave/sdk/subscription'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { useActorEvent } from '../shared/actors/useActorEvent'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'
import { useSignedIn } from '../shared/provider/useSignedIn'

/**
 * A page of the streamer's subscribers, active or past; the last page stays on screen while the
 * next loads.
 *
 * @example const { data } = useSubscribers('active', 1)
 */
export function useSubscribers(state: SubscriberListState, page: number) {
  const { queryClient } = useAirwave()
  const client = useCalls('useSubscribers', 'item')
  const signedIn = useSignedIn()
  return useQuery(
    {
      ...subscribersQuery(client, state, page),
      enabled: signedIn,
      placeholderData: keepPreviousData,
    },
    queryClient,
  )
}

/**
 * The streamer's subscription revenue.
 *
 * @example const { data } = useSubscriptionRevenue(); data?.activeSubscribers
 */
export function useSubscriptionRevenue() {
  const { queryClient } = useAirwave()
  const client = useCalls('useSubscriptionRevenue', 'item')
  const signedIn = useSignedIn()
  return useQuery({ ...subscriptionRevenueQuery(client), enabled: signedIn }, queryClient)
}

// The badge and emoticon pages share the machine; each page feeds what it lists.
function useSubscriberImages(
  hook: string,
  onChange: ((event: SubscriberImageEmitted) => void) | undefined,
  refresh: () => void,
) {
  const client = useCalls(hook, 'item')
  const machine = useMemo(
    () => subscriberImageMachine.provide({ actors: subscriberImageActors(client) }),
    [client],
  )
  const actor = useActorRef(machine)
  const state = useSelector(actor, (s) => s.value as SubscriberImageState)
  const context = useSelector(actor, (s) => s.context)
  useActorEvent(actor, '*', (event) => {
    refresh()
    onChange?.(event)
  })
  return {
    actor,
    state,
    target: context.target,
    refusal: context.refusal,
    done: context.done,
    upload: (target: SubscriberImageTarget, file: Blob | undefined) =>
      actor.send({ type: 'UPLOAD', target, file }),
    remove: (target: SubscriberImageTarget) => actor.send({ type: 'DELETE', target }),
    confirm: () => actor.send({ type: 'CONFIRM' }),
    cancel: () => actor.send({ type: 'CANCEL' }),
  }
}

/**
 * A channel's badges by months and their uploads and removals (`subscriberImageMachine`); the
 * list is read again after each. `onChange` hears them (a toast).
 *
 * @example const badges = useSubscriberBadges('airwave'); badges.upload({ kind: 'badge', months: 3 }, file)
 */
export function useSubscriberBadges(
  channelId: string,
  options: { onChange?: (event: SubscriberImageEmitted) => void } = {},
) {
  const { queryClient } = useAirwave()
  const client = useCalls('useSubscriberBadges', 'item')
  const query = useQuery(subscriberBadgesQuery(client, channelId), queryClient)
  const images = useSubscriberImages('useSubscriberBadges', options.onChange, () => {
    void queryClient.invalidateQueries({ queryKey: subscribersKeys.badges(channelId) })
  })
  return { query, ...images }
}

/**
 * A channel's subscriber emoticons and their uploads and removals: the keywords feed the
 * machine's checks (not taken, 30 at most); the list (the picker's too) is read again after each.
 *
 * @example const emoticons = useSubscriberEmoticons('airwave'); emoticons.upload({ kind: 'emoticon', keyword: 'kimHi' }, file)
 */
export function useSubscriberEmoticons(
  channelId: string,
  options: { onChange?: (event: SubscriberImageEmitted) => void } = {},
) {
  const { queryClient } = useAirwave()
  const client = useCalls('useSubscriberEmoticons', 'emoticon')
  const query = useQuery(channelEmoticonListQuery(client, channelId), queryClient)
  const images = useSubscriberImages('useSubscriberEmoticons', options.onChange, () => {
    void queryClient.invalidateQueries({ queryKey: emoticonKeys.channel(channelId) })
  })
  const { actor } = images
  useEffect(() => {
    if (query.data) {
      actor.send({ type: 'TAKEN', keywords: query.data.emoticons.map((e) => e.emoticonKeyword) })
    }
  }, [actor, query.data])
  return { query, ...images }
}

/**
 * The channel's name-colour settings and their save (`subscriberNameColorMachine`), fed from
 * the server's. `onSaved` hears a save.
 *
 * @example const settings = useSubscriberNameColor(); settings.toggle('teal'); settings.save()
 */
export function useSubscriberNameColor(
  options: { onSaved?: (event: SubscriberNameColorEmitted) => void } = {},
) {
  const { queryClient } = useAirwave()
  const client = useCalls('useSubscriberNameColor', 'item')
  const signedIn = useSignedIn()
  const query = useQuery({ ...subscriberNameColorQuery(client), enabled: signedIn }, queryClient)
  const machine = useMemo(
    () => subscriberNameColorMachine.provide({ actors: subscriberNameColorActors(client) }),
    [client],
  )
  const actor = useActorRef(machine)
  const state = useSelector(actor, (s) => s.value as SubscriberNameColorState)
  const context = useSelector(actor, (s) => s.context)
  useEffect(() => {
    if (query.data) actor.send({ type: 'LOADED', settings: query.data })
  }, [actor, query.data])
  useActorEvent(actor, 'saved', (event) => {
    queryClient.setQueryData(subscribersKeys.nameColor(), event.settings)
    options.onSaved?.(event)
  })
  return {
    query,
    state,
    saved: context.saved,
    draft: context.draft,
    refusal: context.refusal,
    justSaved: context.justSaved,
    enable: (enabled: boolean) => actor.send({ type: 'ENABLE', enabled }),
    toggle: (color: NicknameColor) => actor.send({ type: 'TOGGLE', color }),
    all: (all: boolean) => actor.send({ type: 'ALL', all }),
    save: () => actor.send({ type: 'SAVE' }),
  }
}
