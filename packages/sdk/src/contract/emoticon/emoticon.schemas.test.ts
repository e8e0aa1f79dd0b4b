import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  emoticonListSchema,
  RECENT_EMOTICON_TTL_MS,
  streamerEmoticonsSchema,
  userEmoticonsSchema,
} from './emoticon.schemas'

const wave = { emoticonKeyword: 'wave', emoticonImgUrl: 'https://cdn/wave.png', extra: 1 }

describe('emoticon schemas', () => {
  it('drop lastUpdated from the default list and keep the groups', () => {
    const list = z.parse(emoticonListSchema, {
      lastUpdated: '2024-05-01',
      basic: { name: { 'en-US': 'Basic', 'ko-KR': '기본' }, emoticons: [wave] },
    })
    expect(Object.keys(list)).toEqual(['basic'])
    expect(list.basic?.emoticons[0]).toEqual({
      emoticonKeyword: 'wave',
      emoticonImgUrl: 'https://cdn/wave.png',
    })
  })

  it('reject a group without emoticons', () => {
    expect(z.safeParse(emoticonListSchema, { basic: { name: {} } }).success).toBe(false)
  })

  it('read a streamer list and default missing user lists to empty', () => {
    const streamer = z.parse(streamerEmoticonsSchema, {
      channelId: 'neo',
      nickName: 'Neo',
      emoticons: [wave],
    })
    expect(streamer.emoticons).toHaveLength(1)
    expect(z.parse(userEmoticonsSchema, {})).toEqual({
      emoticonKeys: [],
      subStreamerEmoticonList: [],
    })
  })

  it('forget recent emoticons after 30 days', () => {
    expect(RECENT_EMOTICON_TTL_MS).toBe(2_592_000_000)
  })
})
