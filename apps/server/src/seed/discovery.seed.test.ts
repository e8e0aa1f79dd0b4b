import { createClient } from '@airwave/sdk'
import { channelEndpoints } from '@airwave/sdk/channel'
import { liveEndpoints } from '@airwave/sdk/live'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueTokenPair } from '../account/tokens'
import {
  channels,
  commentLikes,
  liveStreamSettings,
  mediaVods,
  members,
  postComments,
} from '../db/schema'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'

// The demo data of a fresh start: what the discovery pages show.

let server: RunningServer
const handles = ['airwave', 'viewer1', 'viewer2', 'viewer3', 'viewer4', 'viewer5']

async function signedClient(email: string) {
  const [member] = await server.deps.db.select().from(members).where(eq(members.email, email))
  if (!member) throw new Error('no member')
  const pair = await issueTokenPair(server.deps.db, server.deps.config.jwtSecret, {
    memberId: member.id,
    channelIdx: member.activeChannelId,
  })
  return createClient({
    baseUrl: server.url,
    endpoints: { channel: channelEndpoints, live: liveEndpoints },
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...(init?.headers as Record<string, string>),
          authorization: `Bearer ${pair.accessToken}`,
        },
      }),
  })
}

beforeAll(async () => {
  server = await startTestServer({ seed: true })
})
afterAll(() => server.stop())

describe('discovery seed', () => {
  it('gives every demo channel a served profile image, a category, videos and followers', async () => {
    const client = createClient({
      baseUrl: server.url,
      endpoints: { channel: channelEndpoints },
    })
    for (const handle of handles) {
      const { streamerChannelInfo: info } = await client.channel.getChannelInfo(handle)
      expect(info.channelProfileImg).toBe(`${server.url}/media/avatar/${handle}.svg`)
      expect(info.totalFollowerCount).toBeGreaterThan(0)
      const picture = await fetch(info.channelProfileImg ?? '')
      expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
      expect(await picture.text()).toMatch(/^<svg[^>]*>.*<\/svg>$/)
      const [channel] = await server.deps.db
        .select({ id: channels.id })
        .from(channels)
        .where(eq(channels.handle, handle))
      const [settings] = await server.deps.db
        .select()
        .from(liveStreamSettings)
        .where(eq(liveStreamSettings.channelId, channel?.id ?? 0))
      expect(settings?.categoryIdx).toBeGreaterThan(0)
      const vods = await server.deps.db
        .select()
        .from(mediaVods)
        .where(eq(mediaVods.channelId, channel?.id ?? 0))
      expect(vods.length).toBeGreaterThanOrEqual(2)
      expect(vods.every((v) => v.demo !== null && v.categoryIdx !== null)).toBe(true)
    }
    expect((await fetch(`${server.url}/media/avatar/nobody.svg`)).status).toBe(404)
    expect((await fetch(`${server.url}/media/avatar/..%2Fx.svg`)).status).toBe(404)
  })

  it('has every kind of video, small sources for all but the two originals', async () => {
    const vods = await server.deps.db.select().from(mediaVods)
    expect(new Set(vods.map((v) => v.fileType))).toEqual(new Set(['upload', 'replay', 'clip']))
    expect(vods.filter((v) => v.demo?.size === undefined)).toHaveLength(2)
    expect(vods.every((v) => (v.demo?.seconds ?? 99) <= 20)).toBe(true)
  })

  it("fills viewer1's following: channels and categories", async () => {
    const viewer = await signedClient('viewer1@airwave.test')
    const following = await viewer.channel.listFollowing({})
    expect(following.followingList.map((c) => c.channelId).sort()).toEqual([
      'airwave',
      'viewer2',
      'viewer3',
    ])
    const categories = await viewer.live.listFollowedCategories()
    expect(categories.categoryList.map((c) => c.pathName)).toEqual(['games', 'music'])
  })

  it('gives every demo video comments, likes and a reply, pinned by the owner on their first', async () => {
    // Read from the table: the videos are still transcoding, so their pages answer VOD1000 yet.
    const { db } = server.deps
    const vods = await db.select().from(mediaVods).orderBy(mediaVods.id)
    const pinnedOn: number[] = []
    for (const vod of vods) {
      const comments = await db.select().from(postComments).where(eq(postComments.vodId, vod.id))
      expect(comments.length).toBeGreaterThanOrEqual(2)
      expect(comments.filter((c) => c.replyCnt === 1)).toHaveLength(1)
      expect(comments.some((c) => c.likeCnt > 0)).toBe(true)
      for (const comment of comments) {
        const likes = await db
          .select()
          .from(commentLikes)
          .where(eq(commentLikes.targetId, comment.id))
        expect(comment.likeCnt).toBe(likes.length)
      }
      const pinned = comments.filter((c) => c.isFixed)
      if (pinned.length > 0) {
        expect(pinned).toHaveLength(1)
        expect(pinned[0]?.channelId).toBe(vod.channelId)
        pinnedOn.push(vod.channelId)
      }
    }
    // One pinned comment per channel with videos, by its owner.
    expect(pinnedOn.sort()).toEqual([...new Set(vods.map((v) => v.channelId))].sort())
  })
})
