import { normalizeEmbedHost } from '@airwave/sdk/contract'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { handleIs } from '../channel/channelHandle'
import type { Db } from '../db/database'
import { channels, embedSettings } from '../db/schema'

/** A channel of the embed's pages and posters. */
export interface EmbedChannelRow {
  idx: number
  handle: string
  nickname: string
  profileImg: string | null
}

/** The live (not deleted, not blocked) channel of a public id, case-insensitively. */
export async function findEmbedChannel(
  db: Db,
  handle: string,
): Promise<EmbedChannelRow | undefined> {
  const [row] = await db
    .select({
      idx: channels.id,
      handle: channels.handle,
      nickname: channels.nickname,
      profileImg: channels.profileImg,
    })
    .from(channels)
    .where(and(handleIs(handle), isNull(channels.deletedAt), eq(channels.blocked, false)))
  return row
}

/** A channel's allowed hosts (empty when it never set any). */
export async function allowedHostsOf(db: Db, channelIdx: number): Promise<string[]> {
  const [row] = await db
    .select({ hosts: embedSettings.allowedHosts })
    .from(embedSettings)
    .where(eq(embedSettings.channelId, channelIdx))
  return row?.hosts ?? []
}

/**
 * Replaces a channel's allowed hosts with the canonical, deduplicated form of `hosts`
 * (already checked by the contract's schema), in the order given.
 *
 * @example await saveAllowedHosts(db, 1, ['https://News.example.com/', 'news.example.com'])
 */
export async function saveAllowedHosts(
  db: Db,
  channelIdx: number,
  hosts: readonly string[],
): Promise<string[]> {
  const canonical = [
    ...new Set(hosts.map((host) => normalizeEmbedHost(host)).filter((host) => host !== undefined)),
  ]
  await db
    .insert(embedSettings)
    .values({ channelId: channelIdx, allowedHosts: canonical })
    .onConflictDoUpdate({
      target: embedSettings.channelId,
      set: { allowedHosts: canonical, updatedAt: new Date() },
    })
  return canonical
}

/** Every host some channel allows: the partners whose pages may call the API (CORS, socket). */
export async function everyAllowedHost(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ host: sql<string>`distinct unnest(${embedSettings.allowedHosts})` })
    .from(embedSettings)
  return new Set(rows.map((row) => row.host))
}
