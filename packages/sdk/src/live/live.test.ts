import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { liveEndpoints, liveMasterPlaylistUrl } from '../contract/live/live.endpoints'
import {
  ENDED_REASON,
  liveStatusEventSchema,
  streamInfoSchema,
  streamPageSchema,
} from '../contract/live/live.schemas'

describe('live contract', () => {
  it('reads stream info, accepting likeCount for likeCnt and dropping unknown fields', () => {
    const info = z.parse(streamInfoSchema, {
      title: 'Ranked night',
      broadId: 'b-77',
      channelId: 'a1b2',
      isStream: true,
      isStreamPendingEnd: false,
      totalViewer: 120,
      likeCount: 9,
      streamIdx: 55,
      isLike: false,
      secret: 'x',
    })
    expect(info.likeCnt).toBe(9)
    expect(info).not.toHaveProperty('secret')
    expect(z.safeParse(streamInfoSchema, { title: 'no channel' }).success).toBe(false)
  })

  it('reads a stream page with a missing list as empty', () => {
    expect(z.parse(streamPageSchema, { hasNext: false }).streamList).toEqual([])
  })

  it('accepts only the four ended reasons', () => {
    const event = z.parse(liveStatusEventSchema, { status: false, endedReason: 3 })
    expect(event.endedReason).toBe(ENDED_REASON.pendingEnd)
    expect(z.safeParse(liveStatusEventSchema, { status: false, endedReason: 4 }).success).toBe(
      false,
    )
  })

  it('keeps the spec paths and methods', () => {
    expect(liveEndpoints.listStreams).toMatchObject({ method: 'GET', path: '/v2/stream' })
    expect(liveEndpoints.updateStreamInfo).toMatchObject({
      method: 'PATCH',
      path: '/v2/stream/info',
      body: 'multipart',
    })
    expect(liveEndpoints.getStreamInfo.path).toBe('/v2/stream/info/{channelId}')
    expect(liveEndpoints.viewerRaid).toMatchObject({
      method: 'POST',
      path: '/v2/stream/dashboard/viewer-raid',
    })
    expect(liveEndpoints.like).toMatchObject({ method: 'POST', path: '/stream/like' })
    expect(liveEndpoints.unlike).toMatchObject({ method: 'DELETE', path: '/stream/like' })
    expect(liveEndpoints.saveReplayNow.chosen).toBeTruthy()
    expect(liveEndpoints.checkReplaySaveable.chosen).toBeTruthy()
  })

  it('refuses a replay save without a title', () => {
    const body = liveEndpoints.saveReplayNow.body
    if (!body) throw new Error('saveReplayNow has a body')
    expect(z.safeParse(body, { title: ' ', categoryId: 1, channelId: 'a1b2' }).success).toBe(false)
    expect(z.safeParse(body, { title: 'Day 1', categoryId: 1, channelId: 'a1b2' }).success).toBe(
      true,
    )
  })

  it('builds the live master playlist URL', () => {
    expect(liveMasterPlaylistUrl('a b')).toBe('/media/live/a%20b/master.m3u8')
    expect(liveMasterPlaylistUrl('a1b2', 'https://m.example.com/')).toBe(
      'https://m.example.com/media/live/a1b2/master.m3u8',
    )
  })
})
