import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, apiError, type TestMember } from '../community/testKit'
import type { RunningServer } from '../server'
import { chatClient } from '../testing/chatClient'
import { startTestServer } from '../testing/testServer'

let server: RunningServer
let owner: TestMember
let noChannel: TestMember

const channelOf = (member: TestMember) => chatClient(server.url, member.token).channel

beforeAll(async () => {
  server = await startTestServer()
  owner = await addMember(server, 'owner')
  noChannel = await addMember(server, 'nochan', { channel: false })
  for (const handle of ['viewer1', 'viewer2', 'vivid', 'other']) await addMember(server, handle)
  // Twelve more "vie..." channels: a search answers at most 10.
  for (let i = 0; i < 12; i++) await addMember(server, `vie${String(i).padStart(2, '0')}`)
})

afterAll(() => server?.stop())

describe('channel managers', () => {
  it('are named, listed and dismissed by the streamer of the caller’s channel', async () => {
    const mine = channelOf(owner)
    expect(await mine.listManagers()).toEqual({ items: [], total: 0 })
    await mine.addManager({ channelId: 'viewer1' })
    await mine.addManager({ channelId: 'VIEWER2' })
    // Twice changes nothing.
    await mine.addManager({ channelId: 'viewer1' })
    const list = await mine.listManagers()
    expect(list.total).toBe(2)
    expect(list.items.map((item) => item.channelId)).toEqual(['viewer1', 'viewer2'])
    expect(list.items[0]).toMatchObject({ nickname: 'Nick viewer1' })
    await mine.removeManager({ channelId: 'viewer2' })
    expect((await mine.listManagers()).items.map((item) => item.channelId)).toEqual(['viewer1'])
    // Another streamer's list is their own.
    const other = await addMember(server, 'streamer2')
    expect(await channelOf(other).listManagers()).toEqual({ items: [], total: 0 })
  })

  it('refuses one’s own channel, unknown channels, anonymous callers and members without one', async () => {
    const mine = channelOf(owner)
    expect((await apiError(mine.addManager({ channelId: 'owner' }))).code).toBe('CHA30017')
    expect((await apiError(mine.addManager({ channelId: 'nobody' }))).code).toBe('CHA30023')
    expect((await apiError(mine.removeManager({ channelId: 'nobody' }))).code).toBe('CHA30023')
    const anonymous = chatClient(server.url).channel
    expect((await apiError(anonymous.listManagers())).status).toBe(401)
    expect((await apiError(anonymous.addManager({ channelId: 'viewer1' }))).status).toBe(401)
    expect((await apiError(anonymous.searchManagerCandidates({ keyword: 'v' }))).status).toBe(401)
    const bare = channelOf(noChannel)
    expect((await apiError(bare.listManagers())).code).toBe('CHANNEL_REQUIRED')
  })

  it('searches candidates by channel id or nickname prefix, at most 10, not managers', async () => {
    const mine = channelOf(owner)
    const found = await mine.searchManagerCandidates({ keyword: 'vi' })
    expect(found.items).toHaveLength(10)
    const ids = found.items.map((item) => item.channelId)
    // viewer1 is a manager already; the shortest ids come first.
    expect(ids).not.toContain('viewer1')
    expect(ids.slice(0, 2)).toEqual(['vie00', 'vie01'])
    expect((await mine.searchManagerCandidates({ keyword: 'Nick vivid' })).items).toEqual([
      expect.objectContaining({ channelId: 'vivid' }),
    ])
    expect((await mine.searchManagerCandidates({ keyword: 'own' })).items).toEqual([])
    // `%` and `_` match themselves only.
    expect((await mine.searchManagerCandidates({ keyword: '%' })).items).toEqual([])
  })
})
