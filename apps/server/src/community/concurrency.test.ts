import { and, count, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueTokenPair } from '../account/tokens'
import { commentLikes, postComments, postLikes } from '../db/schema'
import type { RunningServer } from '../server'
import { TEST_CONNECTIONS } from '../testing/boundedFetch'
import { startTestServer } from '../testing/testServer'
import { addMember, communityClient, type TestMember } from './testKit'

/**
 * Runs the calls with `width` of them in flight at any time, as many as the client has
 * connections: a call starts only when it can be sent, so its own timeout (15 s) never counts
 * the time it would have queued behind 1,000 others on a busy machine.
 */
async function inParallel<T>(calls: (() => Promise<T>)[], width: number): Promise<T[]> {
  const answers: T[] = new Array(calls.length)
  let next = 0
  const lane = async () => {
    while (next < calls.length) {
      const index = next++
      answers[index] = await (calls[index] as () => Promise<T>)()
    }
  }
  await Promise.all(Array.from({ length: width }, lane))
  return answers
}

let server: RunningServer
let owner: TestMember
const members: TestMember[] = []

beforeAll(async () => {
  server = await startTestServer()
  owner = await addMember(server, 'owner')
  for (let i = 0; i < 100; i++) members.push(await addMember(server, `fan${i}`))
})
afterAll(() => server.stop())

describe('concurrency', () => {
  it('keeps likeCnt equal to the like rows under 1000 parallel likes and unlikes', async () => {
    const post = await owner.client.community.createPost({ content: 'hot post' })
    const comment = await owner.client.community.createComment(post.idx, { content: 'hot comment' })
    let opened = 0
    const countConnection = () => {
      opened++
    }
    server.app.server.on('connection', countConnection)
    // A fixed pseudo-random sequence: the same run every time.
    let seed = 42
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed
    }
    const calls = Array.from({ length: 1000 }, (_, i) => {
      const fan = members[next() % members.length] as TestMember
      const like = next() % 3 !== 0
      const c = fan.client.community
      if (i % 2 === 0) return () => (like ? c.likePost(post.idx) : c.unlikePost(post.idx))
      return () => (like ? c.likeComment(comment.commentIdx) : c.unlikeComment(comment.commentIdx))
    })
    const answers = await inParallel(calls, TEST_CONNECTIONS)
    server.app.server.off('connection', countConnection)
    // At most the pool's connections, instead of 1,000 sockets at once, which a busy machine
    // answers with ECONNRESET.
    expect(opened).toBeGreaterThan(0)
    expect(opened).toBeLessThanOrEqual(TEST_CONNECTIONS)
    expect(answers.every((a) => typeof a.likeCnt === 'number' && a.likeCnt >= 0)).toBe(true)

    const { db } = server.deps
    const [postRows] = await db
      .select({ n: count() })
      .from(postLikes)
      .where(eq(postLikes.targetId, post.idx))
    const [commentRows] = await db
      .select({ n: count() })
      .from(commentLikes)
      .where(eq(commentLikes.targetId, comment.commentIdx))
    const fresh = communityClient(server.url).community
    const readPost = await fresh.getPost(post.idx, { channelId: 'owner' })
    const readComment = (await fresh.listComments(post.idx)).postComments[0]
    expect(postRows?.n).toBeGreaterThan(0)
    expect(readPost.likeCnt).toBe(postRows?.n)
    expect(readComment?.likeCnt).toBe(commentRows?.n)
  })

  it('leaves exactly one pinned comment when the owner pins two at once from two sessions', async () => {
    const post = await owner.client.community.createPost({ content: 'pin race' })
    const fans = members.slice(0, 10)
    for (let round = 0; round < 5; round++) {
      const a = await fans[round]?.client.community.createComment(post.idx, {
        content: `a${round}`,
      })
      const b = await fans[round + 1]?.client.community.createComment(post.idx, {
        content: `b${round}`,
      })
      if (!a || !b) throw new Error('no comments')
      // The owner's second session: a new token of the same member.
      const pair = await issueTokenPair(server.deps.db, server.deps.config.jwtSecret, {
        memberId: owner.memberId,
        channelIdx: owner.channelIdx ?? null,
      })
      const other = communityClient(server.url, pair.accessToken)
      await Promise.all([
        owner.client.community.pinComment(a.commentIdx),
        other.community.pinComment(b.commentIdx),
      ])
      const [pins] = await server.deps.db
        .select({ n: count() })
        .from(postComments)
        .where(
          and(
            eq(postComments.postId, post.idx),
            eq(postComments.isFixed, true),
            isNull(postComments.deletedAt),
          ),
        )
      expect(pins?.n).toBe(1)
    }
  })

  it('counts comments exactly under parallel creates and deletes', async () => {
    const post = await owner.client.community.createPost({ content: 'busy' })
    const created = await Promise.all(
      members
        .slice(0, 50)
        .map((fan) => fan.client.community.createComment(post.idx, { content: 'hi' })),
    )
    // Every comment deleted twice at once (author and owner): each counts once.
    await Promise.all(
      created
        .slice(0, 20)
        .flatMap((comment, i) => [
          (members[i] as TestMember).client.community
            .deleteComment(comment.commentIdx)
            .catch(() => null),
          owner.client.community.deleteComment(comment.commentIdx).catch(() => null),
        ]),
    )
    const read = await owner.client.community.getPost(post.idx, { channelId: 'owner' })
    const [rows] = await server.deps.db
      .select({ n: count() })
      .from(postComments)
      .where(and(eq(postComments.postId, post.idx), isNull(postComments.deletedAt)))
    expect(read.commentCnt).toBe(30)
    expect(rows?.n).toBe(30)
  })
})
