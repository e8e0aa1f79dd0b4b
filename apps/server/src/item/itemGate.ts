import { ITEM_ERRORS } from '@airwave/sdk/contract'
import { eq, sql } from 'drizzle-orm'
import { channelIdentity, handleIs } from '../channel/channelHandle'
import type { Db } from '../db/database'
import {
  channelBlocks,
  channelMonetization,
  channels,
  chatBlocks,
  liveStreamSettings,
} from '../db/schema'
import type { AuthMember } from '../http/auth'
import { forbidden, notFound } from '../http/httpError'

// Who may give a channel gems or subscribe to it (the spec's refusals, section 8 of both
// documents): never one's own channel, only a monetized one, never an adult-only one, never one
// that blocked you.

/** A channel that takes gems, as the gate found it. */
export interface GatedChannel {
  idx: number
  handle: string
  nickname: string
  ownerId: number
}

const exists = (query: ReturnType<typeof sql>) => sql<boolean>`exists (${query})`

/**
 * The channel `handle` if the member may give it gems (a cheer) or subscribe, else the refusal,
 * in this order (chosen; the spec lists the codes): no such channel 404 CHA30023 (deleted
 * CHA30071), suspended 403 CHA30068; the member's acting channel 403 ITE10009, another channel of
 * theirs 403 ITE10003; not monetized 403 ITE10000; adult only (its stream setting) 403 ITE10001;
 * the owner blocked the member's channel, or the channel's chat blocked the member, 403 ITE10005.
 *
 * @example const channel = await itemGate(db, 'airwave', member)
 */
export async function itemGate(db: Db, handle: string, member: AuthMember): Promise<GatedChannel> {
  const meIdx = member.channel?.idx ?? -1
  const [row] = await db
    .select({
      ...channelIdentity,
      suspended: channels.suspended,
      deletedAt: channels.deletedAt,
      monetized: exists(
        sql`select 1 from ${channelMonetization} where ${channelMonetization.channelId} = ${channels.id}`,
      ),
      adult: sql<
        boolean | null
      >`(select ${liveStreamSettings.isAdult} from ${liveStreamSettings} where ${liveStreamSettings.channelId} = ${channels.id})`,
      blocked: exists(
        sql`select 1 from ${channelBlocks} where ${channelBlocks.memberId} = ${channels.ownerId} and ${channelBlocks.channelId} = ${meIdx}`,
      ),
      chatBlocked: exists(
        sql`select 1 from ${chatBlocks} where ${chatBlocks.channelId} = ${channels.id} and ${chatBlocks.targetMemberId} = ${member.id}`,
      ),
    })
    .from(channels)
    .where(handleIs(handle))
  if (!row) throw notFound('No channel has this id', 'CHA30023')
  if (row.deletedAt) throw notFound('This channel was deleted', 'CHA30071')
  if (row.suspended) throw forbidden('This channel is suspended', 'CHA30068')
  if (row.idx === member.channel?.idx) {
    throw forbidden('You cannot give gems to your own channel', ITEM_ERRORS.ownChannel)
  }
  if (row.ownerId === member.id) {
    throw forbidden('This channel is another of yours', ITEM_ERRORS.anotherOwnChannel)
  }
  if (!row.monetized) {
    throw forbidden('This channel has not signed up for monetization', ITEM_ERRORS.notMonetized)
  }
  if (row.adult) throw forbidden('This channel is for adults only', ITEM_ERRORS.adultOnly)
  if (row.blocked || row.chatBlocked) {
    throw forbidden('This channel blocked you', ITEM_ERRORS.blocked)
  }
  return { idx: row.idx, handle: row.handle, nickname: row.nickname, ownerId: row.ownerId }
}

/** Whether a channel signed up for monetization. @example await isMonetized(db, channel.idx) */
export async function isMonetized(db: Db, channelIdx: number): Promise<boolean> {
  const [row] = await db
    .select({ id: channelMonetization.channelId })
    .from(channelMonetization)
    .where(eq(channelMonetization.channelId, channelIdx))
  return row !== undefined
}
