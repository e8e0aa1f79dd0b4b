import {
  type CommentReportAction,
  type CommentReportItem,
  type CommentReportPage,
  chatEndpoints,
  type ManagerAction,
  REPORT_LIST_LIMITS,
} from '@airwave/sdk/contract'
import { and, count, desc, eq, isNull, max, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { targetChannel } from '../channel/channelRelations'
import { recordManagerAction, requireChannelRight } from '../channel/managerRights'
import { reportedText, topReasons } from '../chat/chatReports'
import type { Db } from '../db/database'
import {
  channels,
  commentReplies,
  communityPosts,
  communityReports,
  mediaVods,
  postComments,
} from '../db/schema'
import type { AppDeps } from '../deps'
import { badRequest, notFound } from '../http/httpError'
import { route } from '../http/route'
import { removeComment, removeReply } from './comments/commentStore'

// The channel's queue of reported comments and replies (`/dashboard/report/comment`): those
// under its community posts and its videos (one storage, comments/thread.ts), open reports
// grouped by comment or reply, latest report first; dismissed, blinded (kept in its thread, its
// text served to nobody again: see wireShapes.ts), or deleted with the thread's own delete (its
// counts stay exact). Streamer, or a manager with the `community` permission. The queue shows a
// moderator the text as reported (the report's copy), and a handled report leaves the queue; a
// blinded comment takes no new report, so its text does not come back here either.

type TargetType = CommentReportItem['targetType']

const last = max(communityReports.createdAt)

const grouped = {
  targetType: sql<TargetType>`${communityReports.targetType}`,
  targetIdx: communityReports.targetId,
  content: sql<string>`min(${communityReports.content})`,
  reportCount: sql<number>`count(*)::int`,
  reasons: sql<string[] | null>`array_agg(${communityReports.reason})`,
  last,
  postId: postComments.postId,
  vodId: postComments.vodId,
  commentId: postComments.id,
  authorIdx: channels.id,
  channelId: channels.handle,
  nickname: channels.nickname,
}

const isComment = eq(communityReports.targetType, 'comment')
const isReply = eq(communityReports.targetType, 'reply')

/**
 * The open reports of comments and replies under a channel's threads (of one target when
 * `only`), with the target's comment (a reply's own comment) and its author: a reply joins its
 * row, every report joins the comment it is or hangs under.
 */
function openReports(
  db: Db,
  channelIdx: number,
  only?: { targetType: TargetType; targetIdx: number },
) {
  return db
    .select(grouped)
    .from(communityReports)
    .leftJoin(commentReplies, and(isReply, eq(commentReplies.id, communityReports.targetId)))
    .innerJoin(
      postComments,
      or(
        and(isComment, eq(postComments.id, communityReports.targetId)),
        and(isReply, eq(postComments.id, commentReplies.commentId)),
      ),
    )
    .innerJoin(
      channels,
      eq(channels.id, sql`coalesce(${commentReplies.channelId}, ${postComments.channelId})`),
    )
    .leftJoin(communityPosts, eq(communityPosts.id, postComments.postId))
    .leftJoin(mediaVods, eq(mediaVods.id, postComments.vodId))
    .where(
      and(
        isNull(communityReports.handled),
        isNull(postComments.deletedAt),
        or(isComment, isNull(commentReplies.deletedAt)),
        or(eq(communityPosts.channelId, channelIdx), eq(mediaVods.channelId, channelIdx)),
        only && eq(communityReports.targetType, only.targetType),
        only && eq(communityReports.targetId, only.targetIdx),
      ),
    )
    .groupBy(communityReports.targetType, communityReports.targetId, postComments.id, channels.id)
}

/**
 * A page of the channel's reported comments and replies (open reports), the latest report
 * first, 30 a page.
 *
 * @example const page = await listCommentReports(db, channel.id, 1)
 */
async function listCommentReports(
  db: Db,
  channelIdx: number,
  page: number,
): Promise<CommentReportPage> {
  const size = REPORT_LIST_LIMITS.page
  const [rows, [total]] = await Promise.all([
    openReports(db, channelIdx)
      .orderBy(desc(last), desc(communityReports.targetId))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(openReports(db, channelIdx).as('open')),
  ])
  const items = rows.map(
    (row): CommentReportItem => ({
      targetType: row.targetType,
      targetIdx: row.targetIdx,
      thread:
        row.postId !== null
          ? { kind: 'post', idx: row.postId }
          : { kind: 'vod', idx: row.vodId ?? 0 },
      author: { channelId: row.channelId, nickname: row.nickname },
      content: reportedText(row.content),
      reportCount: Number(row.reportCount),
      reasons: topReasons(row.reasons ?? []),
      lastReportDate: new Date(row.last ?? 0).toISOString(),
    }),
  )
  return { items, total: Number(total?.n ?? 0), page }
}

const managerActions = {
  dismiss: 'reportDismiss',
  blind: 'reportBlind',
  delete: 'reportDelete',
} as const satisfies Record<CommentReportAction, ManagerAction>

/**
 * Dismisses, blinds or deletes a reported comment or reply of the channel and closes its open
 * reports. 404 when it is not the channel's or has none open.
 *
 * @example await handleCommentReport(db, channel.id, standing, 'comment', 41, 'delete')
 */
async function handleCommentReport(
  db: Db,
  channelIdx: number,
  standing: Awaited<ReturnType<typeof requireChannelRight>>,
  targetType: TargetType,
  targetIdx: number,
  action: CommentReportAction,
) {
  const [target] = await openReports(db, channelIdx, { targetType, targetIdx }).limit(1)
  if (!target) throw notFound('No open report of this comment on your channel')
  if (action === 'delete') {
    if (targetType === 'comment') {
      const thread =
        target.postId !== null
          ? ({ kind: 'post', id: target.postId } as const)
          : ({ kind: 'vod', id: target.vodId ?? 0 } as const)
      await removeComment(db, thread, targetIdx)
    } else {
      await removeReply(db, { id: targetIdx, commentId: target.commentId })
    }
  }
  await db.transaction(async (tx) => {
    if (action === 'blind') {
      const table = targetType === 'comment' ? postComments : commentReplies
      await tx.update(table).set({ blinded: true }).where(eq(table.id, targetIdx))
    }
    await tx
      .update(communityReports)
      .set({ handled: action })
      .where(
        and(
          eq(communityReports.targetType, targetType),
          eq(communityReports.targetId, targetIdx),
          isNull(communityReports.handled),
        ),
      )
    await recordManagerAction(tx, standing, channelIdx, managerActions[action], {
      target: target.authorIdx,
      detail: targetType,
    })
  })
  return target
}

/**
 * The report queue's comment calls (bound in the chat group of the contract, see
 * `reportQueueEndpoints`).
 *
 * @example commentReportRoutes(app, deps)
 */
export function commentReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, commentPages } = deps

  route(app, chatEndpoints.listCommentReports, async ({ params, query, me }) => {
    const channel = await targetChannel(db, params.channelId)
    await requireChannelRight(db, channel.id, me, 'community')
    return listCommentReports(db, channel.id, query.page)
  })

  route(app, chatEndpoints.handleCommentReport, async ({ params, id, body, me }) => {
    const channel = await targetChannel(db, params.channelId)
    const standing = await requireChannelRight(db, channel.id, me, 'community')
    const targetType = params.targetType
    if (targetType !== 'comment' && targetType !== 'reply') {
      throw badRequest('targetType is comment or reply')
    }
    const target = await handleCommentReport(
      db,
      channel.id,
      standing,
      targetType,
      id('targetIdx'),
      body.action,
    )
    // A post's cached comment pages showed the text (or the comment) that is now gone.
    if (body.action !== 'dismiss' && target.postId !== null) {
      commentPages.invalidatePost(target.postId)
    }
    return null
  })
}
