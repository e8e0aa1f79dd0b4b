import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  channelInfoAnswerSchema,
  channelPageSchema,
  channelTargetSchema,
  sessionUserSchema,
} from './channel.schemas'

describe('channel schemas', () => {
  it('read channel info with aliases and unknown fields', () => {
    const { streamerChannelInfo } = z.parse(channelInfoAnswerSchema, {
      streamerChannelInfo: {
        nickname: 'Neo',
        profileImgLink: 'https://img/neo.png',
        totalFollowCount: 12,
        streamKey: 'never-exposed',
        myChannelRelatedInfo: { isSubscriber: true, isBlock: false },
      },
    })
    expect(streamerChannelInfo).toMatchObject({
      nickname: 'Neo',
      channelProfileImg: 'https://img/neo.png',
      totalFollowerCount: 12,
      myChannelRelatedInfo: { isSubscriber: true },
    })
    expect('streamKey' in streamerChannelInfo).toBe(false)
  })

  it('rejects channel info without a nickname', () => {
    expect(z.safeParse(channelInfoAnswerSchema, { streamerChannelInfo: {} }).success).toBe(false)
  })

  it('read the session user, with or without a channel', () => {
    const me = z.parse(sessionUserSchema, {
      channel: { channelId: 'neo', nickname: 'Neo', channelRole: 2, profileImgLink: null },
      userInfo: { email: 'neo@example.com', socialPlatform: 'google', signUpDate: '2024-01-01' },
    })
    expect(me.channel).toEqual({
      channelId: 'neo',
      nickname: 'Neo',
      channelRole: 2,
      channelProfileImg: null,
    })
    const fresh = z.parse(sessionUserSchema, { channel: null, userInfo: { email: 'a@b.co' } })
    expect(fresh.channel).toBeNull()
  })

  it('read a blocked page and a not-interested page alike', () => {
    expect(z.parse(channelPageSchema, { items: [{ channelId: 'a' }], total: 1 })).toEqual({
      items: [{ channelId: 'a' }],
      total: 1,
    })
    const page = z.parse(channelPageSchema, {
      list: [{ channelId: 'b', nickname: 'B' }],
      totalCnt: 11,
    })
    expect(page).toEqual({ items: [{ channelId: 'b', nickname: 'B' }], total: 11 })
  })

  it('require a channel id in a target body', () => {
    expect(z.safeParse(channelTargetSchema, { channelId: '' }).success).toBe(false)
    expect(z.safeParse(channelTargetSchema, {}).success).toBe(false)
  })
})
