import { NICKNAME_COLORS } from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueTokenPair } from '../../account/tokens'
import { channels } from '../../db/schema'
import { itemClient } from '../../item/itemTestKit'
import type { RunningServer } from '../../server'
import { chatClient } from '../../testing/chatClient'
import { startTestServer } from '../../testing/testServer'

// npm start's demo data: `airwave` has its three emoticons, badges for 1, 3, 6 and 12 months
// (PNGs the server writes), name colours on; its subscriber viewer2 chats in teal with a badge.

let server: RunningServer

beforeAll(async () => {
  server = await startTestServer({ seed: true })
})
afterAll(() => server?.stop())

describe("the demo channel's perks", () => {
  it('lists its emoticons and badges, and serves the badge images as PNG', async () => {
    const response = await fetch(
      `${server.url}/v2/item/subscribe/streamer/emoticonList?channelId=airwave`,
    )
    const { data } = (await response.json()) as {
      data: { emoticons: { emoticonKeyword: string }[] }
    }
    expect(data.emoticons.map((e) => e.emoticonKeyword)).toEqual([
      'airwaveHi',
      'airwaveHype',
      'airwaveLove',
    ])
    const { list } = await itemClient(server.url).listSubscriberBadges('airwave')
    expect(list.map((badge) => badge.months)).toEqual([1, 3, 6, 12])
    for (const badge of list) {
      const image = await fetch(badge.badgeUrl)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/png')
    }
  })

  it("colours viewer2's chat in teal with the 3-month badge (3 months paid)", async () => {
    const { db, config } = server.deps
    const [viewer2] = await db.select().from(channels).where(eq(channels.handle, 'viewer2'))
    if (!viewer2) throw new Error('no viewer2')
    const token = (
      await issueTokenPair(db, config.jwtSecret, {
        memberId: viewer2.ownerId,
        channelIdx: viewer2.id,
      })
    ).accessToken
    const info = await itemClient(server.url, token).getBadgeNickColor('airwave')
    expect(info).toMatchObject({ nickColor: 'teal', months: 3, colors: [...NICKNAME_COLORS] })
    const entry = await chatClient(server.url, token).chat.sendMessage('airwave', {
      message: 'hi {:airwaveHi:}',
    })
    expect([entry.nicknameColor, entry.badgeUrl]).toEqual(['teal', info.badgeUrl])
  })
})
