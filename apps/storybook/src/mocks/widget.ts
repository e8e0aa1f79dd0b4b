import {
  type Alert,
  type AlertInput,
  alertBoxSettingsSchema,
  type OverlayConfig,
  WIDGET_ERRORS,
  widgetEndpoints,
} from '@airwave/sdk/contract'
import type { SocketTransport } from '@airwave/sdk/realtime'
import { Refusal } from './backend'
import { route } from './route'
import { socketSignals } from './socketSignals'

// An alert box widget in memory, for the overlay's stories: its config and alerts as the
// reference server answers them (MSW), and its socket (a fake transport) that pushes alerts
// and can be lost and restored as a network would.

/** How a story sets the widget up. */
export interface WidgetScenario {
  /** The key was replaced: the overlay's calls answer WID10000. */
  revoked?: boolean
  paused?: boolean
  /** The alert box's settings over the defaults (a short timeout keeps the stories quick). */
  settings?: Record<string, unknown>
}

const state = {
  scenario: {} as WidgetScenario,
  alerts: [] as Alert[],
  seq: 0,
  sockets: new Set<(alert: Alert) => void>(),
}

/** Back to an empty widget, bent by the story's scenario. */
export function resetWidget(scenario: WidgetScenario = {}) {
  state.scenario = scenario
  state.alerts = []
  state.seq = 100
}

function config(): OverlayConfig {
  if (state.scenario.revoked) {
    throw new Refusal(WIDGET_ERRORS.notFound, 'No widget has this key')
  }
  return {
    kind: 'alertbox',
    channelId: 'airwave',
    nickname: 'Airwave',
    serverTime: new Date().toISOString(),
    settings: alertBoxSettingsSchema.parse(state.scenario.settings ?? {}),
    paused: state.scenario.paused === true,
    lastSeq: state.seq,
  }
}

/**
 * Sends an alert as the dashboard's emulator does: stored (for a catch-up) and pushed to the
 * overlays whose socket is up.
 *
 * @example sendAlert({ type: 'gem', nickname: 'Mina', gem: 500 })
 */
export function sendAlert(input: AlertInput): Alert {
  const alert: Alert = {
    ...input,
    seq: ++state.seq,
    createdAt: new Date().toISOString(),
    test: true,
  }
  state.alerts.push(alert)
  for (const push of state.sockets) push(alert)
  return alert
}

export const widgetHandlers = [
  route('widgetOverlay', widgetEndpoints.overlay, () => config()),
  route('widgetOverlayAlerts', widgetEndpoints.overlayAlerts, ({ query }) => {
    config()
    return { alerts: state.alerts.filter((alert) => alert.seq > (query.after ?? 0)) }
  }),
]

/** What a play function does to the overlay's socket. */
export interface WidgetSocketControl {
  lose(): void
  restore(): void
}

let current: WidgetSocketControl | undefined

/** The socket of the overlay on screen. */
export function widgetSocketControl(): WidgetSocketControl {
  if (!current) throw new Error('No widget socket in this story')
  return current
}

/** The overlay's socket over the in-memory widget; asynchronous like a real one. */
export function widgetSocket(): SocketTransport {
  const { signal, subscribe } = socketSignals()
  let up = false
  let lost = false
  const push = (alert: Alert) =>
    queueMicrotask(() => signal({ type: 'event', name: 'WIDGET_ALERT', payload: { alert } }))
  const open = () => {
    up = true
    state.sockets.add(push)
    signal({ type: 'connected', recovered: false })
  }
  const shut = () => {
    up = false
    state.sockets.delete(push)
  }
  const control: WidgetSocketControl = {
    lose() {
      lost = true
      shut()
      signal({ type: 'disconnected', reason: 'transport close' })
    },
    restore() {
      lost = false
    },
  }
  current = control
  return {
    connect() {
      setTimeout(() => {
        if (lost) signal({ type: 'connect-error', message: 'The network is down (story)' })
        else open()
      }, 0)
    },
    drop: shut,
    close() {
      shut()
      if (current === control) current = undefined
    },
    connected: () => up,
    async emitWithAck() {
      if (!up) throw new Error('The socket is not connected')
      return { ok: true }
    },
    subscribe,
  }
}
