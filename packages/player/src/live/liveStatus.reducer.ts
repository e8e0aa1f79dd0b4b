import type { LiveStatusEvent, StreamInfo } from '@airwave/sdk/live'
import type { AlertBox, DialogAlert } from '../alerts/alerts'
import type { Effect, Reducer, ReducerState, Step } from '../reducer'

/**
 * Live, ended, or ended-but-waiting (the streamer may come back before the end is final). Also
 * the machine's state value: the refetch when streaming starts is an invocation bound to that
 * entry of ON, not a state of its own.
 */
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

/** What the machine asks of the page: fresh stream info when streaming starts. */
export interface LiveStatusIO {
  fetchStreamInfo(): Promise<LiveStreamInfo>
}

export type LiveStatusReducerEvent =
  | ({ type: 'STATUS' } & LiveStatusEvent)
  /** Stream info from the page, or the refetch's result. */
  | { type: 'STREAM_INFO'; info: LiveStreamInfo }

/** What the live status tells listeners, by name: every status it enters. */
export interface LiveStatusEmitted {
  'live-status': {
    status: LiveStatus
    endedReason?: LiveStatusEvent['endedReason']
    restreaming: boolean
  }
}

type State = ReducerState<LiveStatus, LiveStatusContext>
type LiveStatusEffect = Effect<LiveStatusIO, LiveStatusEmitted, LiveStatusReducerEvent>
type LiveStatusStep = Step<LiveStatus, LiveStatusContext, LiveStatusEffect>
type StatusEvent = Extract<LiveStatusReducerEvent, { type: 'STATUS' }>

const protectionOf = (info?: LiveStreamInfo) => !info?.isStream && info?.isStreamPendingEnd === true

const alertsFor = (
  reason: LiveStatusEvent['endedReason'],
): Pick<LiveStatusContext, 'endedReason' | 'alertBox' | 'dialogAlert'> => ({
  endedReason: reason ?? 0,
  alertBox: reason === 1 ? 'OFF_FORCE' : reason === 2 ? 'NONE' : 'OFF',
  dialogAlert: reason === 2 ? 'SUSPENDED' : 'NONE',
})

// Streaming started: clear the end, and refetch the stream info. The result is dropped if the
// live ends again before it arrives; a failed refetch keeps the info we have.
const startStreaming = (context: LiveStatusContext): LiveStatusStep => ({
  value: 'ON',
  context: {
    ...context,
    hasBeenLive: true,
    endedReason: undefined,
    alertBox: 'NONE',
    dialogAlert: 'NONE',
    pendingEndProtected: false,
  },
  effects: [{ call: 'fetchStreamInfo', done: (info) => ({ type: 'STREAM_INFO', info }) }],
})

const isPendingEnd = (event: StatusEvent) => !event.status && event.endedReason === 3

const waitForEnd = (context: LiveStatusContext): LiveStatusStep => ({
  value: 'OFF_WAITING',
  context: { ...context, endedReason: 3 },
})

function statusTransition(
  { value, context }: State,
  event: StatusEvent,
): LiveStatusStep | undefined {
  switch (value) {
    case 'ON':
      if (event.status) return undefined
      if (isPendingEnd(event)) return waitForEnd(context)
      return { value: 'OFF', context: { ...context, ...alertsFor(event.endedReason) } }
    case 'OFF':
      if (event.status) return startStreaming({ ...context, restreaming: context.hasBeenLive })
      if (isPendingEnd(event)) return waitForEnd(context)
      // Another end while off: new alerts, no new announcement.
      return { context: { ...context, ...alertsFor(event.endedReason) } }
    case 'OFF_WAITING':
      // The same broadcast resuming: not a restream.
      if (event.status) return startStreaming(context)
      if (isPendingEnd(event)) return undefined
      return { value: 'OFF', context: { ...context, ...alertsFor(event.endedReason) } }
  }
}

/**
 * Live status (spec "Live status"): ON, OFF, OFF_WAITING. A not-streaming event with
 * endedReason 3 waits for the end; 0 shows the off box, 1 the forced-off box, 2 the suspended
 * dialog. A streaming event while waiting resumes the live; after an earlier live period it is
 * a restream. Stream info is refetched (the provided `fetchStreamInfo`) whenever streaming
 * starts, and stored as a `STREAM_INFO` event would.
 *
 * @example
 * const live = createReducerStore(liveStatusReducer, {
 *   fetchStreamInfo: () => client.live.getStreamInfo(channelId),
 * }, { streamInfo })
 * live.on('live-status', ({ status }) => render(status))
 * live.start()
 * socket.on('live-status', (event) => live.send({ type: 'STATUS', ...event }))
 */
export const liveStatusReducer: Reducer<
  LiveStatus,
  LiveStatusContext,
  LiveStatusReducerEvent,
  LiveStatusInput,
  LiveStatusIO,
  LiveStatusEmitted
> = {
  initial: ({ streamInfo }) => {
    const live = streamInfo?.isStream === true
    const pendingEndProtected = protectionOf(streamInfo)
    return {
      value: live ? 'ON' : pendingEndProtected ? 'OFF_WAITING' : 'OFF',
      context: {
        ...(streamInfo ? { streamInfo } : {}),
        alertBox: 'NONE',
        dialogAlert: 'NONE',
        hasBeenLive: live,
        restreaming: false,
        pendingEndProtected,
      },
    }
  },
  transition: (state, event) => {
    if (event.type === 'STATUS') return statusTransition(state, event)
    return {
      context: {
        ...state.context,
        streamInfo: event.info,
        pendingEndProtected: protectionOf(event.info),
      },
    }
  },
  entry: ({ value, context }) => [
    {
      emit: 'live-status',
      payload: {
        status: value,
        restreaming: context.restreaming,
        ...(context.endedReason === undefined ? {} : { endedReason: context.endedReason }),
      },
    },
  ],
}
