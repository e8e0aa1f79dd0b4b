import {
  MANAGER_ACTIONS,
  MANAGER_ACTIVITY_PAGE_SIZE,
  type ManagerAction,
} from '@airwave/sdk/contract'
import { count, desc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/database'
import { channels, managerActivity } from '../db/schema'

/** Activities a page shows (the contract's 30, the dashboard list limit). */

const actions = new Set<string>(MANAGER_ACTIONS)

/**
 * What the channel's managers did, newest first, {@link MANAGER_ACTIVITY_PAGE_SIZE} a page: who, what,
 * on whom, when. Rows of an action the contract no longer names are left out of the page's items
 * (the total still counts them), so an old row never breaks the answer's check.
 *
 * @example const { items, total } = await managerActivityPage(db, me.channel.idx, 1)
 */
export async function managerActivityPage(db: Db, channelIdx: number, page: number) {
  const manager = alias(channels, 'manager')
  const target = alias(channels, 'target')
  const rows = await db
    .select({
      activityIdx: managerActivity.id,
      action: managerActivity.action,
      detail: managerActivity.detail,
      createdAt: managerActivity.createdAt,
      manager: {
        channelId: manager.handle,
        nickname: manager.nickname,
        channelProfileImg: manager.profileImg,
      },
      targetId: target.handle,
      targetNickname: target.nickname,
      targetImg: target.profileImg,
    })
    .from(managerActivity)
    .innerJoin(manager, eq(manager.id, managerActivity.managerChannelId))
    .leftJoin(target, eq(target.id, managerActivity.targetChannelId))
    .where(eq(managerActivity.channelId, channelIdx))
    .orderBy(desc(managerActivity.id))
    .offset((page - 1) * MANAGER_ACTIVITY_PAGE_SIZE)
    .limit(MANAGER_ACTIVITY_PAGE_SIZE)
  const [total] = await db
    .select({ n: count() })
    .from(managerActivity)
    .where(eq(managerActivity.channelId, channelIdx))
  const items = rows
    .filter((row) => actions.has(row.action))
    .map(({ createdAt, targetId, targetNickname, targetImg, action, ...row }) => ({
      ...row,
      action: action as ManagerAction,
      target:
        targetId === null
          ? null
          : {
              channelId: targetId,
              nickname: targetNickname ?? undefined,
              channelProfileImg: targetImg,
            },
      createdDate: createdAt.toISOString(),
    }))
  return { items, total: total?.n ?? 0, page }
}
