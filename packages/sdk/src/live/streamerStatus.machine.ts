import { assign, emit, type SnapshotFrom, setup } from 'xstate'
import type { LiveStatusEvent, StreamInfo } from '../contract/live/live.schemas'
import { ApiError } from '../core/apiError'
import { unprovidedCall, unprovidedFeed } from '../core/inFlightCalls'

/**
 * The streamer's own channel as their dashboard sees it: `loading`, `active`, or `suspended`
 * (the stop alert, then home: accounts-platform.md section 4).
 */
export type StreamerStatus = 'loading' | 'active' | 'suspended'

export interface StreamerStatusContext {
  channelId: string
  /** Their own stream, once loaded. */
  streamInfo?: StreamInfo
}

/** What the feed tells the machine: a LIVE_STATUS of the streamer's own channel. */
export type StreamerFeedEvent =
  | ({ type: 'FEED.STATUS' } & LiveStatusEvent)
  // The page's socket (re)connected: a suspension pushed while it was away was missed.
  | { type: 'FEED.CONNECTED' }

/** What the dashboard is told: the channel was suspended (once). */
export type StreamerStatusEmitted = { type: 'suspended' }

const isSuspension = (error: unknown) => error instanceof ApiError && error.code === 'CHA30068'

/**
 * The state of a snapshot, for `data-state`.
 *
 * @example streamerStatusOf(actor.getSnapshot()) // 'suspended'
 */
export function streamerStatusOf(
  snapshot: SnapshotFrom<typeof streamerStatusMachine>,
): StreamerStatus {
  if (snapshot.matches('suspended')) return 'suspended'
  return snapshot.matches('loading') ? 'loading' : 'active'
}

/**
 * Whether the streamer's channel is suspended, for every page of their dashboard: their own
 * stream info (`getMyStreamInfo`) answers 403 CHA30068 for a suspended channel, and a
 * suspension while the dashboard is open comes as LIVE_STATUS with endedReason 2 (the server
 * pushes it to the streamer's own sockets: the provided `streamerFeed` needs no room). Either
 * way the machine ends in `suspended` and emits `suspended` once. Other failures leave the
 * dashboard as it is (`active`): its own calls say what went wrong.
 *
 * @example
 * const status = createActor(streamerStatusMachine.provide({ actors: streamerStatusActors({ realtime, client }) }), {
 *   input: { channelId: 'airwave' },
 * }).start()
 * status.on('suspended', () => showStopAlert())
 */
export const streamerStatusMachine = setup({
  types: {
    context: {} as StreamerStatusContext,
    events: {} as StreamerFeedEvent,
    input: {} as { channelId: string },
    emitted: {} as StreamerStatusEmitted,
  },
  actors: {
    streamerFeed: unprovidedFeed<{ channelId: string }>('streamerFeed'),
    getMyStreamInfo: unprovidedCall<StreamInfo, undefined>('getMyStreamInfo'),
  },
  guards: {
    suspendedNow: ({ event }) =>
      event.type === 'FEED.STATUS' && !event.status && event.endedReason === 2,
  },
}).createMachine({
  id: 'streamerStatus',
  context: ({ input }) => ({ channelId: input.channelId }),
  invoke: { src: 'streamerFeed', input: ({ context }) => ({ channelId: context.channelId }) },
  initial: 'loading',
  on: { 'FEED.STATUS': { guard: 'suspendedNow', target: '.suspended' } },
  states: {
    loading: {
      // The answer in flight may predate a suspension the socket missed: ask again.
      on: { 'FEED.CONNECTED': { target: 'loading', reenter: true } },
      invoke: {
        src: 'getMyStreamInfo',
        onDone: {
          target: 'active',
          actions: assign(({ event }) => ({ streamInfo: event.output })),
        },
        onError: [
          { guard: ({ event }) => isSuspension(event.error), target: 'suspended' },
          { target: 'active' },
        ],
      },
    },
    // A push sent while the socket was connecting is lost: once connected, ask again.
    active: { on: { 'FEED.CONNECTED': { target: 'loading' } } },
    suspended: {
      type: 'final',
      entry: emit({ type: 'suspended' } as const),
    },
  },
})
