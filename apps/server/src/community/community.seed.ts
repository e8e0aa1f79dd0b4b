import { sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { commentReplies, communityPosts, postComments } from '../db/schema'
import type { SeedContext, SeededAccount } from '../seed'
import { type LikeTarget, likeTargets } from './likes'
import { type DemoImage, demoImageLink } from './uploads/demoImages'

const HOUR = 60 * 60 * 1000
const POSTS = 25

const topics = [
  'Going live tonight at 8 pm with the new speedrun route!',
  'Thanks for 10k followers. You are all amazing.',
  'Poll results are in: next week is retro week.',
  'Behind the scenes of the studio setup.',
  'Schedule for this week: Mon, Wed, Fri at 8 pm.',
]

const commentTexts = [
  'Can not wait {:wave:}',
  'See you there {:heart:}{:heart:}',
  'The VOD is here: https://airwave.test/video/42',
  '@viewer2 you coming tonight?',
  'First!\nAnd second line too.',
  'Best stream of the week {:wave:} @airwave',
]

const images: DemoImage[][] = [['sunset'], ['ocean', 'forest'], ['night', 'sunset', 'ocean']]

async function addLikes(db: Db, kind: LikeTarget, targetId: number, likers: SeededAccount[]) {
  await db
    .insert(likeTargets[kind].likes)
    .values(likers.map((liker) => ({ memberId: liker.memberId, targetId })))
}

/** A target's like count from its like rows, as the like routes keep it. */
function likeCount(kind: LikeTarget) {
  const { likes, table } = likeTargets[kind]
  return sql`(select count(*) from ${likes} where ${likes.targetId} = ${table.id})`
}

/**
 * Demo community on the channel `airwave`: 25 posts (one pinned, one reserved a day ahead,
 * several with images), comments with emoticon markers, links and mentions, a pinned comment,
 * replies and likes from viewer1..viewer5. Counters are computed from the rows at the end.
 */
export async function seedCommunity(context: SeedContext): Promise<void> {
  const { db, accounts } = context
  const streamer = accounts.get('airwave')
  const viewers = [1, 2, 3, 4, 5]
    .map((n) => accounts.get(`viewer${n}`))
    .filter((account): account is SeededAccount => account !== undefined)
  if (!streamer || viewers.length === 0) return
  const now = Date.now()

  const posts = await db
    .insert(communityPosts)
    .values(
      Array.from({ length: POSTS }, (_, i) => ({
        channelId: streamer.channelIdx,
        content: `${topics[i % topics.length]} (#${POSTS - i})`,
        images: i % 4 === 0 ? demoImageLinks(images[(i / 4) % images.length] ?? []) : [],
        createdAt: new Date(now - (i + 1) * 6 * HOUR),
        isFixed: i === 3,
        socialPostLink: i === 7 ? 'https://x.com/airwave/status/1' : null,
      })),
    )
    .returning({ id: communityPosts.id })
  await db.insert(communityPosts).values({
    channelId: streamer.channelIdx,
    content: 'Big announcement coming tomorrow. Stay tuned!',
    images: demoImageLinks(['night']),
    reservedAt: new Date(now + 24 * HOUR),
    isFixed: true,
  })

  // Comments on the three newest posts and on the pinned one.
  const commented = [posts[0], posts[1], posts[2], posts[3]].filter((p) => p !== undefined)
  for (const [p, post] of commented.entries()) {
    const rows = await db
      .insert(postComments)
      .values(
        Array.from({ length: p === 0 ? 14 : 4 }, (_, i) => {
          const author = viewers[i % viewers.length] ?? streamer
          return {
            postId: post.id,
            memberId: author.memberId,
            channelId: author.channelIdx,
            content: commentTexts[i % commentTexts.length] ?? 'Nice!',
            createdAt: new Date(now - (20 - i) * 5 * 60 * 1000),
            isFixed: p === 0 && i === 2,
            isEdited: i === 4,
          }
        }),
      )
      .returning({ id: postComments.id })
    for (const [i, comment] of rows.entries()) {
      const likers = viewers.slice(0, (i * 3) % (viewers.length + 1))
      if (likers.length > 0) {
        await addLikes(db, 'comment', comment.id, likers)
      }
      if (i % 3 !== 0) continue
      const replies = await db
        .insert(commentReplies)
        .values(
          [streamer, ...viewers.slice(0, 2)].map((author, r) => ({
            commentId: comment.id,
            memberId: author.memberId,
            channelId: author.channelIdx,
            content: r === 0 ? 'Thanks for watching {:heart:}' : `@viewer${r + 2} agreed!`,
          })),
        )
        .returning({ id: commentReplies.id })
      const [first] = replies
      if (first) {
        await addLikes(db, 'reply', first.id, viewers.slice(0, 3))
      }
    }
  }

  for (const [i, post] of posts.entries()) {
    const likers = viewers.slice(0, (i * 2) % (viewers.length + 1))
    if (likers.length > 0) {
      await addLikes(db, 'post', post.id, likers)
    }
  }

  // Counters from the rows, as the routes keep them.
  await db.update(communityPosts).set({
    likeCnt: likeCount('post'),
    commentCnt: sql`(select count(*) from ${postComments} where ${postComments.postId} = ${communityPosts.id} and ${postComments.deletedAt} is null)`,
  })
  await db.update(postComments).set({
    likeCnt: likeCount('comment'),
    replyCnt: sql`(select count(*) from ${commentReplies} where ${commentReplies.commentId} = ${postComments.id} and ${commentReplies.deletedAt} is null)`,
  })
  await db.update(commentReplies).set({
    likeCnt: likeCount('reply'),
  })
  context.log.info({ posts: posts.length + 1 }, 'community seeded')
}

function demoImageLinks(names: DemoImage[]): string[] {
  return names.map(demoImageLink)
}
