import { randomBytes } from 'node:crypto'
import {
  type Alert,
  type AlertInput,
  alertInputSchema,
  INITIAL_TIMER,
  type TimerState,
  timerStateSchema,
  WIDGET_KEY_PATTERN,
  WIDGET_SETTINGS_SCHEMAS,
  type WidgetKind,
} from '@airwave/sdk/contract'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import * as z from 'zod/mini'
import { now } from '../clock'
import type { Db } from '../db/database'
import { channels, widgetAlerts, widgets } from '../db/schema'

// The widgets' rows: a widget per channel and kind, made on its first read, with its key,
// settings and state; and the channel's recent alerts.

/** How long alerts are kept for overlays coming back from a cut (chosen). */
const ALERT_KEPT_MS = 10 * 60_000
/** The most alerts one catch-up answers (chosen). */
const ALERT_CATCH_UP_MAX = 100

/** A widget with its channel. */
export interface WidgetRow {
  id: number
  kind: WidgetKind
  key: string
  keyVersion: number
  settings: unknown
  state: unknown
  lastSeenAt: Date | null
  channelIdx: number
  /** The channel's public id as stored. */
  handle: string
  nickname: string
}

/**
 * A new widget key: 128 bits from the system's CSPRNG, base64url (22 characters): nobody
 * guesses it, and it fits a URL as it is.
 *
 * @example newWidgetKey() // 'q3Zb7YH0x9cJcAlwPR2m1w'
 */
const newWidgetKey = () => randomBytes(16).toString('base64url')

const columns = {
  id: widgets.id,
  kind: widgets.kind,
  key: widgets.key,
  keyVersion: widgets.keyVersion,
  settings: widgets.settings,
  state: widgets.state,
  lastSeenAt: widgets.lastSeenAt,
  channelIdx: channels.id,
  handle: channels.handle,
  nickname: channels.nickname,
}

const asRow = (row: Omit<WidgetRow, 'kind'> & { kind: string }) => row as WidgetRow

/**
 * The channel's widget of a kind, made (with a fresh key and default settings) on its first
 * read; two first reads at once make one.
 *
 * @example const widget = await widgetOf(db, channel.idx, 'alertbox')
 */
export async function widgetOf(db: Db, channelIdx: number, kind: WidgetKind): Promise<WidgetRow> {
  const known = await findWidget(db, channelIdx, kind)
  if (known) return known
  await db
    .insert(widgets)
    .values({ channelId: channelIdx, kind, key: newWidgetKey() })
    .onConflictDoNothing()
  const made = await findWidget(db, channelIdx, kind)
  if (!made) throw new Error(`The ${kind} widget of channel ${channelIdx} could not be made`)
  return made
}

/**
 * The channel's widget of a kind if it was ever made (reads that must not make one: a cheer's
 * alert, the public exposure thresholds).
 *
 * @example const alertBox = await findWidget(db, channel.idx, 'alertbox')
 */
export async function findWidget(
  db: Db,
  channelIdx: number,
  kind: WidgetKind,
): Promise<WidgetRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(widgets)
    .innerJoin(channels, eq(channels.id, widgets.channelId))
    .where(and(eq(widgets.channelId, channelIdx), eq(widgets.kind, kind)))
  return row ? asRow(row) : undefined
}

/**
 * The widget a key names, on a channel that still exists; `undefined` for any other text.
 *
 * @example const widget = await widgetByKey(db, request.headers['x-widget-key'])
 */
export async function widgetByKey(db: Db, key: unknown): Promise<WidgetRow | undefined> {
  if (typeof key !== 'string' || !WIDGET_KEY_PATTERN.test(key)) return undefined
  const [row] = await db
    .select(columns)
    .from(widgets)
    .innerJoin(channels, eq(channels.id, widgets.channelId))
    .where(and(eq(widgets.key, key), isNull(channels.deletedAt)))
  return row ? asRow(row) : undefined
}

/** The widget's current key version (revoked overlays hold an older one). */
export async function keyVersionOf(db: Db, widgetId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ keyVersion: widgets.keyVersion })
    .from(widgets)
    .where(eq(widgets.id, widgetId))
  return row?.keyVersion
}

/**
 * The widget's settings through its kind's schema: defaults for what was never saved, and
 * for a setting stored by an older version that no longer parses.
 *
 * @example settingsOf(widget) // AlertBoxSettings for an alert box
 */
export function settingsOf<K extends WidgetKind>(widget: WidgetRow & { kind: K }) {
  const schema = WIDGET_SETTINGS_SCHEMAS[widget.kind] as z.ZodMiniType
  const parsed = z.safeParse(schema, widget.settings ?? {})
  return (parsed.success ? parsed.data : z.parse(schema, {})) as z.output<
    (typeof WIDGET_SETTINGS_SCHEMAS)[K]
  >
}

/** The alert box's queue state. */
export const pausedOf = (widget: WidgetRow) =>
  (widget.state as { paused?: unknown } | null)?.paused === true

/** The timer's state (a new timer: stopped, ten minutes). */
export function timerOf(widget: WidgetRow): TimerState {
  const parsed = z.safeParse(timerStateSchema, widget.state)
  return parsed.success ? parsed.data : INITIAL_TIMER
}

/** Saves settings (already checked by the contract). */
export async function saveSettings(db: Db, widgetId: number, settings: unknown): Promise<void> {
  await db.update(widgets).set({ settings, updatedAt: now() }).where(eq(widgets.id, widgetId))
}

/** Saves the state the overlays resume from. */
export async function saveState(db: Db, widgetId: number, state: unknown): Promise<void> {
  await db.update(widgets).set({ state, updatedAt: now() }).where(eq(widgets.id, widgetId))
}

/** Replaces the key: the old one names nothing from now on. */
export async function rotateKey(db: Db, widgetId: number): Promise<void> {
  await db
    .update(widgets)
    .set({
      key: newWidgetKey(),
      keyVersion: sql`${widgets.keyVersion} + 1`,
      updatedAt: now(),
    })
    .where(eq(widgets.id, widgetId))
}

/** An overlay of the widget has just gone. */
export async function markSeen(db: Db, widgetId: number): Promise<void> {
  await db.update(widgets).set({ lastSeenAt: now() }).where(eq(widgets.id, widgetId))
}

const toAlert = (row: typeof widgetAlerts.$inferSelect): Alert | undefined => {
  const input = z.safeParse(alertInputSchema, row.payload)
  if (!input.success) return undefined
  return { ...input.data, seq: row.seq, test: row.test, createdAt: row.createdAt.toISOString() }
}

/**
 * Stores an alert for the channel's alert box and answers it with its `seq`; alerts older
 * than {@link ALERT_KEPT_MS} go.
 *
 * @example const alert = await addAlert(db, channel.idx, input, true)
 */
export async function addAlert(
  db: Db,
  channelIdx: number,
  input: AlertInput,
  test: boolean,
): Promise<Alert> {
  const at = now()
  const [row] = await db
    .insert(widgetAlerts)
    .values({ channelId: channelIdx, payload: input, test, createdAt: at })
    .returning()
  await db
    .delete(widgetAlerts)
    .where(
      and(
        eq(widgetAlerts.channelId, channelIdx),
        lt(widgetAlerts.createdAt, new Date(at.getTime() - ALERT_KEPT_MS)),
      ),
    )
  const alert = row && toAlert(row)
  if (!alert) throw new Error('The alert could not be stored')
  return alert
}

/** The newest alert's seq of a channel (0 without one). */
export async function lastAlertSeq(db: Db, channelIdx: number): Promise<number> {
  const [row] = await db
    .select({ seq: widgetAlerts.seq })
    .from(widgetAlerts)
    .where(eq(widgetAlerts.channelId, channelIdx))
    .orderBy(desc(widgetAlerts.seq))
    .limit(1)
  return row?.seq ?? 0
}

/**
 * The channel's alerts after `after`, oldest first, from the last ten minutes, at most
 * {@link ALERT_CATCH_UP_MAX} (the newest of them, should more have come).
 *
 * @example await alertsAfter(db, widget.channelIdx, 41)
 */
export async function alertsAfter(db: Db, channelIdx: number, after: number): Promise<Alert[]> {
  const since = new Date(now().getTime() - ALERT_KEPT_MS)
  const rows = await db
    .select()
    .from(widgetAlerts)
    .where(
      and(
        eq(widgetAlerts.channelId, channelIdx),
        gt(widgetAlerts.seq, after),
        gt(widgetAlerts.createdAt, since),
      ),
    )
    .orderBy(desc(widgetAlerts.seq))
    .limit(ALERT_CATCH_UP_MAX)
  return rows
    .reverse()
    .map(toAlert)
    .filter((alert): alert is Alert => alert !== undefined)
}
