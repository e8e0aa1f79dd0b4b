import * as z from 'zod/mini'
import { LOCALES } from '../../core/locale'
import { ALERT_BOX_DEFAULTS, alertExposureSchema } from '../item/item.schemas'
import {
  ALERT_ANIMATIONS,
  ALERT_SOUNDS,
  ALERT_TEXT_LIMITS,
  ALERT_TEXT_SIZE_RANGE,
  ALERT_TIMEOUT_RANGE,
  alertInputSchema,
  alertSchema,
} from './alert.schemas'
import { overlayReportSchema } from './overlayReport'

export * from './alert.schemas'

// The streamers' OBS overlays (accounts-platform.md section 2's `/widget/...` routes): which
// widgets there are, their settings as the dashboard saves them, the alerts they play and the
// stream timer. Names and codes other than the spec's are chosen.

/**
 * The overlays, one secret URL each: `/widget/{kind}/{key}`.
 *
 * @example const kind: WidgetKind = 'alertbox'
 */
export const WIDGET_KINDS = ['alertbox', 'chatbox', 'timer', 'poll', 'challenge-mission'] as const
export type WidgetKind = (typeof WIDGET_KINDS)[number]

/**
 * The header an overlay's calls carry its widget key in (chosen): a header, not the path, so
 * the secret stays out of access logs.
 *
 * @example fetch(url, { headers: { [WIDGET_KEY_HEADER]: key } })
 */
export const WIDGET_KEY_HEADER = 'x-widget-key'

/**
 * A widget key: 128 random bits in base64url (22 characters). Anything else names no widget.
 *
 * @example WIDGET_KEY_PATTERN.test('q3Zb7YH0x9cJcAlwPR2m1w') // true
 */
export const WIDGET_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/

/**
 * The widgets' refusals (chosen): WID10000 the key names no widget (mistyped, or replaced by
 * a new one: revoked), WID10001 only the channel's streamer and its managers manage its
 * widgets, WID10002 a test poll while a real poll runs on the channel.
 *
 * @example throw new HttpError(404, WIDGET_ERRORS.notFound, 'No widget has this key')
 */
export const WIDGET_ERRORS = {
  notFound: 'WID10000',
  notAllowed: 'WID10001',
  pollRunning: 'WID10002',
} as const

/** A CSS colour as `#rrggbb` or `#rrggbbaa`: nothing else reaches a style. */
const color = (fallback: string) =>
  z._default(z.string().check(z.regex(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/)), fallback)
const int = (min: number, max: number, fallback: number) =>
  z._default(z.int().check(z.minimum(min), z.maximum(max)), fallback)
const locale = z._default(z.enum(LOCALES), 'en-US')

/**
 * How one alert type looks and sounds: its text (empty: the catalogue's words; `{name}`,
 * `{amount}` and `{months}` are filled), text size and colour, background, animation, how long
 * it shows (`timeout`, seconds), its sound and volume. Defaults from accounts-platform.md
 * section 9: text size 22, timeout 10, volume 0.5.
 *
 * @example z.parse(alertTypeStyleSchema, {}).timeout // 10
 */
export const alertTypeStyleSchema = z.object({
  template: z._default(z.string().check(z.maxLength(ALERT_TEXT_LIMITS.template)), ''),
  textSize: int(ALERT_TEXT_SIZE_RANGE.min, ALERT_TEXT_SIZE_RANGE.max, ALERT_BOX_DEFAULTS.textSize),
  textColor: color('#ffffff'),
  background: color('#00000000'),
  accentColor: color('#ffb020'),
  animation: z._default(z.enum(ALERT_ANIMATIONS), 'pop'),
  timeout: int(ALERT_TIMEOUT_RANGE.min, ALERT_TIMEOUT_RANGE.max, ALERT_BOX_DEFAULTS.timeout),
  sound: z._default(z.enum(ALERT_SOUNDS), 'chime'),
  volume: z._default(z.number().check(z.minimum(0), z.maximum(1)), ALERT_BOX_DEFAULTS.volume),
})
export type AlertTypeStyle = z.output<typeof alertTypeStyleSchema>

const style = z._default(alertTypeStyleSchema, () => z.parse(alertTypeStyleSchema, {}))

/**
 * The alert box's settings: the exposure thresholds (the spec's alert-exposure config), the
 * longest viewer message shown (999), a style per alert type and the overlay's language.
 *
 * @example z.parse(alertBoxSettingsSchema, {}).maxMessageLength // 999
 */
export const alertBoxSettingsSchema = z.object({
  exposure: z._default(alertExposureSchema, {}),
  maxMessageLength: int(
    0,
    ALERT_BOX_DEFAULTS.maxMessageLength,
    ALERT_BOX_DEFAULTS.maxMessageLength,
  ),
  types: z._default(
    z.object({ gem: style, subscription: style, voucher: style, mission: style }),
    () => ({
      gem: z.parse(alertTypeStyleSchema, {}),
      subscription: z.parse(alertTypeStyleSchema, {}),
      voucher: z.parse(alertTypeStyleSchema, {}),
      mission: z.parse(alertTypeStyleSchema, {}),
    }),
  ),
  locale,
})
export type AlertBoxSettings = z.output<typeof alertBoxSettingsSchema>

/**
 * The overlays' number ranges and text lengths (chosen): what their settings schemas check and
 * what the dashboard's fields offer, so the two can't drift. The alert box's are the
 * `ALERT_*` limits.
 *
 * @example <NumberField {...WIDGET_SETTING_LIMITS.chatbox.maxLines} />
 */
export const WIDGET_SETTING_LIMITS = {
  chatbox: {
    textSize: { min: 10, max: 64 },
    maxLines: { min: 1, max: 200 },
    hideAfter: { min: 0, max: 600 },
  },
  timer: { textSize: { min: 12, max: 240 }, title: 60, finishedText: 60 },
  poll: { textSize: { min: 10, max: 64 } },
  'challenge-mission': { textSize: { min: 10, max: 64 }, maxShown: { min: 1, max: 10 } },
} as const
const ranged = (range: { min: number; max: number }, fallback: number) =>
  int(range.min, range.max, fallback)
const chatBoxLimits = WIDGET_SETTING_LIMITS.chatbox
const timerLimits = WIDGET_SETTING_LIMITS.timer
const missionLimits = WIDGET_SETTING_LIMITS['challenge-mission']

/** How chat lines come in (chosen set). */
export const CHAT_BOX_ANIMATIONS = ['slide', 'fade', 'none'] as const

/**
 * The chat box's settings: text size and colours, how many lines show (the chat keeps 200),
 * whether lines fade away after `hideAfter` seconds (0: they stay), badges, the animation.
 *
 * @example z.parse(chatBoxSettingsSchema, {}).maxLines // 12
 */
export const chatBoxSettingsSchema = z.object({
  textSize: ranged(chatBoxLimits.textSize, 18),
  textColor: color('#ffffff'),
  nicknameColor: z._default(z.boolean(), true),
  background: color('#00000066'),
  maxLines: ranged(chatBoxLimits.maxLines, 12),
  hideAfter: ranged(chatBoxLimits.hideAfter, 0),
  showBadges: z._default(z.boolean(), true),
  animation: z._default(z.enum(CHAT_BOX_ANIMATIONS), 'slide'),
  locale,
})
export type ChatBoxSettings = z.output<typeof chatBoxSettingsSchema>

/**
 * The timer's look: size, colours, a title above the digits, and the words shown when a
 * countdown reaches zero (empty: the catalogue's).
 *
 * @example z.parse(timerSettingsSchema, {}).textSize // 64
 */
export const timerSettingsSchema = z.object({
  textSize: ranged(timerLimits.textSize, 64),
  textColor: color('#ffffff'),
  background: color('#00000000'),
  title: z._default(z.string().check(z.maxLength(timerLimits.title)), ''),
  finishedText: z._default(z.string().check(z.maxLength(timerLimits.finishedText)), ''),
  locale,
})
export type TimerSettings = z.output<typeof timerSettingsSchema>

/** The poll overlay's look. @example z.parse(pollWidgetSettingsSchema, {}).barColor // '#7c5cff' */
export const pollWidgetSettingsSchema = z.object({
  textSize: ranged(WIDGET_SETTING_LIMITS.poll.textSize, 20),
  textColor: color('#ffffff'),
  barColor: color('#7c5cff'),
  background: color('#000000aa'),
  locale,
})
export type PollWidgetSettings = z.output<typeof pollWidgetSettingsSchema>

/** The challenge mission overlay's look, and how many missions it lists. */
export const missionWidgetSettingsSchema = z.object({
  textSize: ranged(missionLimits.textSize, 18),
  textColor: color('#ffffff'),
  accentColor: color('#ffb020'),
  background: color('#000000aa'),
  maxShown: ranged(missionLimits.maxShown, 5),
  locale,
})
export type MissionWidgetSettings = z.output<typeof missionWidgetSettingsSchema>

/**
 * Each widget's settings schema, by kind: the server parses what it stores with it (so a
 * setting added later gets its default), the dashboard edits it.
 *
 * @example z.parse(WIDGET_SETTINGS_SCHEMAS.chatbox, {})
 */
export const WIDGET_SETTINGS_SCHEMAS = {
  alertbox: alertBoxSettingsSchema,
  chatbox: chatBoxSettingsSchema,
  timer: timerSettingsSchema,
  poll: pollWidgetSettingsSchema,
  'challenge-mission': missionWidgetSettingsSchema,
} as const
export type WidgetSettingsOf<K extends WidgetKind> = z.output<(typeof WIDGET_SETTINGS_SCHEMAS)[K]>

/** The timer counts down from a duration or up from zero. */
export const TIMER_MODES = ['countdown', 'countup'] as const
export type TimerMode = (typeof TIMER_MODES)[number]
/** `stopped` shows the start (the duration, or 0), `finished` a countdown at zero. */
export const TIMER_STATUSES = ['stopped', 'running', 'paused'] as const
export type TimerStatus = (typeof TIMER_STATUSES)[number]

/** The longest countdown (chosen): 99 hours, what the digits show. */
export const TIMER_MAX_MS = 99 * 3600_000

/**
 * The stream timer (viewing.md section 6: the streamer's and managers'): its mode, status, the
 * countdown's duration, the time counted before the last start (`elapsedMs`), and when it last
 * started (`startedAt`, ISO, while running).
 *
 * @example z.parse(timerStateSchema, { mode: 'countdown', status: 'stopped', durationMs: 600000, elapsedMs: 0 })
 */
export const timerStateSchema = z.object({
  mode: z.enum(TIMER_MODES),
  status: z.enum(TIMER_STATUSES),
  durationMs: z.int().check(z.minimum(0), z.maximum(TIMER_MAX_MS)),
  elapsedMs: z.int().check(z.minimum(0)),
  startedAt: z.nullable(z.string()),
})
export type TimerState = z.output<typeof timerStateSchema>

/**
 * What the streamer does to the timer: start, pause, resume, reset (back to the start), set
 * its mode and duration (`seconds`; stops it), add time (`seconds`, may be negative: a
 * countdown gets longer or shorter, never below zero).
 *
 * @example client.widget.timer({ action: { type: 'set', mode: 'countdown', seconds: 600 } })
 */
export const timerActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(['start', 'pause', 'resume', 'reset']) }),
  z.object({
    type: z.literal('set'),
    mode: z.enum(TIMER_MODES),
    seconds: z.int().check(z.minimum(0), z.maximum(TIMER_MAX_MS / 1000)),
  }),
  z.object({
    type: z.literal('add'),
    seconds: z.int().check(z.minimum(-TIMER_MAX_MS / 1000), z.maximum(TIMER_MAX_MS / 1000)),
  }),
])
export type TimerAction = z.output<typeof timerActionSchema>

/**
 * A widget's health as its dashboard page shows it: each overlay connected now (an OBS scene,
 * a preview tab) with its last report, and when an overlay was last seen.
 *
 * @example health.overlays.length > 0 ? 'connected' : 'not connected'
 */
export const widgetHealthSchema = z.object({
  overlays: z.array(
    z.object({
      connectedAt: z.string(),
      report: z.optional(overlayReportSchema),
    }),
  ),
  lastSeenAt: z.nullable(z.string()),
})
export type WidgetHealth = z.output<typeof widgetHealthSchema>

const overlayBase = { channelId: z.string(), nickname: z.string(), serverTime: z.string() }

/**
 * What an overlay reads with its key: its kind and channel, its settings, the server's clock
 * (for the timer), and by kind: the alert box whether it is paused and the newest alert's
 * `seq` (it plays what comes after), the timer its state.
 *
 * @example if (config.kind === 'timer') render(config.timer)
 */
export const overlayConfigSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('alertbox'),
    ...overlayBase,
    settings: alertBoxSettingsSchema,
    paused: z.boolean(),
    lastSeq: z.int().check(z.minimum(0)),
  }),
  z.object({ kind: z.literal('chatbox'), ...overlayBase, settings: chatBoxSettingsSchema }),
  z.object({
    kind: z.literal('timer'),
    ...overlayBase,
    settings: timerSettingsSchema,
    timer: timerStateSchema,
  }),
  z.object({ kind: z.literal('poll'), ...overlayBase, settings: pollWidgetSettingsSchema }),
  z.object({
    kind: z.literal('challenge-mission'),
    ...overlayBase,
    settings: missionWidgetSettingsSchema,
  }),
])
export type OverlayConfig = z.output<typeof overlayConfigSchema>

/**
 * A widget as its dashboard page reads it: the overlay's config plus its key (the secret part
 * of its URL) and its health.
 *
 * @example `${origin}/widget/${admin.kind}/${admin.key}`
 */
export const widgetAdminSchema = z.intersection(
  overlayConfigSchema,
  z.object({ key: z.string(), health: widgetHealthSchema }),
)
export type WidgetAdmin = z.output<typeof widgetAdminSchema>

const channelOf = { channelId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))) }

/**
 * A widget's new settings, by kind. `channelId` picks the channel for one of its managers
 * (default: the caller's own).
 *
 * @example { kind: 'chatbox', settings: { ...settings, maxLines: 20 } }
 */
export const widgetSettingsBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('alertbox'), ...channelOf, settings: alertBoxSettingsSchema }),
  z.object({ kind: z.literal('chatbox'), ...channelOf, settings: chatBoxSettingsSchema }),
  z.object({ kind: z.literal('timer'), ...channelOf, settings: timerSettingsSchema }),
  z.object({ kind: z.literal('poll'), ...channelOf, settings: pollWidgetSettingsSchema }),
  z.object({
    kind: z.literal('challenge-mission'),
    ...channelOf,
    settings: missionWidgetSettingsSchema,
  }),
])
export type WidgetSettingsBody = z.input<typeof widgetSettingsBodySchema>

/** The longest test chat line (chosen). */
export const TEST_CHAT_MAX_LENGTH = 200

/**
 * What the dashboard's emulator sends to an overlay through the real socket: an alert (the
 * only way gems and subscriptions reach an overlay until the platform has them), a chat line,
 * or a poll.
 *
 * @example client.widget.test({ kind: 'alertbox', alert: { type: 'gem', nickname: 'mina', gem: 100 } })
 */
export const widgetTestBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('alertbox'), ...channelOf, alert: alertInputSchema }),
  z.object({
    kind: z.literal('chatbox'),
    ...channelOf,
    message: z.string().check(z.trim(), z.minLength(1), z.maxLength(TEST_CHAT_MAX_LENGTH)),
  }),
  z.object({ kind: z.literal('poll'), ...channelOf }),
])
export type WidgetTestBody = z.input<typeof widgetTestBodySchema>

/** The alert box's queue as the streamer steers it: skip the alert showing, pause, resume. */
export const ALERT_CONTROLS = ['skip', 'pause', 'resume'] as const
export type AlertControl = (typeof ALERT_CONTROLS)[number]

/** A new alert for the alert box (WIDGET_ALERT). @example { alert: { seq: 12, type: 'gem', ... } } */
export const widgetAlertEventSchema = z.object({ alert: alertSchema })
export type WidgetAlertEvent = z.output<typeof widgetAlertEventSchema>

/**
 * The streamer steered the alert box (WIDGET_CONTROL): skip the alert showing (`seq`: only
 * that one), pause or resume; `paused` is the queue's state after it.
 *
 * @example { action: 'skip', seq: 12, paused: false }
 */
export const widgetControlEventSchema = z.object({
  action: z.enum(ALERT_CONTROLS),
  seq: z.optional(z.int()),
  paused: z.boolean(),
})
export type WidgetControlEvent = z.output<typeof widgetControlEventSchema>

/** The timer changed (WIDGET_TIMER), with the server's clock. */
export const widgetTimerEventSchema = z.object({ timer: timerStateSchema, serverTime: z.string() })
export type WidgetTimerEvent = z.output<typeof widgetTimerEventSchema>

/**
 * The payload of each overlay event of the socket, parsed by the widget domain's feeds (the
 * socket contract passes them through untouched, see `socketEvents`).
 *
 * @example z.safeParse(widgetEventSchemas.WIDGET_ALERT, payload)
 */
export const widgetEventSchemas = {
  WIDGET_ALERT: widgetAlertEventSchema,
  WIDGET_CONTROL: widgetControlEventSchema,
  WIDGET_SETTINGS: overlayConfigSchema,
  WIDGET_TIMER: widgetTimerEventSchema,
}
export type WidgetEventName = keyof typeof widgetEventSchemas
export type WidgetEventPayload<N extends WidgetEventName> = z.output<(typeof widgetEventSchemas)[N]>
