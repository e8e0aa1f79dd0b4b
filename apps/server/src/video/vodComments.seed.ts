import { asc, isNotNull, sql } from 'drizzle-orm'
import { commentLikes, commentReplies, mediaVods, postComments } from '../db/schema'
import type { SeedContext } from '../seed'

const COMMENTS = [
  'That last play was unreal {:wave:}',
  'Watched this three times already',
  'Which settings do you use for the stream?',
  'The part at 0:04 is my favourite',
  'More of these please!',
  'First time here, instant follow',
]

const REPLIES = ['Same here!', 'Agreed, 100%', 'The description has them']

/**
 * Comments, likes and a reply on every demo video, and a pinned comment by the owner on each
 * channel's first one, so that no video page of a fresh start shows an empty section. The counts
 * are computed from the rows, as the routes keep them.
 */
export async function seedVodComments(context: SeedContext): Promise<void> {
  const { db, accounts } = context
  const viewers = [...accounts.values()].filter((a) => /^viewer\d$/.test(a.channelId))
  if (viewers.length === 0) return
  const vods = await db
    .select({ id: mediaVods.id, channelId: mediaVods.channelId, createdAt: mediaVods.createdAt })
    .from(mediaVods)
    .where(isNotNull(mediaVods.demo))
    .orderBy(asc(mediaVods.id))
  const pinnedChannels = new Set<number>()
  for (const [v, vod] of vods.entries()) {
    const owner = [...accounts.values()].find((a) => a.channelIdx === vod.channelId)
    const count = 2 + (v % 4)
    const authors = viewers.filter((a) => a.channelIdx !== vod.channelId)
    const rows = Array.from({ length: count }, (_, i) => ({
      author: authors[(v + i) % authors.length],
      content: COMMENTS[(v + i) % COMMENTS.length],
      createdAt: new Date(vod.createdAt.getTime() + (i + 1) * 60_000),
    })).flatMap(({ author, content, createdAt }) =>
      author && content
        ? [
            {
              vodId: vod.id,
              memberId: author.memberId,
              channelId: author.channelIdx,
              content,
              createdAt,
            },
          ]
        : [],
    )
    if (owner && !pinnedChannels.has(vod.channelId)) {
      pinnedChannels.add(vod.channelId)
      rows.push({
        vodId: vod.id,
        memberId: owner.memberId,
        channelId: owner.channelIdx,
        content: 'Thanks for watching! The next stream is on Friday.',
        createdAt: new Date(vod.createdAt.getTime() + 30_000),
      })
    }
    const inserted = await db
      .insert(postComments)
      .values(rows.map((row) => ({ ...row, isFixed: row.memberId === owner?.memberId })))
      .returning({ id: postComments.id })
    for (const [i, comment] of inserted.entries()) {
      const likers = viewers.slice(0, (v + i * 2) % (viewers.length + 1))
      if (likers.length > 0) {
        await db
          .insert(commentLikes)
          .values(likers.map((a) => ({ memberId: a.memberId, targetId: comment.id })))
      }
      const replier = viewers[(v + i + 1) % viewers.length]
      if (i === 0 && replier) {
        await db.insert(commentReplies).values({
          commentId: comment.id,
          memberId: replier.memberId,
          channelId: replier.channelIdx,
          content: REPLIES[v % REPLIES.length] ?? 'Same here!',
        })
      }
    }
  }
  await db
    .update(postComments)
    .set({
      likeCnt: sql`(select count(*) from ${commentLikes} where ${commentLikes.targetId} = ${postComments.id})`,
      replyCnt: sql`(select count(*) from ${commentReplies} where ${commentReplies.commentId} = ${postComments.id} and ${commentReplies.deletedAt} is null)`,
    })
    .where(isNotNull(postComments.vodId))
}
