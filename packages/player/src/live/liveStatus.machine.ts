import type { LiveStatusEvent, StreamInfo } from '@airwave/sdk/live'
import { assign, emit, fromPromise, setup } from 'xstate'
import type { AlertBox, DialogAlert } from '../alerts/alerts'

/** Live, ended, or ended-but-waiting (the streamer may come back before the end is final). */
export type LiveStatus = 'ON' | 'OFF' | 'OFF_WAITING'

/** The stream info fields the live status needs; a full `StreamInfo` fits. */
export type LiveStreamInfo = Pick<StreamInfo, 'isStream' | 'isStreamPendingEnd'>

export interface LiveStatusInput {
  /** The stream info the page already holds; decides the first state. */
  streamInfo?: LiveStreamInfo
}

export interface LiveStatusContext {
  streamInfo?: LiveStreamInfo
  endedReason?: LiveStatusEvent['endedReason']
  /** OFF or OFF_FORCE after a normal or forced end; NONE otherwise. */
  alertBox: Extract<AlertBox, 'NONE' | 'OFF' | 'OFF_FORCE'>
  /** SUSPENDED after a suspension; NONE otherwise. */
  dialogAlert: Extract<DialogAlert, 'NONE' | 'SUSPENDED'>
  hasBeenLive: boolean
  /** The live came back after an earlier live period seen on this page. */
  restreaming: boolean
  /** Offline with `isStreamPendingEnd`: the end is not final, keep the page as it is. */
  pendingEndProtected: boolean
}

export type LiveStatusMachineEvent =
  | ({ type: 'STATUS' } & LiveStatusEvent)
  | { type: 'STREAM_INFO'; info: LiveStreamInfo }

export interface LiveStatusEmitted {
  type: 'live-status'
  status: LiveStatus
  endedReason?: LiveStatusEvent['endedReason']
  restreaming: boolean
}

const protectionOf = (info?: LiveStreamInfo) => !info?.isStream && info?.isStreamPendingEnd === true

const alertsFor = (
  reason: LiveStatusEvent['endedReason'],
): Pick<LiveStatusContext, 'endedReason' | 'alertBox' | 'dialogAlert'> => ({
  endedReason: reason ?? 0,
  alertBox: reason === 1 ? 'OFF_FORCE' : reason === 2 ? 'NONE' : 'OFF',
  dialogAlert: reason === 2 ? 'SUSPENDED' : 'NONE',
})

/**
 * Live status (spec "Live status"): ON, OFF, OFF_WAITING. A not-streaming event with
 * endedReason 3 waits for the end; 0 shows the off box, 1 the forced-off box, 2 the suspended
 * dialog. A streaming event while waiting resumes the live; after an earlier live period it is
 * a restream. Stream info is refetched (the provided `fetchStreamInfo` actor) whenever
 * streaming starts.
 *
 * @example
 * const live = createActor(liveStatusMachine.provide({
 *   actors: { fetchStreamInfo: fromPromise<LiveStreamInfo>(() => client.live.getStreamInfo(channelId)) },
 * }), { input: { streamInfo } }).start()
 * socket.on('live-status', (event) => live.send({ type: 'STATUS', ...event }))
 */
export const liveStatusMachine = setup({
  types: {
    context: {} as LiveStatusContext,
    events: {} as LiveStatusMachineEvent,
    input: {} as LiveStatusInput,
    emitted: {} as LiveStatusEmitted,
  },
  actors: {
    fetchStreamInfo: fromPromise<LiveStreamInfo>(async () => {
      throw new Error('Provide fetchStreamInfo to refetch the stream info')
    }),
  },
  actions: {
    announce: emit(({ context }, params: { status: LiveStatus }) => ({
      type: 'live-status' as const,
      status: params.status,
      restreaming: context.restreaming,
      ...(context.endedReason === undefined ? {} : { endedReason: context.endedReason }),
    })),
    startStreaming: assign(() => ({
      hasBeenLive: true,
      endedReason: undefined,
      alertBox: 'NONE' as const,
      dialogAlert: 'NONE' as const,
      pendingEndProtected: false,
    })),
    markRestream: assign(({ context }) => ({ restreaming: context.hasBeenLive })),
    end: assign(({ event }) => (event.type === 'STATUS' ? alertsFor(event.endedReason) : {})),
    wait: assign({ endedReason: 3 as const }),
    storeInfo: assign((_, params: { info: LiveStreamInfo }) => ({
      streamInfo: params.info,
      pendingEndProtected: protectionOf(params.info),
    })),
  },
  guards: {
    streaming: ({ event }) => event.type === 'STATUS' && event.status,
    pendingEnd: ({ event }) => event.type === 'STATUS' && !event.status && event.endedReason === 3,
    ended: ({ event }) => event.type === 'STATUS' && !event.status,
  },
}).createMachine({
  id: 'liveStatus',
  context: ({ input }) => ({
    ...(input.streamInfo ? { streamInfo: input.streamInfo } : {}),
    alertBox: 'NONE',
    dialogAlert: 'NONE',
    hasBeenLive: input.streamInfo?.isStream === true,
    restreaming: false,
    pendingEndProtected: protectionOf(input.streamInfo),
  }),
  initial: 'boot',
  on: {
    STREAM_INFO: { actions: { type: 'storeInfo', params: ({ event }) => ({ info: event.info }) } },
  },
  states: {
    boot: {
      always: [
        { guard: ({ context }) => context.streamInfo?.isStream === true, target: 'ON' },
        { guard: ({ context }) => context.pendingEndProtected, target: 'OFF_WAITING' },
        { target: 'OFF' },
      ],
    },
    ON: {
      entry: { type: 'announce', params: { status: 'ON' } },
      initial: 'current',
      states: {
        current: {},
        refreshing: {
          invoke: {
            src: 'fetchStreamInfo',
            onDone: {
              target: 'current',
              actions: { type: 'storeInfo', params: ({ event }) => ({ info: event.output }) },
            },
            onError: 'current',
          },
        },
      },
      on: {
        STATUS: [
          { guard: 'pendingEnd', target: 'OFF_WAITING', actions: 'wait' },
          { guard: 'ended', target: 'OFF', actions: 'end' },
        ],
      },
    },
    OFF: {
      entry: { type: 'announce', params: { status: 'OFF' } },
      on: {
        STATUS: [
          {
            guard: 'streaming',
            target: 'ON.refreshing',
            actions: ['markRestream', 'startStreaming'],
          },
          { guard: 'pendingEnd', target: 'OFF_WAITING', actions: 'wait' },
          { guard: 'ended', actions: 'end' },
        ],
      },
    },
    OFF_WAITING: {
      entry: { type: 'announce', params: { status: 'OFF_WAITING' } },
      on: {
        // The same broadcast resuming: not a restream.
        STATUS: [
          { guard: 'streaming', target: 'ON.refreshing', actions: 'startStreaming' },
          { guard: 'pendingEnd' },
          { guard: 'ended', target: 'OFF', actions: 'end' },
        ],
      },
    },
  },
})
