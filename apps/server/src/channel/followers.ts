import { FOLLOWER_PAGE_SIZE, type FollowerPage } from '@airwave/sdk/contract'
import { and, count, desc, eq, ilike, isNull, or } from 'drizzle-orm'
import { likePrefix } from '../community/text'
import type { Db } from '../db/database'
import { channelFollows, channels, members } from '../db/schema'

/**
 * The followers of a channel for its streamer's dashboard, newest first, 30 a page: each
 * follower as the channel its member acts as (a member without one is left out: nothing to
 * show). `keyword` keeps those whose channel id or nickname starts with it, any case.
 *
 * @example const page = await followerPage(db, me.channel.idx, 1, 'vi')
 */
export async function followerPage(
  db: Db,
  channelIdx: number,
  page: number,
  keyword: string | undefined,
): Promise<FollowerPage> {
  const prefix = keyword ? likePrefix(keyword) : undefined
  const where = and(
    eq(channelFollows.channelId, channelIdx),
    isNull(channels.deletedAt),
    prefix ? or(ilike(channels.handle, prefix), ilike(channels.nickname, prefix)) : undefined,
  )
  const rows = await db
    .select({
      channelId: channels.handle,
      nickname: channels.nickname,
      channelProfileImg: channels.profileImg,
      followedAt: channelFollows.createdAt,
    })
    .from(channelFollows)
    .innerJoin(members, eq(members.id, channelFollows.memberId))
    .innerJoin(channels, eq(channels.id, members.activeChannelId))
    .where(where)
    .orderBy(desc(channelFollows.createdAt), desc(channelFollows.memberId))
    .offset((page - 1) * FOLLOWER_PAGE_SIZE)
    .limit(FOLLOWER_PAGE_SIZE)
  const [total] = await db
    .select({ n: count() })
    .from(channelFollows)
    .innerJoin(members, eq(members.id, channelFollows.memberId))
    .innerJoin(channels, eq(channels.id, members.activeChannelId))
    .where(where)
  const items = rows.map(({ followedAt, ...row }) => ({
    ...row,
    followDate: followedAt.toISOString(),
  }))
  return { items, total: total?.n ?? 0, page }
}
