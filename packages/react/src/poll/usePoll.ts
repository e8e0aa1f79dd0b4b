import type { Viewer } from '@airwave/sdk'
import {
  type Poll,
  type PollAlert,
  type PollCardState,
  type PollEmitted,
  type PollEvent,
  type PollPopupState,
  pollActors,
  pollMachine,
  pollStateOf,
} from '@airwave/sdk/poll'
import { useActorRef, useSelector } from '@xstate/react'
import { useId, useMemo } from 'react'
import { useRealtime } from '../realtime/useRealtime'
import { useActorEvent } from '../shared/actors/useActorEvent'
import { useViewerSync } from '../shared/actors/useViewerSync'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'
import { useViewer } from '../shared/provider/useViewer'

const GUEST: Viewer = { status: 'anonymous' }

export interface UsePollOptions {
  /**
   * Who looks; a member signing in or out is passed on (their own votes are read again).
   * Default: `useViewer()`, the provider's session, as the components read it (a guest until
   * the session is known).
   */
  viewer?: Viewer
  /** Every event the poll emits (`voted`, `alert`, `login-required`). */
  onEvent?: (event: PollEmitted) => void
}

/** Where the channel's poll is, for `data-state`. */
export type PollState = ReturnType<typeof pollStateOf>

/**
 * A channel's poll as every part of a page shows it: the button, the popup and the player's
 * card take this one handle, so they share one state (the SDK's `pollMachine`).
 */
export interface PollHandle {
  state: PollState
  poll: Poll | undefined
  redDot: boolean
  popup: PollPopupState
  /** `member` once the member opened the popup (it then takes the keyboard's focus). */
  openedBy: 'member' | undefined
  /** The player's card: shown while the poll runs, and for a while after its result. */
  card: PollCardState
  /** The option a vote is on its way for. */
  voting: number | undefined
  alert: PollAlert | undefined
  /** When the running poll ends, on the page's clock. */
  endsAt: number | undefined
  /** Who looks (a guest's vote opens the login prompt). */
  viewer: Viewer
  send: (event: PollEvent) => void
  /** The popup's element id (the button's `aria-controls`). */
  popupId: string
  /** The poll button's element id (focus returns there when the popup closes). */
  buttonId: string
}

/**
 * A channel's current poll: the SDK's `pollMachine` over the page's socket (CHANNEL_VOTE) and
 * the provider's client (its `poll` calls). A guest who votes gets the provider's login
 * prompt. Pass the handle to `PollButton`, `PollPopup` and `PollOverlay`. Another channel
 * needs a new component (`key`).
 *
 * @example
 * const poll = usePoll('airwave')
 * return <><PollButton poll={poll} /><PollPopup poll={poll} /></>
 */
export function usePoll(channelId: string, options: UsePollOptions = {}): PollHandle {
  const { onEvent } = options
  const known = useViewer()
  const viewer = options.viewer ?? known ?? GUEST
  const client = useCalls('usePoll', 'poll')
  const realtime = useRealtime('usePoll')
  const { promptLogin } = useAirwave()
  const machine = useMemo(
    () => pollMachine.provide({ actors: pollActors({ realtime, client }) }),
    [realtime, client],
  )
  const actor = useActorRef(machine, { input: { channelId, viewer } })
  useActorEvent(actor, '*', (event) => {
    if (event.type === 'login-required') promptLogin()
    onEvent?.(event)
  })
  useViewerSync(actor, viewer)
  const state = useSelector(actor, pollStateOf)
  const poll = useSelector(actor, (s) => s.context.poll)
  const redDot = useSelector(actor, (s) => s.context.redDot)
  const popup = useSelector(actor, (s) => s.context.popup)
  const openedBy = useSelector(actor, (s) => s.context.openedBy)
  const card = useSelector(actor, (s) => s.context.card)
  const voting = useSelector(actor, (s) => s.context.voting)
  const alert = useSelector(actor, (s) => s.context.alert)
  const endsAt = useSelector(actor, (s) => s.context.endsAt)
  const current = useSelector(actor, (s) => s.context.viewer)
  const id = useId()
  return useMemo(
    () => ({
      state,
      poll,
      redDot,
      popup,
      openedBy,
      card,
      voting,
      alert,
      endsAt,
      viewer: current,
      send: actor.send,
      popupId: `${id}-poll`,
      buttonId: `${id}-poll-button`,
    }),
    [state, poll, redDot, popup, openedBy, card, voting, alert, endsAt, current, actor, id],
  )
}
