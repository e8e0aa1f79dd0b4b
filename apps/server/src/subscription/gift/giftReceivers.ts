import { randomInt } from 'node:crypto'
import { SUBSCRIPTION_ERRORS } from '@airwave/sdk/contract'
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { channelBlocks, channels, chatBlocks, members, subscriptions } from '../../db/schema'
import type { Tx } from '../../db/transaction'
import type { AppDeps } from '../../deps'
import type { AuthMember } from '../../http/auth'
import { badRequest, conflict, forbidden } from '../../http/httpError'
import type { GatedChannel } from '../../item/itemGate'

// Who may receive a gift subscription to a channel: a live channel of a live member, not the
// streamer's, not blocked by the streamer nor from the channel's chat, holding no live
// subscription to it (PENDING, ACTIVE or CANCELLED: one live subscription per pair). One SQL
// rule, read for named receivers, for the viewers present, and again at delivery.

/** A receiver: the channel that subscribes and the member who owns it. */
export interface GiftReceiver {
  channelIdx: number
  handle: string
  nickname: string
  memberId: number
}

const receiverColumns = {
  channelIdx: channels.id,
  handle: channels.handle,
  nickname: channels.nickname,
  memberId: channels.ownerId,
}

/** SQL true for a `channels` row that may receive a gift to `channel` now. */
function mayReceive(channel: { idx: number; ownerId: number }): SQL {
  return sql`(
    ${channels.ownerId} <> ${channel.ownerId}
    and not ${channels.blocked}
    and not exists (select 1 from ${members} where ${members.id} = ${channels.ownerId} and (${members.blocked} or ${members.deletedAt} is not null))
    and not exists (select 1 from ${chatBlocks} where ${chatBlocks.channelId} = ${channel.idx} and ${chatBlocks.targetMemberId} = ${channels.ownerId})
    and not exists (select 1 from ${channelBlocks} where ${channelBlocks.memberId} = ${channel.ownerId} and ${channelBlocks.channelId} = ${channels.id})
    and not exists (select 1 from ${subscriptions} where ${subscriptions.channelId} = ${channel.idx} and ${subscriptions.subscriberChannelId} = ${channels.id} and ${subscriptions.status} in ('PENDING', 'ACTIVE', 'CANCELLED'))
  )`
}

const countRefused = (message: string) => badRequest(message, SUBSCRIPTION_ERRORS.giftCount)
const refused = (message: string) => forbidden(message, SUBSCRIPTION_ERRORS.receiverRefused)

/**
 * The named receivers of a `selected` or `trial` gift, in the order named, or the refusal:
 * none named, or a count that is not the list's (400 ITE20012); the giver's own channel or
 * another of theirs (403 ITE20013); a channel named twice, unknown, the streamer's, blocked or
 * chat-banned, or already subscribed (403 ITE20014, naming it).
 *
 * @example const receivers = await namedReceivers(db, channel, member.id, ['viewer5'], 1)
 */
export async function namedReceivers(
  db: Db,
  channel: GatedChannel,
  /** The giver's member id; undefined for a free gift (the platform gives it). */
  giverId: number | undefined,
  handles: readonly string[] | undefined,
  voucherCount: number,
): Promise<GiftReceiver[]> {
  const named = (handles ?? []).map((handle) => handle.trim())
  if (named.length === 0) throw countRefused('Name at least one receiver')
  if (named.length !== voucherCount) {
    throw countRefused(`voucherCount is ${voucherCount} but ${named.length} receivers are named`)
  }
  const lower = named.map((handle) => handle.toLowerCase())
  const twice = lower.find((handle, i) => lower.indexOf(handle) !== i)
  if (twice) throw refused(`${twice} is named twice: one subscription each`)
  const those = and(inArray(sql`lower(${channels.handle})`, lower), isNull(channels.deletedAt))
  const [rows, allowed] = await Promise.all([
    db.select(receiverColumns).from(channels).where(those),
    db
      .select({ idx: channels.id })
      .from(channels)
      .where(and(those, mayReceive(channel))),
  ])
  const eligible = new Set(allowed.map((row) => row.idx))
  const byHandle = new Map(rows.map((row) => [row.handle.toLowerCase(), row]))
  const own = rows.find((row) => row.memberId === giverId)
  if (own) throw forbidden('A gift goes to someone else', SUBSCRIPTION_ERRORS.giftToSelf)
  return named.map((handle) => {
    const row = byHandle.get(handle.toLowerCase())
    if (!row) throw refused(`No channel ${handle}`)
    if (!eligible.has(row.channelIdx)) {
      throw refused(`${row.handle} cannot receive a subscription to ${channel.handle}`)
    }
    return row
  })
}

/** The present viewers that may receive (members acting as a channel, not the giver). */
async function presentCandidates(deps: AppDeps, channel: GatedChannel, giver: AuthMember) {
  const present = (await deps.realtime.presence.members(channel.handle)).filter(
    (id) => id !== giver.id,
  )
  if (present.length === 0) return []
  return deps.db
    .select(receiverColumns)
    .from(members)
    .innerJoin(channels, eq(channels.id, members.activeChannelId))
    .where(and(inArray(members.id, present), isNull(channels.deletedAt), mayReceive(channel)))
}

/** `count` of `items` drawn at random (a Fisher-Yates shuffle's head). */
function draw<T>(items: T[], count: number): T[] {
  const pool = [...items]
  for (let i = 0; i < Math.min(count, pool.length); i++) {
    const j = i + randomInt(pool.length - i)
    ;[pool[i], pool[j]] = [pool[j] as T, pool[i] as T]
  }
  return pool.slice(0, count)
}

/**
 * `voucherCount` receivers drawn at random from the members watching the channel now, on any
 * instance (the socket's presence): guests, the giver, the streamer, subscribers and members
 * banned from the chat are not drawn. None, or fewer than asked: 409 ITE20015, saying how many
 * could receive.
 *
 * @example const receivers = await presentReceivers(deps, channel, member, 5)
 */
export async function presentReceivers(
  deps: AppDeps,
  channel: GatedChannel,
  giver: AuthMember,
  voucherCount: number,
): Promise<GiftReceiver[]> {
  const candidates = await presentCandidates(deps, channel, giver)
  if (candidates.length < voucherCount) {
    throw conflict(
      candidates.length === 0
        ? `No viewer in ${channel.handle} can receive a subscription now`
        : `Only ${candidates.length} viewers in ${channel.handle} can receive a subscription now: gift ${candidates.length} or fewer`,
      SUBSCRIPTION_ERRORS.noViewersPresent,
    )
  }
  return draw(candidates, voucherCount)
}

/**
 * Of a gift's receivers (by channel id), the ones that may still receive at delivery (a paid
 * checkout's webhook comes later: one may have subscribed meanwhile).
 *
 * @example const receivers = await receiversAtDelivery(tx, channel, gift.receiverHandles)
 */
export async function receiversAtDelivery(
  tx: Tx,
  channel: { idx: number; ownerId: number },
  handles: readonly string[],
): Promise<GiftReceiver[]> {
  if (handles.length === 0) return []
  const lower = handles.map((handle) => handle.toLowerCase())
  const rows = await tx
    .select(receiverColumns)
    .from(channels)
    .where(
      and(
        inArray(sql`lower(${channels.handle})`, lower),
        isNull(channels.deletedAt),
        mayReceive(channel),
      ),
    )
  const byHandle = new Map(rows.map((row) => [row.handle.toLowerCase(), row]))
  return lower.flatMap((handle) => {
    const row = byHandle.get(handle)
    return row ? [row] : []
  })
}
