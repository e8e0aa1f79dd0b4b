import {
  type LiveEndPlay,
  type LiveEndScreenState,
  type LiveState,
  liveEndActors,
  liveEndMachine,
  liveEndScreenOf,
} from '@airwave/sdk/live'
import type { AutoplayVod } from '@airwave/sdk/video'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { useActorEvent } from '../shared/actors/useActorEvent'
import { useCalls } from '../shared/provider/airwaveContext'

export interface UseLiveEndOptions {
  /** The channel's live state (`useLiveInfo(channelId).state`). */
  live: LiveState
  /** The stream's category (`streamInfo.categoryIdx`): recommendations come from it too. */
  categoryIdx?: number | undefined
  /** The viewer picked a video: a site goes to `path`, an embed plays it in place. */
  onPlay?: (play: LiveEndPlay) => void
}

/** The live-end autoplay of a channel page, for a screen to render. */
export interface LiveEndHandle {
  /** hidden, loading, shown, closed or empty. */
  state: LiveEndScreenState
  recommendations: readonly AutoplayVod[]
  close(): void
  play(idx: number): void
}

/**
 * A channel page's live-end autoplay: the SDK's `liveEndMachine` over the provider's client
 * (its `video` recommendation calls), told the live state and category. Another channel needs
 * a new component (`key`): leaving resets it.
 *
 * @example
 * const liveEnd = useLiveEnd('airwave', { live: live.state, onPlay: ({ path }) => navigate(path) })
 * return liveEnd.state === 'shown' ? <Recommended videos={liveEnd.recommendations} /> : null
 */
export function useLiveEnd(channelId: string, options: UseLiveEndOptions): LiveEndHandle {
  const client = useCalls('useLiveEnd', 'video')
  const machine = useMemo(
    () => liveEndMachine.provide({ actors: liveEndActors({ client }) }),
    [client],
  )
  const actor = useActorRef(machine, { input: { channelId } })
  useActorEvent(actor, 'play', options.onPlay)
  const { live, categoryIdx } = options
  useEffect(() => {
    actor.send({ type: 'LIVE', state: live, ...(categoryIdx !== undefined && { categoryIdx }) })
  }, [actor, live, categoryIdx])
  const state = useSelector(actor, liveEndScreenOf)
  const recommendations = useSelector(actor, (s) => s.context.recommendations)
  return useMemo(
    () => ({
      state,
      recommendations,
      close: () => actor.send({ type: 'CLOSE' }),
      play: (idx: number) => actor.send({ type: 'PLAY', idx }),
    }),
    [actor, state, recommendations],
  )
}
