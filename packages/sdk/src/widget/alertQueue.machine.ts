import { assign, enqueueActions, type SnapshotFrom, setup } from 'xstate'
import { type ExposureRules, exposureRules, passesExposure } from '../contract/widget/alertExposure'
import type { Alert, AlertBoxSettings, AlertControl } from '../contract/widget/widget.schemas'
import { unprovidedCall, unprovidedFeed } from '../core/inFlightCalls'

/** How long an alert takes to leave before the next one comes (its exit animation). */
export const ALERT_LEAVE_MS = 600
/** A catch-up that failed is tried again after this long (chosen). */
export const ALERT_CATCH_UP_RETRY_MS = 5000
/**
 * The most alerts that wait (chosen): far more than any live gets in a few minutes; past it the
 * oldest waiting one goes, so a queue paused and forgotten cannot grow without end.
 */
export const ALERT_QUEUE_MAX = 1000
/** Seqs remembered to drop an alert that comes twice (the socket's replay and the catch-up). */
const SEEN_KEPT = 2000

export interface AlertQueueInput {
  settings: AlertBoxSettings
  paused: boolean
  /** The newest alert when the overlay started: it plays only those after it. */
  lastSeq: number
}

export interface AlertQueueContext {
  settings: AlertBoxSettings
  rules: ExposureRules
  paused: boolean
  /** The alerts waiting, in `seq` order. Each is checked against the thresholds when its turn comes. */
  queue: readonly Alert[]
  /** The alert on screen (also while it leaves). */
  current: Alert | undefined
  /** The newest `seq` received: a catch-up asks for what came after it. */
  lastSeq: number
  /** Recently received seqs, for dropping an alert that comes twice. */
  seen: readonly number[]
  /** The first seq this overlay plays is above it. */
  floor: number
  connected: boolean
}

/** What the socket tells the queue (the provided `alertFeed` actor sends these). */
export type AlertFeedEvent =
  | { type: 'FEED.ALERTS'; alerts: readonly Alert[] }
  | { type: 'FEED.CONTROL'; action: AlertControl; seq?: number | undefined; paused: boolean }
  | { type: 'FEED.LINK'; connected: boolean }

export type AlertQueueEvent =
  | AlertFeedEvent
  /** The settings changed (thresholds, timeouts): they apply from the next alert's turn. */
  | { type: 'SETTINGS'; settings: AlertBoxSettings }

export type AlertQueueEmitted =
  | { type: 'shown'; alert: Alert }
  | { type: 'done'; alert: Alert }
  /** Its turn came and it did not pass the exposure thresholds: it never shows. */
  | { type: 'dropped'; alert: Alert }

/** Adds alerts to the queue in seq order, leaving out those seen, played, or too old. */
function received(
  context: AlertQueueContext,
  alerts: readonly Alert[],
): Partial<AlertQueueContext> {
  const seen = new Set(context.seen)
  const fresh = alerts.filter((alert) => alert.seq > context.floor && !seen.has(alert.seq))
  if (fresh.length === 0) return {}
  for (const alert of fresh) seen.add(alert.seq)
  const queue = [...context.queue, ...fresh].sort((a, b) => a.seq - b.seq).slice(-ALERT_QUEUE_MAX)
  return {
    queue,
    seen: [...seen].slice(-SEEN_KEPT),
    lastSeq: Math.max(context.lastSeq, ...fresh.map((alert) => alert.seq)),
  }
}

/**
 * The state of a snapshot for `data-state`: `showing` or `leaving` an alert, `paused` with
 * none showing, else `idle`.
 *
 * @example alertQueueStateOf(actor.getSnapshot()) // 'showing'
 */
export function alertQueueStateOf(
  snapshot: SnapshotFrom<typeof alertQueueMachine>,
): 'idle' | 'showing' | 'leaving' | 'paused' {
  if (snapshot.matches({ play: 'showing' })) return 'showing'
  if (snapshot.matches({ play: 'leaving' })) return 'leaving'
  return snapshot.context.paused ? 'paused' : 'idle'
}

/**
 * The alert box's queue (accounts-platform.md section 4: "the next alert is shown only if it
 * passes the exposure thresholds"). Alerts arrive from the socket (WIDGET_ALERT, the provided
 * `alertFeed`) and wait in seq order; one shows at a time for its type's timeout, then leaves
 * ({@link ALERT_LEAVE_MS}) before the next, so none overlap and none is lost while one shows.
 * When an alert's turn comes it is checked against the thresholds (`passesExposure`) with the
 * settings of that moment: one that fails is dropped and never shows. An alert that comes
 * twice (the socket's replay after a reconnection and the catch-up) plays once. Every time the
 * socket connects, the queue asks for the alerts after the newest it has (`fetchAlerts`), so a
 * cut longer than the server's recovery loses nothing either. The streamer skips the alert
 * showing and pauses the queue (the alert showing finishes; the next waits).
 *
 * @example
 * const queue = createActor(alertQueueMachine.provide({ actors: alertQueueActors({ realtime, client }) }), {
 *   input: { settings, paused: false, lastSeq: config.lastSeq },
 * }).start()
 * queue.on('shown', ({ alert }) => playSound(alert))
 */
export const alertQueueMachine = setup({
  types: {
    context: {} as AlertQueueContext,
    events: {} as AlertQueueEvent,
    input: {} as AlertQueueInput,
    emitted: {} as AlertQueueEmitted,
  },
  actors: {
    alertFeed: unprovidedFeed('alertFeed'),
    fetchAlerts: unprovidedCall<Alert[], { after: number }>('fetchAlerts'),
  },
  delays: {
    alertTimeout: ({ context }) =>
      context.current ? context.settings.types[context.current.type].timeout * 1000 : 0,
  },
  guards: {
    nextPasses: ({ context }) => {
      const next = context.queue[0]
      return !context.paused && next !== undefined && passesExposure(next, context.rules)
    },
    nextFails: ({ context }) => {
      const next = context.queue[0]
      return !context.paused && next !== undefined && !passesExposure(next, context.rules)
    },
    skipsCurrent: ({ context, event }) =>
      event.type === 'FEED.CONTROL' &&
      event.action === 'skip' &&
      (event.seq === undefined || event.seq === context.current?.seq),
  },
  actions: {
    receive: assign(({ context }, params: { alerts: readonly Alert[] }) =>
      received(context, params.alerts),
    ),
    control: assign(({ event }) => (event.type === 'FEED.CONTROL' ? { paused: event.paused } : {})),
  },
}).createMachine({
  id: 'alertQueue',
  type: 'parallel',
  context: ({ input }) => ({
    settings: input.settings,
    rules: exposureRules(input.settings.exposure),
    paused: input.paused,
    queue: [],
    current: undefined,
    lastSeq: input.lastSeq,
    seen: [],
    floor: input.lastSeq,
    connected: false,
  }),
  invoke: { src: 'alertFeed' },
  on: {
    'FEED.ALERTS': {
      actions: { type: 'receive', params: ({ event }) => ({ alerts: event.alerts }) },
    },
    SETTINGS: {
      actions: assign(({ event }) => ({
        settings: event.settings,
        rules: exposureRules(event.settings.exposure),
      })),
    },
  },
  states: {
    play: {
      initial: 'idle',
      states: {
        idle: {
          always: [
            {
              guard: 'nextPasses',
              target: 'showing',
              actions: assign(({ context }) => ({
                current: context.queue[0],
                queue: context.queue.slice(1),
              })),
            },
            {
              guard: 'nextFails',
              actions: enqueueActions(({ context, enqueue }) => {
                const [dropped, ...rest] = context.queue
                enqueue.assign({ queue: rest })
                if (dropped) enqueue.emit({ type: 'dropped', alert: dropped })
              }),
            },
          ],
          on: { 'FEED.CONTROL': { actions: 'control' } },
        },
        showing: {
          entry: enqueueActions(({ context, enqueue }) => {
            if (context.current) enqueue.emit({ type: 'shown', alert: context.current })
          }),
          after: { alertTimeout: 'leaving' },
          on: {
            'FEED.CONTROL': [
              { guard: 'skipsCurrent', target: 'leaving', actions: 'control' },
              { actions: 'control' },
            ],
          },
        },
        leaving: {
          after: {
            [ALERT_LEAVE_MS]: {
              target: 'idle',
              actions: enqueueActions(({ context, enqueue }) => {
                if (context.current) enqueue.emit({ type: 'done', alert: context.current })
                enqueue.assign({ current: undefined })
              }),
            },
          },
          on: { 'FEED.CONTROL': { actions: 'control' } },
        },
      },
    },
    sync: {
      initial: 'offline',
      on: {
        'FEED.LINK': {
          guard: ({ event }) => !event.connected,
          target: '.offline',
          actions: assign({ connected: false }),
        },
      },
      states: {
        offline: {
          on: {
            'FEED.LINK': {
              guard: ({ event }) => event.connected,
              target: 'catchingUp',
              actions: assign({ connected: true }),
            },
          },
        },
        // Every connection, the first one too: what was sent while the socket was not in its
        // room (before it joined, during a cut the server could not replay) comes now.
        catchingUp: {
          invoke: {
            src: 'fetchAlerts',
            input: ({ context }) => ({ after: context.lastSeq }),
            onDone: {
              target: 'live',
              actions: { type: 'receive', params: ({ event }) => ({ alerts: event.output }) },
            },
            onError: 'retrying',
          },
        },
        retrying: { after: { [ALERT_CATCH_UP_RETRY_MS]: 'catchingUp' } },
        live: {},
      },
    },
  },
})
