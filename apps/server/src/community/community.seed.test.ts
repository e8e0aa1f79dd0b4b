import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'
import { communityClient } from './testKit'

let server: RunningServer

beforeAll(async () => {
  server = await startTestServer({ seed: true })
})
afterAll(() => server.stop())

describe('community seed', () => {
  it('fills the board of airwave: pages, a pin, images, comments, replies and likes', async () => {
    const client = communityClient(server.url)
    const first = await client.community.listPosts({ channelId: 'airwave' })
    const second = await client.community.listPosts({ channelId: 'airwave', page: 2, limit: 10 })
    expect(first.total).toBe(25)
    expect([first.list.length, second.list.length]).toEqual([20, 5])
    expect(first.list[0]?.isFixed).toBe(true)
    expect(first.list.some((post) => post.isReserved)).toBe(false)
    const withImage = first.list.find((post) => post.attachImgLink.length > 0)
    expect((await fetch(withImage?.attachImgLink[0] ?? '')).status).toBe(200)

    const busiest = first.list.find((post) => post.commentCnt === 14)
    if (!busiest) throw new Error('no commented post')
    const comments = await client.community.listComments(busiest.idx)
    expect(comments.totalCnt).toBe(14)
    expect(comments.postComments[0]?.isFixed).toBe(true)
    const texts = comments.postComments.map((c) => c.content).join('\n')
    expect(texts).toMatch(/\{:wave:\}/)
    expect(texts).toMatch(/https:\/\//)
    expect(texts).toMatch(/@viewer2/)
    const withReplies = comments.postComments.find((c) => c.replyCnt > 0)
    if (!withReplies) throw new Error('no replies')
    const replies = await client.community.listReplies(withReplies.commentIdx)
    expect(replies.totalCnt).toBe(withReplies.replyCnt)
    expect(replies.postCommentReplies.length).toBe(withReplies.replyCnt)
  })
})
