import {
  type BadgeNickColor,
  NICKNAME_COLORS,
  type NicknameColor,
  type SubscriberNameColor,
} from '@airwave/sdk/contract'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { now } from '../../clock'
import type { Db } from '../../db/database'
import { subscriberNameColors, subscriberNickColors, subscriptions } from '../../db/schema'
import { badRequest, forbidden } from '../../http/httpError'
import { benefitsOnSql } from '../activeSubscription'
import { badgeFor } from './subscriberBadges'

// Subscribers' nickname colours: the streamer allows them (on by default, all 26 colours) and
// each subscriber picks one of the allowed; the chat uses it while both hold.

const ALL_COLORS: NicknameColor[] = [...NICKNAME_COLORS]

const isColor = (value: string): value is NicknameColor =>
  (NICKNAME_COLORS as readonly string[]).includes(value)

/**
 * The streamer's settings, the defaults (enabled, every colour) for a channel that never set
 * them.
 *
 * @example const { enabled, colors } = await nameColorSettings(db, channel.idx)
 */
export async function nameColorSettings(db: Db, channelIdx: number): Promise<SubscriberNameColor> {
  const [row] = await db
    .select({ enabled: subscriberNameColors.enabled, colors: subscriberNameColors.colors })
    .from(subscriberNameColors)
    .where(eq(subscriberNameColors.channelId, channelIdx))
  if (!row) return { enabled: true, colors: ALL_COLORS }
  const colors = row.colors.filter(isColor)
  return { enabled: row.enabled, colors: colors.length > 0 ? colors : ALL_COLORS }
}

/**
 * Saves the streamer's settings (colours kept once each, in the palette's order).
 *
 * @example await saveNameColorSettings(db, channel.idx, { enabled: true, colors: ['teal'] })
 */
export async function saveNameColorSettings(
  db: Db,
  channelIdx: number,
  settings: SubscriberNameColor,
): Promise<SubscriberNameColor> {
  const colors = ALL_COLORS.filter((color) => settings.colors.includes(color))
  await db
    .insert(subscriberNameColors)
    .values({ channelId: channelIdx, enabled: settings.enabled, colors })
    .onConflictDoUpdate({
      target: subscriberNameColors.channelId,
      set: { enabled: settings.enabled, colors, updatedAt: sql`now()` },
    })
  return { enabled: settings.enabled, colors }
}

/**
 * SQL of the colour a subscriber chose in a channel, null when they chose none or the streamer
 * no longer allows it (disabled, or the colour taken off the list). The caller checks that they
 * subscribe.
 *
 * @example subscriberColor: subscriberColorSql(channels.id, meIdx)
 */
export function subscriberColorSql(
  channel: AnyPgColumn | SQL,
  subscriber: number,
): SQL<string | null> {
  const s = subscriberNameColors
  const c = subscriberNickColors
  return sql<
    string | null
  >`(select ${c.color} from ${c} where ${c.channelId} = ${channel} and ${c.subscriberChannelId} = ${subscriber} and not exists (select 1 from ${s} where ${s.channelId} = ${channel} and (not ${s.enabled} or not (${c.color} = any(${s.colors})))))`
}

/**
 * SQL of the months a member's channel has subscribed to `channel`, null when it does not now.
 *
 * @example months: subscribedMonthsSql(channels.id, meIdx, now())
 */
export function subscribedMonthsSql(
  channel: AnyPgColumn | SQL,
  subscriber: number,
  at: Date,
): SQL<number | null> {
  return sql<
    number | null
  >`(select ${subscriptions.months} from ${subscriptions} where ${subscriptions.channelId} = ${channel} and ${subscriptions.subscriberChannelId} = ${subscriber} and ${benefitsOnSql(at)} limit 1)`
}

async function monthsOf(db: Db, channelIdx: number, subscriberIdx: number): Promise<number> {
  const [row] = await db
    .select({ months: subscriptions.months })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.channelId, channelIdx),
        eq(subscriptions.subscriberChannelId, subscriberIdx),
        benefitsOnSql(now()),
      ),
    )
    .limit(1)
  if (!row) throw forbidden('Only subscribers of this channel have a badge and a colour here')
  return row.months
}

/**
 * A subscriber's badge and colour in a channel (403 for a non-subscriber): the badge of their
 * months, their colour while the streamer allows it, the colours they may choose (none when
 * the streamer turned colours off).
 *
 * @example const info = await badgeNickColor(db, channel.id, me.channel.idx)
 */
export async function badgeNickColor(
  db: Db,
  channelIdx: number,
  subscriberIdx: number,
): Promise<BadgeNickColor> {
  const months = await monthsOf(db, channelIdx, subscriberIdx)
  const [settings, badgeUrl, [chosen]] = await Promise.all([
    nameColorSettings(db, channelIdx),
    badgeFor(db, channelIdx, months),
    db
      .select({ color: subscriberNickColors.color })
      .from(subscriberNickColors)
      .where(
        and(
          eq(subscriberNickColors.channelId, channelIdx),
          eq(subscriberNickColors.subscriberChannelId, subscriberIdx),
        ),
      ),
  ])
  const colors = settings.enabled ? settings.colors : []
  const color = chosen?.color
  const nickColor = color && isColor(color) && colors.includes(color) ? color : null
  return { badgeUrl, nickColor, colors, months }
}

/**
 * Sets (or with null clears) a subscriber's colour in a channel: 403 for a non-subscriber, 400
 * for a colour the streamer does not allow (or colours turned off).
 *
 * @example await setNickColor(db, channel.id, me.channel.idx, 'teal')
 */
export async function setNickColor(
  db: Db,
  channelIdx: number,
  subscriberIdx: number,
  color: NicknameColor | null,
): Promise<BadgeNickColor> {
  await monthsOf(db, channelIdx, subscriberIdx)
  const where = and(
    eq(subscriberNickColors.channelId, channelIdx),
    eq(subscriberNickColors.subscriberChannelId, subscriberIdx),
  )
  if (color === null) {
    await db.delete(subscriberNickColors).where(where)
  } else {
    const settings = await nameColorSettings(db, channelIdx)
    if (!settings.enabled) throw badRequest('This channel does not let subscribers pick a colour')
    if (!settings.colors.includes(color))
      throw badRequest(`nickColor: ${color} is not allowed here`)
    await db
      .insert(subscriberNickColors)
      .values({ channelId: channelIdx, subscriberChannelId: subscriberIdx, color })
      .onConflictDoUpdate({
        target: [subscriberNickColors.channelId, subscriberNickColors.subscriberChannelId],
        set: { color, updatedAt: sql`now()` },
      })
  }
  return badgeNickColor(db, channelIdx, subscriberIdx)
}
