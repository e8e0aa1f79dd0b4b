import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { int32 } from '../../core/int32'
import { queryInteger } from '../../core/queryInteger'
import {
  ALERT_CONTROLS,
  alertListSchema,
  overlayConfigSchema,
  timerActionSchema,
  timerStateSchema,
  WIDGET_KINDS,
  widgetAdminSchema,
  widgetSettingsBodySchema,
  widgetTestBodySchema,
} from './widget.schemas'

// The spec shows the widget pages, not their calls: REST paths under /v2/widget.
const REST = 'REST-consistent path under /v2/widget'

const channelQuery = z.object({
  channelId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
})
const channelOf = { channelId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))) }

/**
 * A widget of the caller's channel (or of `channelId`, for one of its managers) as its
 * dashboard page shows it: settings, the key of its URL, its health. The first read makes the
 * widget and its key. Streamer and managers only (WID10001).
 *
 * @example client.widget.get('alertbox', {})
 */
const get = endpoint({
  method: 'GET',
  path: '/v2/widget/{kind}',
  query: channelQuery,
  answer: widgetAdminSchema,
  auth: 'required',
  chosen: REST,
})

/**
 * Saves a widget's settings; its overlays follow at once (WIDGET_SETTINGS).
 *
 * @example client.widget.saveSettings({ kind: 'chatbox', settings })
 */
const saveSettings = endpoint({
  method: 'PUT',
  path: '/v2/widget/settings',
  body: widgetSettingsBodySchema,
  answer: widgetAdminSchema,
  auth: 'required',
  chosen: REST,
})

/**
 * Replaces a widget's key: its old URL stops working at once, and overlays connected with it
 * are disconnected. Answers the widget with its new key.
 *
 * @example const { key } = await client.widget.rotateKey('alertbox', {})
 */
const rotateKey = endpoint({
  method: 'POST',
  path: '/v2/widget/{kind}/key',
  body: z.object(channelOf),
  answer: widgetAdminSchema,
  auth: 'required',
  chosen: REST,
})

/**
 * The emulator: sends a test alert, chat line or poll to the widget's overlays through the
 * real socket. Answers the alert's `seq` for an alert.
 *
 * @example await client.widget.test({ kind: 'alertbox', alert: { type: 'gem', nickname: 'mina', gem: 100 } })
 */
const test = endpoint({
  method: 'POST',
  path: '/v2/widget/test',
  body: widgetTestBodySchema,
  answer: z.object({ seq: z.optional(z.int()) }),
  auth: 'required',
  chosen: REST,
})

/**
 * Steers the alert box: skip the alert showing (`seq`: only if that one still shows), pause
 * the queue (alerts wait, none is lost), resume it. Answers whether it is paused.
 *
 * @example client.widget.controlAlerts({ action: 'pause' })
 */
const controlAlerts = endpoint({
  method: 'POST',
  path: '/v2/widget/alertbox/control',
  body: z.object({
    ...channelOf,
    action: z.enum(ALERT_CONTROLS),
    seq: z.optional(int32(1)),
  }),
  answer: z.object({ paused: z.boolean() }),
  auth: 'required',
  chosen: REST,
})

/**
 * The stream timer (viewing.md section 6): start, pause, resume, reset, set, add time; its
 * overlays follow at once (WIDGET_TIMER). Streamer and managers only.
 *
 * @example client.widget.timer({ action: { type: 'start' } })
 */
const timer = endpoint({
  method: 'POST',
  path: '/v2/widget/timer',
  body: z.object({ ...channelOf, action: timerActionSchema }),
  answer: timerStateSchema,
  auth: 'required',
  chosen: REST,
})

/**
 * What an overlay reads with its key (in the `x-widget-key` header, `WIDGET_KEY_HEADER`):
 * its kind, channel, settings and state. WID10000 when the key names no widget.
 *
 * @example overlayClient.widget.overlay()
 */
const overlay = endpoint({
  method: 'GET',
  path: '/v2/widget/overlay',
  answer: overlayConfigSchema,
  auth: 'none',
  chosen: REST,
})

/**
 * The alert box's alerts after `after` (a `seq`; none: all), oldest first, from the last ten minutes (at
 * most 100): what an overlay missed while its socket was down.
 *
 * @example overlayClient.widget.overlayAlerts({ after: 41 })
 */
const overlayAlerts = endpoint({
  method: 'GET',
  path: '/v2/widget/overlay/alerts',
  query: z.object({ after: z.optional(queryInteger()) }),
  answer: alertListSchema,
  auth: 'none',
  chosen: REST,
})

/**
 * Widget calls: the dashboard's (settings, key, emulator, alert queue, timer) for the
 * channel's streamer and managers, and the overlay's, with its key.
 *
 * @example bindEndpoints(transport, { widget: widgetEndpoints })
 */
export const widgetEndpoints = {
  get,
  saveSettings,
  rotateKey,
  test,
  controlAlerts,
  timer,
  overlay,
  overlayAlerts,
}

/** @example isWidgetKind(params.kind) */
export const isWidgetKind = (value: string): value is (typeof WIDGET_KINDS)[number] =>
  (WIDGET_KINDS as readonly string[]).includes(value)
