import { and, assign, emit, setup } from 'xstate'
import type { MediaFault } from '../providers/hls/types'
import { backoffDelay } from './backoff'

/** Errors allowed before recovery gives up (spec). @example tries >= RECOVERY_MAX_TRIES */
export const RECOVERY_MAX_TRIES = 10
/** Good playback needed before the error counters start over (spec). @example RECOVERY_RESET_AFTER_MS // 100000 */
export const RECOVERY_RESET_AFTER_MS = 100000
/** hls.js's `recoverMediaError` is not called twice within this window. @example MEDIA_RECOVERY_INTERVAL_MS // 5000 */
export const MEDIA_RECOVERY_INTERVAL_MS = 5000

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

export type HlsRecoveryEmitted =
  | { type: 'error'; alert: AlertState }
  | { type: 'recovered'; tries: number }

const counters = { tries: 0, networkAttempts: 0, mediaRecoveries: 0, healthySince: undefined }

function isProgress(context: HlsRecoveryContext, event: HlsRecoveryEvent): boolean {
  if (event.type === 'FRAGMENT') return event.end !== context.lastFragmentEnd
  if (event.type === 'TIME') return event.currentTime > (context.lastCurrentTime ?? -1)
  return false
}

function faultOf(event: HlsRecoveryEvent): MediaFault | undefined {
  return event.type === 'FAULT' ? event.fault : undefined
}

const recover = '#hlsRecovery.recovering.restarting'

// One routing table for a fault, whatever state it arrives in (except `fail`, which ignores
// faults until the viewer retries or the browser is back online).
const onFault = [
  { guard: 'offline', target: '#hlsRecovery.fail', actions: ['countTry', 'raiseAlert'] },
  { guard: 'lastTry', target: '#hlsRecovery.fail', actions: ['countTry', 'raiseAlert'] },
  { guard: 'nonFatalWhilePaused', target: recover, actions: ['countTry', 'startLoad'] },
  { guard: 'nonFatal', actions: 'countTry' },
  {
    guard: 'network',
    target: '#hlsRecovery.recovering.waiting',
    reenter: true,
    actions: ['countTry', 'scheduleBackoff'],
  },
  {
    guard: 'mediaRetryAllowed',
    target: recover,
    actions: ['countTry', 'swapAudioCodec', 'recoverMediaError', 'markMediaRecovery'],
  },
  {
    guard: 'mediaRecoveryAllowed',
    target: recover,
    actions: ['countTry', 'recoverMediaError', 'markMediaRecovery'],
  },
  { target: recover, actions: ['countTry', 'reloadSource'] },
] as const

/**
 * HLS error recovery (spec "HLS recovery"): none → recovering → success | fail.
 *
 * - Every error counts a try; the 10th sends the machine to `fail` and reports an alert.
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
 *
 * I/O is in the provided actions `startLoad`, `reloadSource`, `recoverMediaError`,
 * `swapAudioCodec` and `reportError`.
 *
 * @example
 * const recovery = createActor(hlsRecoveryMachine.provide({ actions: {
 *   startLoad: () => provider.startLoad(),
 *   reloadSource: () => provider.reloadSource(),
 *   recoverMediaError: () => provider.recoverMediaError(),
 *   swapAudioCodec: () => provider.swapAudioCodec(),
 *   reportError: (_, { alert }) => showAlert(alert),
 * } }), { input: {} }).start()
 * provider.on('fault', (fault) => recovery.send({ type: 'FAULT', fault, paused: video.paused }))
 */
export const hlsRecoveryMachine = setup({
  types: {
    context: {} as HlsRecoveryContext,
    events: {} as HlsRecoveryEvent,
    input: {} as HlsRecoveryInput,
    emitted: {} as HlsRecoveryEmitted,
  },
  actions: {
    startLoad: () => {},
    reloadSource: () => {},
    recoverMediaError: () => {},
    swapAudioCodec: () => {},
    reportError: (_, _params: { alert: AlertState }) => {},
    countTry: assign(({ context, event }) => ({
      tries: context.tries + 1,
      healthySince: undefined,
      fault: faultOf(event) ?? context.fault,
    })),
    scheduleBackoff: assign(({ context }) => ({
      delayMs: backoffDelay(context.networkAttempts, context.random),
      networkAttempts: context.networkAttempts + 1,
    })),
    markMediaRecovery: assign(({ context }) => ({
      lastMediaRecoveryAt: context.now(),
      mediaRecoveries: context.mediaRecoveries + 1,
    })),
    raiseAlert: assign(({ context }) => ({
      alert: context.online
        ? { kind: 'MEDIA_ERROR', code: context.fault?.code ?? 'unknown', action: 'reload' }
        : { kind: 'NETWORK_ERROR', code: context.fault?.code ?? 'offline', action: 'retry' },
    })),
    emitError: emit(({ context }) => ({
      type: 'error' as const,
      alert: context.alert as AlertState,
    })),
    noteProgress: assign(({ context, event }) => {
      const seen =
        event.type === 'FRAGMENT'
          ? { lastFragmentEnd: event.end }
          : event.type === 'TIME'
            ? { lastCurrentTime: event.currentTime }
            : {}
      if (!isProgress(context, event)) return seen
      const now = context.now()
      if (context.healthySince === undefined) return { ...seen, healthySince: now }
      if (now - context.healthySince < RECOVERY_RESET_AFTER_MS) return seen
      return { ...seen, tries: 0, networkAttempts: 0, mediaRecoveries: 0 }
    }),
    resetCounters: assign({ ...counters, alert: undefined }),
    emitRecovered: emit(({ context }) => ({ type: 'recovered' as const, tries: context.tries })),
  },
  guards: {
    // Fatal or not: offline, hls.js answers a failed playlist load with a non-fatal error and
    // then waits, and the viewer would look at a frozen picture with no word of why.
    offline: ({ context, event }) => !context.online && faultOf(event)?.kind === 'network',
    lastTry: ({ context }) => context.tries + 1 >= RECOVERY_MAX_TRIES,
    nonFatalWhilePaused: ({ event }) =>
      event.type === 'FAULT' && !event.fault.fatal && event.paused === true,
    nonFatal: ({ event }) => faultOf(event)?.fatal === false,
    network: ({ event }) => faultOf(event)?.kind === 'network',
    mediaRecoveryAllowed: ({ context, event }) =>
      faultOf(event)?.kind === 'media' &&
      (context.lastMediaRecoveryAt === undefined ||
        context.now() - context.lastMediaRecoveryAt >= MEDIA_RECOVERY_INTERVAL_MS),
    mediaRetryAllowed: and(['mediaRecoveryAllowed', ({ context }) => context.mediaRecoveries > 0]),
    needsManifest: ({ context }) => context.fault?.code.startsWith('manifest') === true,
    progress: ({ context, event }) => isProgress(context, event),
    offlineAlert: ({ context }) => context.alert?.kind === 'NETWORK_ERROR',
  },
  delays: {
    backoff: ({ context }) => context.delayMs,
  },
}).createMachine({
  id: 'hlsRecovery',
  context: ({ input }) => ({
    ...counters,
    online: input.online ?? globalThis.navigator?.onLine ?? true,
    delayMs: 0,
    now: input.now ?? Date.now,
    random: input.random ?? Math.random,
  }),
  initial: 'none',
  on: {
    FRAGMENT: { actions: 'noteProgress' },
    TIME: { actions: 'noteProgress' },
    ONLINE: { actions: assign({ online: true }) },
    OFFLINE: { actions: assign({ online: false }) },
    RESET: {
      target: '.none',
      actions: assign({ ...counters, alert: undefined, fault: undefined }),
    },
  },
  states: {
    none: {
      on: { FAULT: onFault },
    },
    recovering: {
      initial: 'restarting',
      on: { FAULT: onFault },
      states: {
        // Playing out the buffer while waiting is no recovery: the retry must still happen.
        waiting: {
          after: {
            backoff: [
              { guard: 'needsManifest', target: 'restarting', actions: 'reloadSource' },
              { target: 'restarting', actions: 'startLoad' },
            ],
          },
        },
        restarting: {
          on: {
            FRAGMENT: [
              { guard: 'progress', target: '#hlsRecovery.success', actions: 'noteProgress' },
              { actions: 'noteProgress' },
            ],
            TIME: [
              { guard: 'progress', target: '#hlsRecovery.success', actions: 'noteProgress' },
              { actions: 'noteProgress' },
            ],
          },
        },
      },
    },
    success: {
      entry: 'emitRecovered',
      on: { FAULT: onFault },
    },
    fail: {
      entry: [
        { type: 'reportError', params: ({ context }) => ({ alert: context.alert as AlertState }) },
        'emitError',
      ],
      on: {
        RETRY: { target: 'recovering', actions: ['resetCounters', 'reloadSource'] },
        ONLINE: [
          {
            guard: and(['offlineAlert', 'needsManifest']),
            target: 'recovering',
            actions: [assign({ online: true }), 'resetCounters', 'reloadSource'],
          },
          {
            guard: 'offlineAlert',
            target: 'recovering',
            actions: [assign({ online: true }), 'resetCounters', 'startLoad'],
          },
          { actions: assign({ online: true }) },
        ],
      },
    },
  },
})
