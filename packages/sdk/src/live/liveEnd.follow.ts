import type { Actor, SnapshotFrom } from 'xstate'
import { type LiveState, liveStateOf, type liveStatusMachine } from './liveStatus.machine'

/** What `followLiveStatus` tells each follower: the live state, and the stream's category. */
export interface LiveStateEvent {
  type: 'LIVE'
  state: LiveState
  categoryIdx?: number
}

/** An actor that takes `LIVE` events (the raid and live-end machines). */
export interface LiveFollower {
  send(event: LiveStateEvent): void
}

/**
 * Passes a live status actor's state to other machines (the raid and live-end machines) as
 * `LIVE` events: now, and at every change of state or category. Returns the unsubscribe. The
 * same wiring serves a page, an embed and a test, with no framework.
 *
 * @example
 * const stop = followLiveStatus(live, raid, liveEnd)
 */
export function followLiveStatus(
  live: Pick<Actor<typeof liveStatusMachine>, 'getSnapshot' | 'subscribe'>,
  ...followers: LiveFollower[]
): () => void {
  let last: string | undefined
  const tell = (snapshot: SnapshotFrom<typeof liveStatusMachine>) => {
    const state = liveStateOf(snapshot)
    const categoryIdx = snapshot.context.streamInfo?.categoryIdx
    const key = `${state} ${categoryIdx}`
    if (key === last) return
    last = key
    const event: LiveStateEvent = {
      type: 'LIVE',
      state,
      ...(categoryIdx !== undefined && { categoryIdx }),
    }
    for (const follower of followers) follower.send(event)
  }
  tell(live.getSnapshot())
  const subscription = live.subscribe(tell)
  return () => subscription.unsubscribe()
}
