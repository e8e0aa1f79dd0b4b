import { assign, type SnapshotFrom, setup } from 'xstate'
import {
  type OverlayConfig,
  type TimerState,
  WIDGET_ERRORS,
} from '../contract/widget/widget.schemas'
import { ApiError } from '../core/apiError'
import { unprovidedCall, unprovidedFeed } from '../core/inFlightCalls'
import { reconnectDelay } from '../core/reconnectDelay'

/** While the socket is down, how often the widget is read to learn whether its key still works. */
export const AWAY_CHECK_MS = 15_000

/** How long after a failed first read the overlay tries again: 1 s, doubling, at most 30 s. */
const RETRY = { baseMs: 1000, maxMs: 30_000 }

export interface WidgetOverlayInput {
  /** The page's clock (default `Date.now`): the timer reads the server's time through it. */
  now?: () => number
  /** Draws the retry jitter; `Math.random` by default. */
  random?: () => number
}

export interface WidgetOverlayContext {
  /** The widget as last read or pushed: kind, channel, settings, state. */
  config: OverlayConfig | undefined
  /** The server's clock minus the page's, measured at the last read or push (ms). */
  clockOffset: number
  connected: boolean
  /** The last event the overlay got from the server (ms, the page's clock). */
  lastEventAt: number | undefined
  failures: number
  now: () => number
  random: () => number
}

/** What the socket tells the overlay (the provided `overlayFeed` actor sends these). */
export type WidgetOverlayFeedEvent =
  | { type: 'FEED.CONFIG'; config: OverlayConfig }
  | { type: 'FEED.TIMER'; timer: TimerState; serverTime: string }
  | { type: 'FEED.PAUSED'; paused: boolean }
  /** Any other event for this overlay (an alert, a chat line, a poll): its time is recorded. */
  | { type: 'FEED.ACTIVITY' }
  | { type: 'FEED.REVOKED' }
  | { type: 'FEED.LINK'; connected: boolean }

export type WidgetOverlayEvent = WidgetOverlayFeedEvent

/** Where an overlay is: reading its widget, on air, or its key no longer works. */
export type WidgetOverlayState = 'loading' | 'ready' | 'revoked'

const revokedCode = (error: unknown) =>
  error instanceof ApiError && error.code === WIDGET_ERRORS.notFound

const offsetOf = (serverTime: string, now: number) => {
  const server = Date.parse(serverTime)
  return Number.isNaN(server) ? 0 : server - now
}

/**
 * The state of a snapshot for `data-state`.
 *
 * @example widgetOverlayStateOf(actor.getSnapshot()) // 'ready'
 */
export function widgetOverlayStateOf(
  snapshot: SnapshotFrom<typeof widgetOverlayMachine>,
): WidgetOverlayState {
  if (snapshot.matches('revoked')) return 'revoked'
  return snapshot.context.config ? 'ready' : 'loading'
}

/**
 * An OBS overlay's life, whatever its kind: it reads its widget with its key (`loadConfig`:
 * kind, channel, settings, state and the server's clock), tries again with backoff while the
 * server cannot be reached (showing nothing broken meanwhile), follows what the socket pushes
 * (settings, the timer, the alert queue's pause; the provided `overlayFeed`), and reads its
 * widget again each time the socket connects (the first time too: the socket joins its room
 * after the first read), so whatever changed meanwhile or during a cut is caught up; while the
 * socket is down it reads it every 15 s, since a replaced key's socket never connects again.
 * A key that no longer names a widget (the streamer replaced it) ends it: `revoked`.
 *
 * @example
 * const overlay = createActor(widgetOverlayMachine.provide({ actors: widgetOverlayActors({ realtime, client }) }), {
 *   input: {},
 * }).start()
 */
export const widgetOverlayMachine = setup({
  types: {
    context: {} as WidgetOverlayContext,
    events: {} as WidgetOverlayEvent,
    input: {} as WidgetOverlayInput,
  },
  actors: {
    overlayFeed: unprovidedFeed('overlayFeed'),
    loadConfig: unprovidedCall<OverlayConfig, undefined>('loadConfig'),
  },
  delays: {
    retry: ({ context }) =>
      reconnectDelay(Math.max(0, context.failures - 1), context.random, RETRY),
  },
  guards: {
    revoked: ({ event }) => revokedCode((event as { error?: unknown }).error),
    reconnected: ({ context, event }) =>
      event.type === 'FEED.LINK' && event.connected && !context.connected,
    lost: ({ event }) => event.type === 'FEED.LINK' && !event.connected,
  },
  actions: {
    loaded: assign(({ context, event }) => {
      const config = (event as unknown as { output: OverlayConfig }).output
      const now = context.now()
      return {
        config,
        clockOffset: offsetOf(config.serverTime, now),
        failures: 0,
        lastEventAt: context.lastEventAt,
      }
    }),
    link: assign(({ event }) => (event.type === 'FEED.LINK' ? { connected: event.connected } : {})),
  },
}).createMachine({
  id: 'widgetOverlay',
  context: ({ input }) => ({
    config: undefined,
    clockOffset: 0,
    connected: false,
    lastEventAt: undefined,
    failures: 0,
    now: input.now ?? Date.now,
    random: input.random ?? Math.random,
  }),
  initial: 'loading',
  states: {
    loading: {
      on: { 'FEED.LINK': { actions: 'link' } },
      invoke: {
        src: 'loadConfig',
        onDone: { target: 'ready', actions: 'loaded' },
        onError: [
          { guard: 'revoked', target: 'revoked' },
          {
            target: 'waiting',
            actions: assign({ failures: ({ context }) => context.failures + 1 }),
          },
        ],
      },
    },
    waiting: {
      on: { 'FEED.LINK': { actions: 'link' } },
      after: { retry: 'loading' },
    },
    ready: {
      // The feed runs once the widget is known: its kind says what to listen to.
      invoke: { src: 'overlayFeed' },
      initial: 'live',
      on: {
        'FEED.CONFIG': {
          actions: assign(({ context, event }) => ({
            config: event.config,
            clockOffset: offsetOf(event.config.serverTime, context.now()),
            lastEventAt: context.now(),
          })),
        },
        'FEED.TIMER': {
          actions: assign(({ context, event }) => ({
            config:
              context.config?.kind === 'timer'
                ? { ...context.config, timer: event.timer }
                : context.config,
            clockOffset: offsetOf(event.serverTime, context.now()),
            lastEventAt: context.now(),
          })),
        },
        'FEED.PAUSED': {
          actions: assign(({ context, event }) => ({
            config:
              context.config?.kind === 'alertbox'
                ? { ...context.config, paused: event.paused }
                : context.config,
            lastEventAt: context.now(),
          })),
        },
        'FEED.ACTIVITY': { actions: assign({ lastEventAt: ({ context }) => context.now() }) },
        'FEED.REVOKED': '.checking',
      },
      states: {
        live: {
          on: {
            'FEED.LINK': [
              { guard: 'reconnected', target: 'checking', actions: 'link' },
              { guard: 'lost', target: 'away', actions: 'link' },
              { actions: 'link' },
            ],
          },
        },
        // The socket is down. A socket whose key was replaced meanwhile is refused at every
        // attempt and never comes back to say so: the widget is read now and then to know.
        away: {
          on: {
            'FEED.LINK': [
              { guard: 'reconnected', target: 'checking', actions: 'link' },
              { actions: 'link' },
            ],
          },
          after: { [AWAY_CHECK_MS]: 'probing' },
        },
        probing: {
          on: {
            'FEED.LINK': [
              { guard: 'reconnected', target: 'checking', actions: 'link' },
              { actions: 'link' },
            ],
          },
          invoke: {
            src: 'loadConfig',
            onDone: { target: 'away', actions: 'loaded' },
            onError: [{ guard: 'revoked', target: '#widgetOverlay.revoked' }, { target: 'away' }],
          },
        },
        // Back after a cut (or told the key was replaced): the widget is read again.
        checking: {
          on: { 'FEED.LINK': { actions: 'link' } },
          invoke: {
            src: 'loadConfig',
            onDone: { target: 'live', actions: 'loaded' },
            onError: [{ guard: 'revoked', target: '#widgetOverlay.revoked' }, { target: 'live' }],
          },
        },
      },
    },
    revoked: { entry: assign({ config: undefined }) },
  },
})
