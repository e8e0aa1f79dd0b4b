import { describe, expect, it } from 'vitest'
import type { FollowingChannel } from '../contract/channel/channel.schemas'
import type { StreamInfo } from '../contract/live/live.schemas'
import { followedLiveCard, streamThumbnailCard } from './liveCards'

describe('streamThumbnailCard', () => {
  const info = {
    channelId: 'alice',
    title: 'Speedrun',
    totalViewer: 42,
    isAdult: true,
    nickname: 'Alice',
    openDate: '2026-11-27 10:00:00',
    idx: 7,
  } as StreamInfo

  it('is a live card of the stream, its adult mark kept when the tags carry none', () => {
    expect(streamThumbnailCard(info)).toEqual({
      type: 'live',
      channelId: 'alice',
      title: 'Speedrun',
      viewer: 42,
      isExist: false,
      tagInfo: { isAdult: true },
      nickname: 'Alice',
      createDate: '2026-11-27 10:00:00',
      idx: 7,
    })
  })

  it("lets the tags' own adult mark win", () => {
    const card = streamThumbnailCard({
      ...info,
      tagInfo: { isAdult: false, tags: ['rpg'] },
    } as StreamInfo)
    expect(card.tagInfo).toEqual({ isAdult: false, tags: ['rpg'] })
  })
})

describe('followedLiveCard', () => {
  it("shows a live channel's stream and an offline one's name only", () => {
    const base = { channelId: 'bob', nickname: 'Bob', channelProfileImg: '/p/bob.png' }
    const live = followedLiveCard({
      ...base,
      live: { title: 'Chill', totalViewer: 3, thumbnail: '/t/bob.jpg' },
    } as FollowingChannel)
    expect(live).toEqual({
      type: 'live',
      isExist: false,
      channelId: 'bob',
      nickname: 'Bob',
      profileUrl: '/p/bob.png',
      title: 'Chill',
      viewer: 3,
      thumbnail: '/t/bob.jpg',
    })
    expect(followedLiveCard(base as FollowingChannel)).not.toHaveProperty('title')
  })
})
