import { assign, enqueueActions, type SnapshotFrom, setup, stateIn } from 'xstate'
import type { LiveStatusEvent, StreamInfo } from '../contract/live/live.schemas'
import type { LiveInfoEvent } from '../contract/realtime/socket.schemas'
import { unprovidedCall, unprovidedFeed } from '../core/inFlightCalls'
import { type LiveAccess, liveAccessOf } from './liveAccess'

/**
 * How often stream info is polled while the socket is down (chosen): a live that starts or
 * ends shows within 15 s, at four calls a minute per viewer, and none while the socket is up.
 */
export const LIVE_POLL_MS = 15_000

export interface LiveStatusInput {
  channelId: string
  /** Poll interval while the socket is down; default `LIVE_POLL_MS`. */
  pollMs?: number
}

/** The live's state, as the spec names it (plus `loading` until the first answer). */
export type LiveState = 'loading' | 'ON' | 'OFF' | 'OFF_WAITING'

/** The counters the socket pushes (LIVE_INFO), the latest of each. */
export type LiveCounters = Omit<LiveInfoEvent, 'channelId'>

export interface LiveStatusContext {
  channelId: string
  pollMs: number
  /** The stream, with the counters of LIVE_INFO merged in. */
  streamInfo?: StreamInfo
  /** Why the live ended, once it did. */
  endedReason?: LiveStatusEvent['endedReason']
  counters: LiveCounters
  /** Whether the socket is connected; while it is not, stream info is polled. */
  connected: boolean
  /**
   * Why the viewer may not watch, when stream info was refused for it (a suspended or deleted
   * channel, the streamer's block list, a region, the viewer's own suspension): for the
   * player's `setAccess`. Cleared by the next stream info answered.
   */
  access?: LiveAccess
}

/** What the realtime feed tells the machine (the provided `liveFeed` actor sends these). */
export type LiveFeedEvent =
  | ({ type: 'FEED.STATUS' } & LiveStatusEvent)
  | { type: 'FEED.COUNTERS'; counters: LiveCounters }
  | { type: 'FEED.LINK'; connected: boolean }

type LiveStatusEventIn = LiveFeedEvent | { type: 'POLLED'; streamInfo: StreamInfo }

/**
 * What a player needs, as its methods take it: `live-status` for `player.setLiveStatus`
 * (every socket event, and a change found by polling), `stream-info` for
 * `player.setStreamInfo` (each answer of `getStreamInfo`).
 */
export type LiveStatusEmitted =
  | { type: 'live-status'; event: LiveStatusEvent }
  | { type: 'stream-info'; streamInfo: StreamInfo }

// The state a stream info says: live, ended but waiting (pending end), or ended.
const stateOfInfo = (info: StreamInfo): Exclude<LiveState, 'loading'> => {
  if (info.isStream === true) return 'ON'
  return info.isStreamPendingEnd === true ? 'OFF_WAITING' : 'OFF'
}

const eventOfInfo = (info: StreamInfo): LiveStatusEvent => {
  const state = stateOfInfo(info)
  if (state === 'ON') return { status: true }
  return state === 'OFF_WAITING' ? { status: false, endedReason: 3 } : { status: false }
}

// Counters that stream info also has, merged into it.
function withCounters(info: StreamInfo | undefined, counters: LiveCounters) {
  if (!info) return undefined
  const merged = { ...info }
  if (counters.totalViewer !== undefined) merged.totalViewer = counters.totalViewer
  if (counters.likeCnt !== undefined) merged.likeCnt = counters.likeCnt
  if (counters.spreadMin !== undefined) merged.spreadMin = counters.spreadMin
  if (counters.spreadMax !== undefined) merged.spreadMax = counters.spreadMax
  return merged
}

/**
 * The live state of a snapshot, for `data-state`.
 *
 * @example liveStateOf(live.getSnapshot()) // 'OFF_WAITING'
 */
export function liveStateOf(snapshot: SnapshotFrom<typeof liveStatusMachine>): LiveState {
  for (const state of ['ON', 'OFF', 'OFF_WAITING'] as const) {
    if (snapshot.matches({ status: state })) return state
  }
  return 'loading'
}

/**
 * One channel's live status: ON, OFF or OFF_WAITING, from the socket's LIVE_STATUS (the
 * provided `liveFeed` actor), with stream info from `getStreamInfo`: loaded first, fetched
 * again when the live starts, polled only while the socket is down (the polling stops when it
 * is back), and read once when the socket comes back (what it missed meanwhile). LIVE_INFO counters merge into the stream info. Emits what a player needs.
 *
 * @example
 * const live = createActor(liveStatusMachine.provide({ actors: liveStatusActors({ realtime, client }) }), {
 *   input: { channelId: 'airwave' },
 * }).start()
 * live.on('live-status', ({ event }) => player.setLiveStatus(event))
 * live.on('stream-info', ({ streamInfo }) => player.setStreamInfo(streamInfo))
 */
export const liveStatusMachine = setup({
  types: {
    context: {} as LiveStatusContext,
    events: {} as LiveStatusEventIn,
    input: {} as LiveStatusInput,
    emitted: {} as LiveStatusEmitted,
  },
  actors: {
    liveFeed: unprovidedFeed<{ channelId: string }>('liveFeed'),
    getStreamInfo: unprovidedCall<StreamInfo, { channelId: string }>('getStreamInfo'),
  },
  delays: {
    poll: ({ context }) => context.pollMs,
  },
  guards: {
    streaming: ({ event }) => event.type === 'FEED.STATUS' && event.status,
    waiting: ({ event }) => event.type === 'FEED.STATUS' && event.endedReason === 3,
    polledOn: ({ event }) => event.type === 'POLLED' && stateOfInfo(event.streamInfo) === 'ON',
    polledWaiting: ({ event }) =>
      event.type === 'POLLED' && stateOfInfo(event.streamInfo) === 'OFF_WAITING',
  },
  actions: {
    storeInfo: enqueueActions(({ context, enqueue }, params: { streamInfo: StreamInfo }) => {
      const streamInfo = withCounters(params.streamInfo, context.counters) ?? params.streamInfo
      enqueue.assign({ streamInfo, access: undefined })
      enqueue.emit({ type: 'stream-info', streamInfo })
    }),
    // A refused stream info that says why the viewer may not watch; other failures change nothing.
    storeAccess: assign(({ context, event }) => {
      const access = 'error' in event ? liveAccessOf(event.error) : undefined
      return access ? { access } : { access: context.access }
    }),
    // A socket event: passed on to the player as it came, and kept in the stream info.
    passStatus: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'FEED.STATUS') return
      const { type: _, ...status } = event
      enqueue.emit({ type: 'live-status', event: status })
      enqueue.assign({
        endedReason: status.status ? undefined : (status.endedReason ?? 0),
        streamInfo: context.streamInfo && {
          ...context.streamInfo,
          isStream: status.status,
          isStreamPendingEnd: !status.status && status.endedReason === 3,
        },
      })
    }),
    // A poll's answer; a change the socket could not tell is said as the socket would say it.
    storePolled: enqueueActions(({ context, event, enqueue }) => {
      if (!('output' in event)) return
      const polled = event.output as StreamInfo
      const before = context.streamInfo ? stateOfInfo(context.streamInfo) : undefined
      const streamInfo = withCounters(polled, context.counters) ?? polled
      enqueue.assign({
        streamInfo,
        endedReason: polled.isStream ? undefined : eventOfInfo(polled).endedReason,
        access: undefined,
      })
      enqueue.emit({ type: 'stream-info', streamInfo })
      if (stateOfInfo(polled) === before) return
      enqueue.emit({ type: 'live-status', event: eventOfInfo(polled) })
      enqueue.raise({ type: 'POLLED', streamInfo })
    }),
  },
}).createMachine({
  id: 'liveStatus',
  type: 'parallel',
  context: ({ input }) => ({
    channelId: input.channelId,
    pollMs: input.pollMs ?? LIVE_POLL_MS,
    counters: {},
    connected: false,
  }),
  invoke: { src: 'liveFeed', input: ({ context }) => ({ channelId: context.channelId }) },
  on: {
    'FEED.COUNTERS': {
      actions: assign(({ context, event }) => {
        const counters = { ...context.counters, ...event.counters }
        return { counters, streamInfo: withCounters(context.streamInfo, counters) }
      }),
    },
  },
  states: {
    status: {
      initial: 'loading',
      on: {
        'FEED.STATUS': [
          { guard: 'streaming', target: '.ON', actions: 'passStatus' },
          { guard: 'waiting', target: '.OFF_WAITING', actions: 'passStatus' },
          { target: '.OFF', actions: 'passStatus' },
        ],
        // The poll has just fetched the stream info: no refetch on a start found this way.
        POLLED: [
          { guard: 'polledOn', target: '.ON.steady' },
          { guard: 'polledWaiting', target: '.OFF_WAITING' },
          { target: '.OFF' },
        ],
      },
      states: {
        loading: {
          invoke: {
            src: 'getStreamInfo',
            input: ({ context }) => ({ channelId: context.channelId }),
            onDone: [
              {
                guard: ({ event }) => stateOfInfo(event.output) === 'ON',
                target: 'ON.steady',
                actions: {
                  type: 'storeInfo',
                  params: ({ event }) => ({ streamInfo: event.output }),
                },
              },
              {
                guard: ({ event }) => stateOfInfo(event.output) === 'OFF_WAITING',
                target: 'OFF_WAITING',
                actions: {
                  type: 'storeInfo',
                  params: ({ event }) => ({ streamInfo: event.output }),
                },
              },
              {
                target: 'OFF',
                actions: {
                  type: 'storeInfo',
                  params: ({ event }) => ({ streamInfo: event.output }),
                },
              },
            ],
            // Unknown until the socket or a poll says: the page shows it as off (with the
            // refusal's access facts, when the viewer may not watch).
            onError: { target: 'OFF', actions: 'storeAccess' },
          },
        },
        ON: {
          // The live started: its stream info changed (title, adult flag, stream index).
          initial: 'refreshing',
          on: { 'FEED.STATUS': { guard: 'streaming', actions: 'passStatus' } },
          states: {
            refreshing: {
              invoke: {
                src: 'getStreamInfo',
                input: ({ context }) => ({ channelId: context.channelId }),
                onDone: {
                  target: 'steady',
                  actions: {
                    type: 'storeInfo',
                    params: ({ event }) => ({ streamInfo: event.output }),
                  },
                },
                onError: { target: 'steady', actions: 'storeAccess' },
              },
            },
            steady: {},
          },
        },
        OFF: {},
        OFF_WAITING: {},
      },
    },
    link: {
      initial: 'down',
      states: {
        down: {
          entry: assign({ connected: false }),
          on: { 'FEED.LINK': { guard: ({ event }) => event.connected, target: 'up' } },
          initial: 'waiting',
          states: {
            waiting: { after: { poll: 'polling' } },
            polling: {
              invoke: {
                src: 'getStreamInfo',
                input: ({ context }) => ({ channelId: context.channelId }),
                onDone: { target: 'waiting', actions: 'storePolled' },
                onError: { target: 'waiting', actions: 'storeAccess' },
              },
            },
          },
        },
        up: {
          entry: assign({ connected: true }),
          on: { 'FEED.LINK': { guard: ({ event }) => !event.connected, target: 'down' } },
          // The socket tells changes, not states: a live that started or ended while it was
          // down (a server restart, a lost connection) is read once it is back, or the page
          // stays ended while the channel is live again. The first load reads it anyway.
          initial: 'syncing',
          states: {
            syncing: {
              always: { guard: stateIn({ status: 'loading' }), target: 'synced' },
              invoke: {
                src: 'getStreamInfo',
                input: ({ context }) => ({ channelId: context.channelId }),
                onDone: { target: 'synced', actions: 'storePolled' },
                onError: { target: 'synced', actions: 'storeAccess' },
              },
            },
            synced: {},
          },
        },
      },
    },
  },
})
