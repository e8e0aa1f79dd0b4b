import type { LiveState } from '@airwave/sdk/live'
import {
  type RaidNavigation,
  type RaidScreen,
  raidActors,
  raidMachine,
  raidScreenOf,
} from '@airwave/sdk/raid'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { useRealtime } from '../realtime/useRealtime'
import { useActorEvent } from '../shared/actors/useActorEvent'

export interface UseRaidOptions {
  /** The watched channel's live state (`useLiveInfo(channelId).state`). */
  live: LiveState
  /** Whether this page follows raids (default true). */
  autoplay?: boolean
  /** The countdown's length; default the SDK's `RAID_COUNTDOWN_SECONDS` (10). */
  countdownSeconds?: number
  /** The random source that picks a channel of a raid's list (tests pass one). */
  random?: () => number
  /** Go where the raid goes: a site navigates to `path`; a picture-in-picture player switches. */
  onRaid?: (navigation: RaidNavigation) => void
}

/** A viewer's raid autoplay on a channel page, for a screen to render. */
export interface RaidHandle {
  /** What the raid screen shows (`state`: hidden, countdown, raided). */
  screen: RaidScreen
  /** Go now. */
  go(): void
  /** Stay: the screen closes until the next raid. */
  stay(): void
}

/**
 * A channel page's raid autoplay: the SDK's `raidMachine` over the page's socket (the
 * channel's VIEWER_RAID), told the live state; `onRaid` when it goes (a click or the end of
 * the countdown). Another channel needs a new component (`key`).
 *
 * @example
 * const live = useLiveInfo('airwave')
 * const raid = useRaid('airwave', { live: live.state, onRaid: ({ path }) => navigate(path) })
 * return <p data-state={raid.screen.state}>{raid.screen.remaining}</p>
 */
export function useRaid(channelId: string, options: UseRaidOptions): RaidHandle {
  const realtime = useRealtime('useRaid')
  const machine = useMemo(
    () => raidMachine.provide({ actors: raidActors({ realtime }) }),
    [realtime],
  )
  const actor = useActorRef(machine, {
    input: {
      channelId,
      ...(options.countdownSeconds !== undefined && { countdownSeconds: options.countdownSeconds }),
      ...(options.random && { random: options.random }),
      ...(options.autoplay !== undefined && { autoplay: options.autoplay }),
    },
  })
  useActorEvent(actor, 'raid', options.onRaid)
  useEffect(() => {
    actor.send({ type: 'LIVE', state: options.live })
  }, [actor, options.live])
  const autoplay = options.autoplay ?? true
  useEffect(() => {
    actor.send({ type: 'AUTOPLAY', enabled: autoplay })
  }, [actor, autoplay])
  const screen = useSelector(actor, raidScreenOf, sameScreen)
  return useMemo(
    () => ({
      screen,
      go: () => actor.send({ type: 'GO' }),
      stay: () => actor.send({ type: 'STAY' }),
    }),
    [actor, screen],
  )
}

// A new screen object only when something shown changed.
function sameScreen(a: RaidScreen, b: RaidScreen): boolean {
  return (
    a.state === b.state &&
    a.kind === b.kind &&
    a.target === b.target &&
    a.remaining === b.remaining &&
    a.total === b.total &&
    a.channelId === b.channelId
  )
}
