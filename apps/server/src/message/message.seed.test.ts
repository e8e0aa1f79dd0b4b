import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueTokenPair } from '../account/tokens'
import { members } from '../db/schema'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'
import { messageClient } from './messageTestKit'

// The demo direct messages of a fresh start, as the demo viewers find them.

let server: RunningServer

beforeAll(async () => {
  server = await startTestServer({ seed: true })
})
afterAll(() => server.stop())

async function viewer(handle: string) {
  const [member] = await server.deps.db
    .select()
    .from(members)
    .where(eq(members.email, `${handle}@airwave.test`))
  if (!member) throw new Error(`no ${handle}`)
  const pair = await issueTokenPair(server.deps.db, server.deps.config.jwtSecret, {
    memberId: member.id,
    channelIdx: member.activeChannelId,
  })
  return messageClient(server.url, pair.accessToken).message
}

describe('message seed', () => {
  it('gives viewer1 a normal room with viewer2 and an accepted one with viewer4', async () => {
    const rooms = (await (await viewer('viewer1')).listRooms({})).messageRoomList
    expect(rooms.map((r) => [r.channel?.channelId, r.roomStatus])).toEqual([
      ['viewer4', 'APPROVED_BY_ME'],
      ['viewer2', 'NORMAL'],
    ])
    const viewer2 = await viewer('viewer2')
    const withViewer1 = (await viewer2.listRooms({})).messageRoomList.find(
      (r) => r.channel?.channelId === 'viewer1',
    )
    const contents = await viewer2.listContents({
      messageRoomIdx: withViewer1?.messageRoomIdx ?? 0,
    })
    expect(contents.messageContentList).toHaveLength(3)
  })

  it('leaves viewer3 a request from viewer2 to answer', async () => {
    const viewer3 = await viewer('viewer3')
    expect((await viewer3.getInfo()).unReadRoomCount).toBe(1)
    const [room] = (await viewer3.listRooms({})).messageRoomList
    expect([room?.channel?.channelId, room?.roomStatus, room?.lastMessage?.messageStatus]).toEqual([
      'viewer2',
      'REQUEST_RECEIVED',
      'REQUEST',
    ])
  })
})
