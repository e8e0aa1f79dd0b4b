import type { MediaFault } from '../providers/hls/types'
import type { Effect, Reducer, ReducerState, Step } from '../reducer'
import { backoffDelay } from './backoff'

/** Errors allowed before recovery gives up (spec). @example tries >= RECOVERY_MAX_TRIES */
const RECOVERY_MAX_TRIES = 10
/** Good playback needed before the error counters start over (spec). @example RECOVERY_RESET_AFTER_MS // 100000 */
const RECOVERY_RESET_AFTER_MS = 100000
/** hls.js's `recoverMediaError` is not called twice within this window. @example MEDIA_RECOVERY_INTERVAL_MS // 5000 */
const MEDIA_RECOVERY_INTERVAL_MS = 5000

/**
 * What the viewer sees when playback cannot go on: online, a media error with its code and a
 * reload button; offline, a network error with a retry button.
 */
export type AlertState =
  | { kind: 'MEDIA_ERROR'; code: string; action: 'reload' }
  | { kind: 'NETWORK_ERROR'; code: string; action: 'retry' }

export interface HlsRecoveryInput {
  /** Defaults to `navigator.onLine` (true where there is no navigator). */
  online?: boolean
  /** Clock in ms; defaults to `Date.now`. */
  now?: () => number
  /** 0..1, for backoff jitter; defaults to `Math.random`. */
  random?: () => number
}

export interface HlsRecoveryContext {
  tries: number
  networkAttempts: number
  mediaRecoveries: number
  lastMediaRecoveryAt?: number
  /** Start of the current run of good playback; cleared by every error. */
  healthySince?: number
  lastFragmentEnd?: number
  lastCurrentTime?: number
  online: boolean
  delayMs: number
  fault?: MediaFault
  alert?: AlertState
  now: () => number
  random: () => number
}

export type HlsRecoveryEvent =
  /** An error from the provider; `paused` is the video's state at that moment. */
  | { type: 'FAULT'; fault: MediaFault; paused?: boolean }
  | { type: 'FRAGMENT'; end: number }
  | { type: 'TIME'; currentTime: number }
  | { type: 'ONLINE' }
  | { type: 'OFFLINE' }
  /** The viewer pressed the alert's reload or retry button. */
  | { type: 'RETRY' }
  /** A new source: forget everything. */
  | { type: 'RESET' }
  /** The backoff after a network error is over (sent by the machine to itself). */
  | { type: 'BACKOFF_DONE' }

/** What recovery tells its host. */
export interface HlsRecoveryEmitted {
  error: { alert: AlertState }
  recovered: { tries: number }
}

/** The media calls recovery makes: a provider (hls.js or native HLS) answers them. */
export interface HlsRecoveryIO {
  startLoad(): void
  /** Fetches the manifest again. */
  reloadSource(): void
  recoverMediaError(): void
  swapAudioCodec(): void
  /** Stops loading after recovery gave up, so no request goes on behind the alert. */
  stopLoad(): void
}

/** `recovering.waiting` sits out a network backoff; `recovering.restarting` awaits progress. */
export type HlsRecoveryValue =
  | 'none'
  | 'recovering.waiting'
  | 'recovering.restarting'
  | 'success'
  | 'fail'

type State = ReducerState<HlsRecoveryValue, HlsRecoveryContext>
type RecoveryStep = Step<
  HlsRecoveryValue,
  HlsRecoveryContext,
  Effect<HlsRecoveryIO, HlsRecoveryEmitted, HlsRecoveryEvent>
>

const counters = { tries: 0, networkAttempts: 0, mediaRecoveries: 0, healthySince: undefined }

const call = (name: keyof HlsRecoveryIO) => ({ call: name })

function isProgress(context: HlsRecoveryContext, event: HlsRecoveryEvent): boolean {
  if (event.type === 'FRAGMENT') return event.end !== context.lastFragmentEnd
  if (event.type === 'TIME') return event.currentTime > (context.lastCurrentTime ?? -1)
  return false
}

/** Remembers what progress was seen; 100000 ms of it since the last error zero the counters. */
function noteProgress(context: HlsRecoveryContext, event: HlsRecoveryEvent): HlsRecoveryContext {
  const seen =
    event.type === 'FRAGMENT'
      ? { ...context, lastFragmentEnd: event.end }
      : event.type === 'TIME'
        ? { ...context, lastCurrentTime: event.currentTime }
        : context
  if (!isProgress(context, event)) return seen
  const now = context.now()
  if (context.healthySince === undefined) return { ...seen, healthySince: now }
  if (now - context.healthySince < RECOVERY_RESET_AFTER_MS) return seen
  return { ...seen, tries: 0, networkAttempts: 0, mediaRecoveries: 0 }
}

const needsManifest = (context: HlsRecoveryContext) => context.fault?.code.startsWith('manifest')

/** The load call that resumes after a wait: `startLoad` needs a parsed manifest. */
const resume = (context: HlsRecoveryContext) =>
  call(needsManifest(context) ? 'reloadSource' : 'startLoad')

// One routing for a fault, whatever state it arrives in (except `fail`, which ignores faults
// until the viewer retries or the browser is back online).
function onFault(context: HlsRecoveryContext, fault: MediaFault, paused?: boolean): RecoveryStep {
  const counted = { ...context, tries: context.tries + 1, healthySince: undefined, fault }
  // Fatal or not: offline, hls.js answers a failed playlist load with a non-fatal error and
  // then waits, and the viewer would look at a frozen picture with no word of why.
  const offline = !context.online && fault.kind === 'network'
  if (offline || counted.tries >= RECOVERY_MAX_TRIES) {
    const alert: AlertState = context.online
      ? { kind: 'MEDIA_ERROR', code: fault.code, action: 'reload' }
      : { kind: 'NETWORK_ERROR', code: fault.code, action: 'retry' }
    return { value: 'fail', context: { ...counted, alert } }
  }
  if (!fault.fatal) {
    // hls.js retries non-fatal errors itself, unless the video is paused.
    return paused
      ? { value: 'recovering.restarting', context: counted, effects: [call('startLoad')] }
      : { context: counted }
  }
  if (fault.kind === 'network') {
    return {
      value: 'recovering.waiting',
      reenter: true,
      context: {
        ...counted,
        delayMs: backoffDelay(context.networkAttempts, context.random),
        networkAttempts: context.networkAttempts + 1,
      },
    }
  }
  const now = context.now()
  const mediaAllowed =
    fault.kind === 'media' &&
    (context.lastMediaRecoveryAt === undefined ||
      now - context.lastMediaRecoveryAt >= MEDIA_RECOVERY_INTERVAL_MS)
  if (mediaAllowed) {
    return {
      value: 'recovering.restarting',
      context: {
        ...counted,
        lastMediaRecoveryAt: now,
        mediaRecoveries: context.mediaRecoveries + 1,
      },
      // From the second attempt on, hls.js advises swapping the audio codec first.
      effects: [
        ...(context.mediaRecoveries > 0 ? [call('swapAudioCodec')] : []),
        call('recoverMediaError'),
      ],
    }
  }
  return { value: 'recovering.restarting', context: counted, effects: [call('reloadSource')] }
}

function transition(state: State, event: HlsRecoveryEvent): RecoveryStep | undefined {
  const { value, context } = state
  switch (event.type) {
    case 'ONLINE': {
      const online = { ...context, online: true }
      // Back online after the offline alert: playback resumes by itself.
      if (value === 'fail' && context.alert?.kind === 'NETWORK_ERROR') {
        const fresh = { ...online, ...counters, alert: undefined }
        return { value: 'recovering.restarting', context: fresh, effects: [resume(context)] }
      }
      return { context: online }
    }
    case 'OFFLINE':
      return { context: { ...context, online: false } }
    case 'RESET':
      return {
        value: 'none',
        context: { ...context, ...counters, alert: undefined, fault: undefined },
      }
    case 'RETRY':
      if (value !== 'fail') return undefined
      return {
        value: 'recovering.restarting',
        context: { ...context, ...counters, alert: undefined },
        effects: [call('reloadSource')],
      }
    case 'FAULT':
      // A stall notice is the provider waiting for data, not an error of the stream.
      if (value === 'fail' || event.fault.stall) return undefined
      return onFault(context, event.fault, event.paused)
    case 'BACKOFF_DONE':
      return value === 'recovering.waiting'
        ? { value: 'recovering.restarting', effects: [resume(context)] }
        : undefined
    default: {
      // Playing out the buffer while waiting is no recovery: the retry must still happen.
      const recovered = value === 'recovering.restarting' && isProgress(context, event)
      return { ...(recovered && { value: 'success' }), context: noteProgress(context, event) }
    }
  }
}

/**
 * HLS error recovery (spec "HLS recovery"): none → recovering → success | fail.
 *
 * - Every error counts a try; the 10th sends the machine to `fail` and reports an alert. A
 *   provider's stall notice (`fault.stall`: playback waits for data) is no error and counts
 *   nothing.
 * - Non-fatal errors restart loading when the video is paused (hls.js handles them otherwise).
 * - Fatal network errors wait a jittered exponential backoff, then restart loading, or reload
 *   the source when the manifest itself failed (`startLoad` needs a parsed manifest).
 * - Fatal media errors call `recoverMediaError` at most once per 5 s (from the second attempt
 *   on after `swapAudioCodec`, as hls.js advises); sooner, the source is reloaded instead.
 * - Other fatal errors reload the source.
 * - Counters reset only after 100000 ms of real progress (new fragments or an advancing
 *   playhead), never on elapsed time alone.
 * - A network error while offline (fatal or not) shows NETWORK_ERROR at once; ONLINE resumes
 *   by itself.
 * - On `fail`, loading stops until the viewer retries or the browser comes back online.
 *
 * @example
 * const recovery = createReducerStore(hlsRecoveryReducer, {
 *   startLoad: () => provider.startLoad(),
 *   reloadSource: () => provider.reloadSource(),
 *   recoverMediaError: () => provider.recoverMediaError(),
 *   swapAudioCodec: () => provider.swapAudioCodec(),
 *   stopLoad: () => provider.stopLoad(),
 * }, {})
 * recovery.on('error', ({ alert }) => showAlert(alert))
 * recovery.start()
 * provider.on('fault', (fault) => recovery.send({ type: 'FAULT', fault, paused: video.paused }))
 */
export const hlsRecoveryReducer: Reducer<
  HlsRecoveryValue,
  HlsRecoveryContext,
  HlsRecoveryEvent,
  HlsRecoveryInput,
  HlsRecoveryIO,
  HlsRecoveryEmitted
> = {
  initial: (input) => ({
    value: 'none',
    context: {
      ...counters,
      online: input.online ?? globalThis.navigator?.onLine ?? true,
      delayMs: 0,
      now: input.now ?? Date.now,
      random: input.random ?? Math.random,
    },
  }),
  transition,
  entry: ({ value, context }) => {
    if (value === 'recovering.waiting')
      return [{ after: context.delayMs, send: { type: 'BACKOFF_DONE' } }]
    if (value === 'success') return [{ emit: 'recovered', payload: { tries: context.tries } }]
    if (value === 'fail' && context.alert)
      return [call('stopLoad'), { emit: 'error', payload: { alert: context.alert } }]
    return []
  },
}
