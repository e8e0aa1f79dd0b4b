import { pollEndpoints, videoEndpoints } from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, apiError, type TestMember } from '../community/testKit'
import { mediaVods, members } from '../db/schema'
import type { AuthMember } from '../http/auth'
import { key, type MissionMember, missionClient, missionMember } from '../mission/missionTestKit'
import type { RunningServer } from '../server'
import { chatClient } from '../testing/chatClient'
import { signedClient } from '../testing/sdkClient'
import { startTestServer } from '../testing/testServer'
import { channelStanding, recordManagerAction } from './managerRights'

// The streamer's managers and what each may do, over real HTTP: the permission switches, the
// managed channels, the activity page, the followers page; and each permission enforced where
// managers act outside the chat (polls, missions, community deletes, video edits), a manager
// with it allowed (and written to the activity), one without refused MANAGER_PERMISSION.

let server: RunningServer
let star: MissionMember
let withAll: TestMember
let without: TestMember
let viewer: MissionMember
let stranger: TestMember

const channelOf = (member: TestMember) => chatClient(server.url, member.token).channel
const pollOf = (member: TestMember) =>
  signedClient(server.url, { poll: pollEndpoints }, member.token).poll
const videoOf = (member: TestMember) =>
  signedClient(server.url, { video: videoEndpoints }, member.token).video
const codeOf = async (call: Promise<unknown>) => {
  const error = await apiError(call)
  return { status: error.status, code: error.code }
}
const refused = { status: 403, code: 'MANAGER_PERMISSION' }
const pollForm = (title: string) => ({
  title,
  channelId: 'star',
  options: [{ content: 'A' }, { content: 'B' }],
  time: { minute: 5 },
})
const actions = async () =>
  (await channelOf(star).listManagerActivity({ page: 1 })).items.map((item) => item.action)

beforeAll(async () => {
  server = await startTestServer()
  star = await missionMember(server, 'star')
  withAll = await addMember(server, 'modall')
  without = await addMember(server, 'modnone')
  viewer = await missionMember(server, 'viewer', 5_000)
  stranger = await addMember(server, 'stranger')
  const mine = channelOf(star)
  await mine.addManager({ channelId: 'modall' })
  await mine.addManager({ channelId: 'modnone' })
  await mine.updateManager({
    channelId: 'modall',
    permissions: {
      chat: true,
      iceMode: true,
      urlChat: true,
      mission: true,
      poll: true,
      community: true,
    },
  })
  await mine.updateManager({
    channelId: 'modnone',
    permissions: {
      chat: false,
      iceMode: false,
      urlChat: false,
      mission: false,
      poll: false,
      community: false,
    },
  })
})

afterAll(() => server?.stop())

describe('manager permissions', () => {
  it('are switched one at a time by the streamer; the others stay', async () => {
    const mine = channelOf(star)
    await mine.updateManager({ channelId: 'modnone', permissions: { iceMode: true } })
    const listed = await mine.listManagers()
    expect(listed.items.find((item) => item.channelId === 'modnone')?.permissions).toEqual({
      chat: false,
      iceMode: true,
      urlChat: false,
      mission: false,
      poll: false,
      community: false,
    })
    await mine.updateManager({ channelId: 'modnone', permissions: { iceMode: false } })
    expect((await codeOf(mine.updateManager({ channelId: 'viewer', permissions: {} }))).code).toBe(
      'CHA30023',
    )
    expect((await codeOf(mine.updateManager({ channelId: 'nobody', permissions: {} }))).code).toBe(
      'CHA30023',
    )
  })

  it('act on the caller’s own channel only: a manager, a viewer or a stranger cannot reach the streamer’s', async () => {
    for (const member of [withAll, viewer, stranger]) {
      // Their own channel has no such manager: the streamer's stays as it was.
      expect(
        await codeOf(
          channelOf(member).updateManager({ channelId: 'modnone', permissions: { poll: true } }),
        ),
      ).toEqual({ status: 404, code: 'CHA30023' })
      expect((await channelOf(member).listManagerActivity({ page: 1 })).total).toBe(0)
      expect((await channelOf(member).listFollowers({ page: 1 })).total).toBe(0)
    }
    const noChannel = await addMember(server, 'bare', { channel: false })
    expect((await codeOf(channelOf(noChannel).listFollowers({ page: 1 }))).code).toBe(
      'CHANNEL_REQUIRED',
    )
    const guest = chatClient(server.url).channel
    expect((await apiError(guest.listManagedChannels())).status).toBe(401)
    expect((await apiError(guest.updateManager({ channelId: 'x', permissions: {} }))).status).toBe(
      401,
    )
    const listed = await channelOf(star).listManagers()
    expect(listed.items.find((item) => item.channelId === 'modnone')?.permissions.poll).toBe(false)
  })

  it('list the channels a member manages with what they may do there', async () => {
    const managed = await channelOf(withAll).listManagedChannels()
    expect(managed.items).toEqual([
      expect.objectContaining({
        channelId: 'star',
        nickname: 'Nick star',
        permissions: expect.objectContaining({ poll: true, mission: true }),
      }),
    ])
    expect((await channelOf(viewer).listManagedChannels()).items).toEqual([])
  })
})

describe('each permission where managers act', () => {
  it('polls: with `poll` a manager creates and ends (written down), without it 403', async () => {
    const created = await pollOf(withAll).create(pollForm('Which map?'))
    await pollOf(withAll).end(created.idx)
    expect(await codeOf(pollOf(without).create(pollForm('No')))).toEqual(refused)
    expect(await codeOf(pollOf(without).list({ channelId: 'star' }))).toEqual(refused)
    // Neither streamer nor manager: the polls' own refusal.
    expect((await codeOf(pollOf(stranger).create(pollForm('No')))).code).toBe('CHA30091')
    const page = await channelOf(star).listManagerActivity({ page: 1 })
    expect(page.items.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'pollEnd',
        detail: 'Which map?',
        manager: expect.objectContaining({ channelId: 'modall' }),
      }),
      expect.objectContaining({ action: 'pollCreate', detail: 'Which map?' }),
    ])
  })

  it('missions: with `mission` a manager starts and ends like the streamer, without it 403', async () => {
    await star.mission.agree()
    const propose = (title: string) =>
      viewer.mission.create({ streamerChannelId: 'star', title, gem: 100 }, key())
    const first = await propose('Speedrun')
    const noRight = missionClient(server.url, without.token)
    expect(await codeOf(noRight.start(first.missionIdx, { missionLimit: 600 }))).toEqual(refused)
    const allowed = missionClient(server.url, withAll.token)
    await allowed.start(first.missionIdx, { missionLimit: 600 })
    expect(await codeOf(noRight.end(first.missionIdx, { isSuccess: true }))).toEqual(refused)
    const ended = await allowed.end(first.missionIdx, { isSuccess: true })
    expect(ended.missionStatus).toBe(3)
    const second = await propose('Cancelled')
    expect(await codeOf(noRight.cancel(second.missionIdx))).toEqual(refused)
    await allowed.cancel(second.missionIdx)
    // Strangers keep the missions' own refusal.
    const third = await propose('Stranger')
    expect(
      (
        await codeOf(
          missionClient(server.url, stranger.token).start(third.missionIdx, { missionLimit: 600 }),
        )
      ).code,
    ).toBe('MIS1006')
    const page = await channelOf(star).listManagerActivity({ page: 1 })
    expect(page.items.slice(0, 3)).toEqual([
      expect.objectContaining({ action: 'missionEnd', detail: 'Cancelled' }),
      expect.objectContaining({
        action: 'missionEnd',
        detail: 'Speedrun',
        target: expect.objectContaining({ channelId: 'viewer' }),
      }),
      expect.objectContaining({ action: 'missionStart', detail: 'Speedrun' }),
    ])
  })

  it('community: with `community` a manager deletes posts, comments and replies, without it 403', async () => {
    const post = await star.client.community.createPost({ content: 'Schedule this week' })
    const comment = await viewer.client.community.createComment(post.idx, { content: 'rude words' })
    const reply = await viewer.client.community.createReply(comment.commentIdx, {
      content: 'more rude words',
    })
    expect(await codeOf(without.client.community.deleteReply(reply.replyIdx))).toEqual(refused)
    expect(await codeOf(without.client.community.deleteComment(comment.commentIdx))).toEqual(
      refused,
    )
    expect(await codeOf(without.client.community.deletePost(post.idx))).toEqual(refused)
    // Neither author, owner nor manager: the community's own 403.
    expect((await codeOf(stranger.client.community.deleteComment(comment.commentIdx))).status).toBe(
      403,
    )
    await withAll.client.community.deleteReply(reply.replyIdx)
    await withAll.client.community.deleteComment(comment.commentIdx)
    await withAll.client.community.deletePost(post.idx)
    expect((await actions()).slice(0, 3)).toEqual(['postDelete', 'commentDelete', 'commentDelete'])
    const page = await channelOf(star).listManagerActivity({ page: 1 })
    expect(page.items[1]).toMatchObject({
      detail: 'rude words',
      target: { channelId: 'viewer' },
    })
  })

  it('videos: with `community` a manager deletes a replay, without it 403', async () => {
    const insertVod = async (title: string) => {
      const [row] = await server.deps.db
        .insert(mediaVods)
        .values({ channelId: star.channelIdx ?? 0, title, status: 'ready', duration: 4 })
        .returning({ id: mediaVods.id })
      return row?.id ?? 0
    }
    const vodNo = await insertVod('Finals')
    expect(await codeOf(videoOf(without).delete(vodNo))).toEqual(refused)
    expect((await codeOf(videoOf(stranger).delete(vodNo))).code).toBe('VOD1004')
    await videoOf(withAll).delete(vodNo)
  })
})

describe('the activity and followers pages', () => {
  it('page the activity 30 at a time, newest first', async () => {
    const standing = await channelStanding(server.deps.db, star.channelIdx ?? 0, {
      id: withAll.memberId,
      channel: { idx: withAll.channelIdx ?? 0, channelId: 'modall' },
    } as AuthMember)
    for (let i = 0; i < 31; i++) {
      await recordManagerAction(server.deps.db, standing, star.channelIdx ?? 0, 'chatNotice', {
        detail: `Poll ${i}`,
      })
    }
    const first = await channelOf(star).listManagerActivity({ page: 1 })
    expect(first.items).toHaveLength(30)
    expect(first.items[0]?.detail).toBe('Poll 30')
    const second = await channelOf(star).listManagerActivity({ page: 2 })
    expect(second.page).toBe(2)
    expect(second.items.length).toBe(first.total - 30)
  })

  it('page the followers newest first and find them by channel id or nickname prefix', async () => {
    const followers: TestMember[] = []
    for (const handle of ['fan_a', 'fan_b', 'zed']) {
      const member = await addMember(server, handle)
      // A member acts as their channel (the sign-up sets it; the test kit does not).
      await server.deps.db
        .update(members)
        .set({ activeChannelId: member.channelIdx ?? null })
        .where(eq(members.id, member.memberId))
      await member.client.channel.follow({ channelId: 'star' })
      followers.push(member)
    }
    const page = await channelOf(star).listFollowers({ page: 1 })
    expect(page.items.map((item) => item.channelId)).toEqual(['zed', 'fan_b', 'fan_a'])
    expect(page.total).toBe(3)
    expect(page.items[0]).toMatchObject({ nickname: 'Nick zed', followDate: expect.any(String) })
    const found = await channelOf(star).listFollowers({ page: 1, keyword: 'FAN' })
    expect(found.items.map((item) => item.channelId)).toEqual(['fan_b', 'fan_a'])
    expect((await channelOf(star).listFollowers({ page: 1, keyword: 'Nick z' })).total).toBe(1)
    // `_` matches itself only.
    expect((await channelOf(star).listFollowers({ page: 1, keyword: 'fan_' })).total).toBe(2)
    expect((await channelOf(star).listFollowers({ page: 1, keyword: 'f_n' })).total).toBe(0)
    expect((await channelOf(star).listFollowers({ page: 2 })).items).toEqual([])
  })
})

describe('the channel’s description and links', () => {
  it('are written by the streamer for their own channel and read by anyone', async () => {
    const mine = channelOf(star)
    expect(await chatClient(server.url).channel.getChannelProfile('star')).toEqual({
      description: '',
      links: [],
    })
    const saved = await mine.updateChannelProfile({
      description: '  Speedruns every night  ',
      links: [{ title: ' Site ', url: ' HTTPS://Example.com/runs ' }],
    })
    expect(saved).toEqual({
      description: 'Speedruns every night',
      links: [{ title: 'Site', url: 'https://example.com/runs' }],
    })
    expect(await chatClient(server.url).channel.getChannelProfile('STAR')).toEqual(saved)
    // A manager writes their own channel's, never the streamer's.
    await channelOf(withAll).updateChannelProfile({ description: 'mine', links: [] })
    expect(await chatClient(server.url).channel.getChannelProfile('star')).toEqual(saved)
  })

  it('refuse other schemes, credentials in links, more than five links and guests', async () => {
    const mine = channelOf(star)
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      '/relative',
      'https://user:pw@example.com',
      'ftp://example.com',
    ]) {
      expect(
        (
          await apiError(
            mine.updateChannelProfile({ description: '', links: [{ title: 'x', url }] }),
          )
        ).status,
      ).toBe(400)
    }
    const six = Array.from({ length: 6 }, (_, i) => ({ title: `L${i}`, url: `https://e.com/${i}` }))
    expect(
      (await apiError(mine.updateChannelProfile({ description: '', links: six }))).status,
    ).toBe(400)
    const guest = chatClient(server.url).channel
    expect(
      (await apiError(guest.updateChannelProfile({ description: '', links: [] }))).status,
    ).toBe(401)
  })
})
