import { createClient } from '@airwave/sdk'
import { notificationEndpoints } from '@airwave/sdk/notification'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, apiError, type TestMember } from '../community/testKit'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'
import { notifyLive } from './notify'

let server: RunningServer
let star: TestMember
let fan: TestMember
let other: TestMember

function notificationsOf(member: TestMember) {
  const signed: typeof fetch = (input, init) =>
    fetch(input, {
      ...init,
      headers: {
        ...(init?.headers as Record<string, string>),
        authorization: `Bearer ${member.token}`,
      },
    })
  return createClient({
    baseUrl: server.url,
    endpoints: { notification: notificationEndpoints },
    fetch: signed,
  }).notification
}

/** Waits for a condition the server reaches by itself (the live event), bounded. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

beforeAll(async () => {
  server = await startTestServer()
  star = await addMember(server, 'star')
  fan = await addMember(server, 'fan')
  other = await addMember(server, 'other')
})
afterAll(() => server?.stop())

describe('notifications of comments', () => {
  it('tells a comment author of a reply and a channel owner of a mention, not the writer', async () => {
    const post = await star.client.community.createPost({ content: 'Welcome' })
    const comment = await fan.client.community.createComment(post.idx, { content: 'Hi there' })
    await star.client.community.createReply(comment.commentIdx, {
      content: 'Thanks! @other come and see',
    })
    // Their own reply notifies nobody.
    await fan.client.community.createReply(comment.commentIdx, { content: 'me again @fan' })

    const fanPage = await notificationsOf(fan).listRecords({ page: 1 })
    expect(fanPage.recordList).toHaveLength(1)
    expect(fanPage.recordList[0]).toMatchObject({
      type: 'COMMENT_REPLY',
      channelId: 'star',
      nickname: 'Nick star',
      content: 'Thanks! @other come and see',
      linkUrl: `/star/community/${post.idx}`,
      isRead: false,
    })
    const otherPage = await notificationsOf(other).listRecords({ page: 1 })
    expect(otherPage.recordList.map((r) => r.type)).toEqual(['MENTION'])
    expect((await notificationsOf(star).listRecords({ page: 1 })).recordList).toEqual([])
  })

  it('respects a member turning replies off', async () => {
    await notificationsOf(fan).updateSettings({ reply: false })
    expect(await notificationsOf(fan).getSettings()).toEqual({
      live: true,
      reply: false,
      mention: true,
    })
    const post = await star.client.community.createPost({ content: 'Another' })
    const comment = await fan.client.community.createComment(post.idx, { content: 'x' })
    await star.client.community.createReply(comment.commentIdx, { content: 'y' })
    expect((await notificationsOf(fan).listRecords({ page: 1 })).totalCnt).toBe(1)
    await notificationsOf(fan).updateSettings({ reply: true })
  })
})

describe('the badge and the records', () => {
  it('counts what is new, clears, reads, deletes, pages', async () => {
    const client = notificationsOf(other)
    const post = await star.client.community.createPost({ content: 'Mentions' })
    for (let i = 0; i < 22; i++) {
      await star.client.community.createComment(post.idx, { content: `hello @other ${i}` })
    }
    expect(await client.getBadge()).toEqual({ hasNew: true, count: 23 })
    await client.clearBadge()
    expect(await client.getBadge()).toEqual({ hasNew: false, count: 0 })

    const first = await client.listRecords({ page: 1 })
    expect(first.recordList).toHaveLength(20)
    expect(first.hasNext).toBe(true)
    expect(first.recordList[0]?.content).toBe('hello @other 21')
    const second = await client.listRecords({ page: 2 })
    expect(second).toMatchObject({ hasNext: false, totalCnt: 23 })
    expect(second.recordList).toHaveLength(3)

    const newest = first.recordList[0]?.recordId as number
    await client.readRecord(newest)
    await client.deleteRecord(first.recordList[1]?.recordId as number)
    const after = await client.listRecords({ page: 1 })
    expect(after.totalCnt).toBe(22)
    expect(after.recordList[0]).toMatchObject({ recordId: newest, isRead: true })
    expect(after.recordList[1]?.isRead).toBe(false)

    // Another member's record is nobody's business of theirs.
    expect((await apiError(notificationsOf(fan).readRecord(newest))).status).toBe(404)
    expect((await apiError(notificationsOf(fan).deleteRecord(newest))).status).toBe(404)

    await client.readAllRecords()
    const read = await client.listRecords({ page: 2 })
    expect(read.recordList.every((r) => r.isRead)).toBe(true)
  })

  it('needs a signed-in member', async () => {
    const anonymous = createClient({
      baseUrl: server.url,
      endpoints: { notification: notificationEndpoints },
    }).notification
    expect((await apiError(anonymous.getBadge())).status).toBe(401)
  })
})

describe('live notifications and the followed channels', () => {
  it('tells followers when a channel goes live, once, and not those who turned it off', async () => {
    const viewer = await addMember(server, 'viewer')
    const quiet = await addMember(server, 'quiet')
    await viewer.client.channel.follow({ channelId: 'star' })
    await quiet.client.channel.follow({ channelId: 'star' })
    const quietClient = notificationsOf(quiet)
    const page = await quietClient.listFollowSettings({ page: 1 })
    expect(page).toMatchObject({ totalCnt: 1, list: [{ channelId: 'star', enable: true }] })
    await quietClient.updateFollowSettings({ channelId: 'star', enable: false })
    expect((await quietClient.listFollowSettings({ page: 1 })).list[0]?.enable).toBe(false)

    server.deps.realtime.toChannel('star', 'LIVE_STATUS', { channelId: 'star', status: true })
    const records = await eventually(
      () => notificationsOf(viewer).listRecords({ page: 1 }),
      (p) => p.recordList.length > 0,
    )
    expect(records.recordList[0]).toMatchObject({
      type: 'LIVE',
      channelId: 'star',
      linkUrl: '/star',
    })
    // A stream that drops and comes back notifies nobody twice.
    expect(await notifyLive(server.deps.db, 'star')).toBe(0)
    expect((await notificationsOf(viewer).listRecords({ page: 1 })).totalCnt).toBe(1)
    expect((await quietClient.listRecords({ page: 1 })).totalCnt).toBe(0)
  })

  it('refuses a channel not followed, and answers API1002 when switched too often', async () => {
    const client = notificationsOf(fan)
    expect(
      (await apiError(client.setFollowNotification({ channelId: 'other', enable: false }))).code,
    ).toBe('CHA30006')
    await fan.client.channel.follow({ channelId: 'other' })
    let refused: string | undefined
    for (let i = 0; i < 40 && !refused; i++) {
      refused = await client
        .setFollowNotification({ channelId: 'other', enable: i % 2 === 0 })
        .then(
          () => undefined,
          (error: { code: string }) => error.code,
        )
    }
    expect(refused).toBe('API1002')
  })
})
