import { liveEndpoints } from '@airwave/sdk/contract'
import { and, count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { channelShown } from '../../channel/shownChannel'
import { channels, liveStreamSettings, liveStreams } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { route } from '../../http/route'
import { findCategory, followedCategories, listCategories, setCategoryFollow } from './categories'

/**
 * The category calls of the SDK's live domain: the list (each with the channels live in it
 * now and, for a member, whether they follow it), one category's info by `pathName` or `idx`,
 * and the member's followed categories with follow and unfollow.
 */
export function categoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps

  const liveCounts = async () => {
    const rows = await db
      .select({ idx: liveStreamSettings.categoryIdx, live: count() })
      .from(liveStreams)
      .innerJoin(channels, eq(channels.id, liveStreams.channelId))
      .innerJoin(liveStreamSettings, eq(liveStreamSettings.channelId, liveStreams.channelId))
      .where(and(eq(liveStreams.isStream, true), channelShown()))
      .groupBy(liveStreamSettings.categoryIdx)
    return new Map(rows.map((row) => [row.idx, row.live]))
  }

  route(app, liveEndpoints.listCategories, async ({ member }) => {
    const [list, live, followed] = await Promise.all([
      listCategories(db),
      liveCounts(),
      member ? followedCategories(db, member.id) : [],
    ])
    const follows = new Set(followed.map((category) => category.idx))
    return {
      categoryList: list.map((category) => ({
        ...category,
        liveCount: live.get(category.idx) ?? 0,
        ...(member && { isFollow: follows.has(category.idx) }),
      })),
    }
  })

  route(app, liveEndpoints.getCategoryInfo, async ({ params, member }) => {
    const category = await findCategory(db, params.category)
    const live = await liveCounts()
    const followed = member ? await followedCategories(db, member.id) : []
    return {
      ...category,
      liveCount: live.get(category.idx) ?? 0,
      ...(member && { isFollow: followed.some((f) => f.idx === category.idx) }),
    }
  })

  route(app, liveEndpoints.listFollowedCategories, async ({ me }) => {
    const [followed, live] = await Promise.all([followedCategories(db, me.id), liveCounts()])
    return {
      categoryList: followed.map((category) => ({
        ...category,
        liveCount: live.get(category.idx) ?? 0,
      })),
    }
  })

  route(app, liveEndpoints.followCategory, async ({ me, body }) => {
    await setCategoryFollow(db, me.id, body.categoryIdx, true)
    return null
  })

  route(app, liveEndpoints.unfollowCategory, async ({ me, body }) => {
    await setCategoryFollow(db, me.id, body.categoryIdx, false)
    return null
  })
}
