import { describe, expect, it } from 'vitest'
import type { EmoticonList, StreamerEmoticons } from '../contract/emoticon/emoticon.schemas'
import { emoticonAccess, needsChannelEmoticons } from './emoticonAccess'

const emoticon = (key: string) => ({
  emoticonKeyword: key,
  emoticonImgUrl: `https://cdn.example.com/${key}.png`,
})
const groups: EmoticonList = {
  basic: { name: { 'en-US': 'Basic' }, emoticons: [emoticon('wave'), emoticon('smile')] },
  more: { name: { 'en-US': 'More' }, emoticons: [emoticon('cat')] },
}
const kim: StreamerEmoticons = { channelId: 'kim', emoticons: [emoticon('kimHi')] }
const lee: StreamerEmoticons = {
  channelId: 'lee',
  emoticons: [emoticon('leeHi'), emoticon('kimHi')],
}

describe('emoticonAccess', () => {
  it('lists the default groups in order and the subscriber emoticons without duplicates', () => {
    const access = emoticonAccess({
      groups,
      channel: kim,
      user: { emoticonKeys: [], subStreamerEmoticonList: [lee] },
    })
    expect(access.others.map((e) => e.emoticonKeyword)).toEqual(['wave', 'smile', 'cat'])
    expect(access.subscriber.map((e) => [e.emoticonKeyword, e.channelId])).toEqual([
      ['kimHi', 'kim'],
      ['leeHi', 'lee'],
    ])
  })

  it("locks a channel's emoticons for a non-subscriber and never the default ones", () => {
    const access = emoticonAccess({ groups, channel: kim })
    expect(access.isLocked('kimHi')).toBe(true)
    expect(access.isLocked('wave')).toBe(false)
    expect(access.isSubscriber('kim')).toBe(false)
  })

  it('unlocks them for a subscriber, the streamer themselves, or an unlocked key', () => {
    const subscribed = emoticonAccess({
      channel: kim,
      user: { emoticonKeys: [], subStreamerEmoticonList: [kim] },
    })
    expect(subscribed.isLocked('kimHi')).toBe(false)
    expect(subscribed.isSubscriber('kim')).toBe(true)
    expect(emoticonAccess({ channel: kim, viewerChannelId: 'kim' }).isLocked('kimHi')).toBe(false)
    const gifted = emoticonAccess({
      channel: kim,
      user: { emoticonKeys: ['kimHi'], subStreamerEmoticonList: [] },
    })
    expect(gifted.isLocked('kimHi')).toBe(false)
  })

  it('gives rich text every emoticon, subscriber ones marked with their channel', () => {
    const { lookup } = emoticonAccess({ groups, channel: kim })
    expect(lookup.get('wave')).toEqual({ url: 'https://cdn.example.com/wave.png' })
    expect(lookup.get('kimHi')).toEqual({
      url: 'https://cdn.example.com/kimHi.png',
      subscriberOnly: true,
      channelId: 'kim',
    })
    expect(lookup.has('unknown')).toBe(false)
  })
})

describe('needsChannelEmoticons', () => {
  const base = { channelId: 'kim', viewerChannelId: 'mina', isMonetized: true }
  it('fetches for a non-subscriber of a monetized channel, signed in or not', () => {
    expect(needsChannelEmoticons(base)).toBe(true)
    expect(needsChannelEmoticons({ ...base, viewerChannelId: undefined })).toBe(true)
  })
  it('skips a channel that is not monetized, a subscriber, and the streamer on their own', () => {
    expect(needsChannelEmoticons({ ...base, isMonetized: false })).toBe(false)
    expect(needsChannelEmoticons({ channelId: 'kim' })).toBe(false)
    expect(needsChannelEmoticons({ ...base, isSubscriber: true })).toBe(false)
    expect(needsChannelEmoticons({ ...base, viewerChannelId: 'kim' })).toBe(false)
    expect(needsChannelEmoticons({ ...base, channelId: '' })).toBe(false)
  })
})
