import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, apiError, communityClient, type TestMember } from '../community/testKit'
import { channels } from '../db/schema'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'

let server: RunningServer
let me: TestMember

beforeAll(async () => {
  server = await startTestServer()
  me = await addMember(server, 'me')
  await addMember(server, 'star')
})
afterAll(() => server.stop())

describe('channel info', () => {
  it('answers the streamer info, with the asker’s relation when signed in', async () => {
    await me.client.channel.follow({ channelId: 'star' })
    const info = await me.client.channel.getChannelInfo('STAR')
    expect(info.streamerChannelInfo).toMatchObject({
      channelId: 'star',
      nickname: 'Nick star',
      totalFollowerCount: 1,
      // Without subscriber emoticons a channel is not monetized on this payment-less server.
      isMonetize: false,
      myChannelRelatedInfo: { isFollow: true, isBlock: false },
    })
    const anonymous = await communityClient(server.url).channel.getChannelInfo('star')
    expect(anonymous.streamerChannelInfo.myChannelRelatedInfo).toBeNull()
    expect((await apiError(me.client.channel.getChannelInfo('nobody'))).code).toBe('CHA30023')
    await me.client.channel.unfollow({ channelId: 'star' })
    await me.client.channel.unfollow({ channelId: 'star' })
    expect(
      (await me.client.channel.getChannelInfo('star')).streamerChannelInfo.totalFollowerCount,
    ).toBe(0)
    expect((await apiError(me.client.channel.follow({ channelId: 'me' }))).code).toBe('CHA30017')
  })

  it('tells a member whether they manage the channel, never its owner or others', async () => {
    const owner = await addMember(server, 'managed')
    const helper = await addMember(server, 'helper')
    const related = async (member: TestMember) =>
      (await member.client.channel.getChannelInfo('managed')).streamerChannelInfo
        .myChannelRelatedInfo
    expect(await related(helper)).toMatchObject({ isManager: false })
    await owner.client.channel.addManager({ channelId: 'helper' })
    expect(await related(helper)).toMatchObject({ isManager: true })
    expect(await related(owner)).toMatchObject({ isManager: false })
    expect(await related(me)).toMatchObject({ isManager: false })
    await owner.client.channel.removeManager({ channelId: 'helper' })
    expect(await related(helper)).toMatchObject({ isManager: false })
  })
})

describe('blocking', () => {
  it('blocks others once, never oneself, not unknown channels, at most 100', async () => {
    const member = await addMember(server, 'blocker')
    await member.client.channel.block({ channelId: 'star' })
    const twice = await apiError(member.client.channel.block({ channelId: 'star' }))
    expect([twice.status, twice.code]).toEqual([409, 'CHA30025'])
    const self = await apiError(member.client.channel.block({ channelId: 'blocker' }))
    expect([self.status, self.code]).toEqual([403, 'CHA30017'])
    const unknown = await apiError(member.client.channel.block({ channelId: 'ghost' }))
    expect([unknown.status, unknown.code]).toEqual([404, 'CHA30023'])
    const owner = await addMember(server, 'manyowner', { channel: false })
    await server.deps.db.insert(channels).values(
      Array.from({ length: 100 }, (_, i) => ({
        handle: `c${i}x`,
        nickname: `C ${i}`,
        ownerId: owner.memberId,
      })),
    )
    for (let i = 0; i < 99; i++) await member.client.channel.block({ channelId: `c${i}x` })
    const full = await apiError(member.client.channel.block({ channelId: 'c99x' }))
    expect([full.status, full.code]).toEqual([409, 'CHA30048'])
    const page = await member.client.channel.listBlocked({ page: 1 })
    expect([page.items.length, page.total]).toEqual([10, 100])
    expect(page.items[0]?.channelId).toBe('c98x')
    const last = await member.client.channel.listBlocked({ page: 10 })
    expect(last.items.map((item) => item.channelId)).toContain('star')
    await member.client.channel.unblock({ channelId: 'star' })
    await member.client.channel.block({ channelId: 'c99x' })
    expect((await member.client.channel.listBlocked()).total).toBe(100)
  })

  it('needs a session', async () => {
    const error = await apiError(communityClient(server.url).channel.block({ channelId: 'star' }))
    expect(error.status).toBe(401)
  })
})

describe('not interested', () => {
  it('adds, lists 10 a page and removes', async () => {
    const member = await addMember(server, 'picky')
    await member.client.channel.addNotInterested({ channelId: 'star' })
    await member.client.channel.addNotInterested({ channelId: 'star' })
    await member.client.channel.addNotInterested({ channelId: 'me' })
    const page = await member.client.channel.listNotInterested()
    expect(page.total).toBe(2)
    expect(page.items.map((item) => item.channelId).sort()).toEqual(['me', 'star'])
    await member.client.channel.removeNotInterested({ channelId: 'star' })
    expect((await member.client.channel.listNotInterested()).total).toBe(1)
    expect(
      (await apiError(member.client.channel.addNotInterested({ channelId: 'picky' }))).code,
    ).toBe('CHA30017')
    expect(
      (await apiError(member.client.channel.addNotInterested({ channelId: 'zzz' }))).code,
    ).toBe('CHA30023')
  })
})

describe('reporting a channel', () => {
  it('lists the reasons and files one report per member, never on oneself', async () => {
    const reasons = await communityClient(server.url).channel.listReportReasons('channel')
    expect(reasons.length).toBeGreaterThan(1)
    expect(reasons[0]).toMatchObject({ reportReasonIdx: 1 })
    expect((await apiError(me.client.channel.listReportReasons('nonsense'))).status).toBe(404)

    const reporter = await addMember(server, 'reporter')
    const report = { reportReasonIdx: 1, reportedCommentContent: 'spam in every post' }
    await reporter.client.channel.reportChannel('star', report)
    const twice = await apiError(reporter.client.channel.reportChannel('star', report))
    expect([twice.status, twice.code, twice.kind]).toEqual([409, 'CHA30049', 'already-reported'])
    const self = await apiError(reporter.client.channel.reportChannel('reporter', report))
    expect([self.status, self.code]).toEqual([403, 'CHA30017'])
    const badReason = await apiError(
      reporter.client.channel.reportChannel('me', { reportReasonIdx: 99 }),
    )
    expect([badReason.status, badReason.code]).toEqual([400, 'INVALID_REQUEST'])
    const anonymous = await apiError(
      communityClient(server.url).channel.reportChannel('star', report),
    )
    expect(anonymous.status).toBe(401)
  })
})
