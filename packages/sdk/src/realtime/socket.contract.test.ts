import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { socketCommands, socketEvents } from './socket.contract'

describe('socket contract', () => {
  it('reads a viewer raid event and refuses an unknown raid type', () => {
    const event = z.parse(socketEvents.VIEWER_RAID, {
      raidChannelData: {
        channelList: [{ channelId: 'c3d4', nickname: 'Lee', rank: 1 }],
        raidType: 3,
        refKey: 'r9',
      },
    })
    expect(event.raidChannelData.channelList[0]).toEqual({ channelId: 'c3d4', nickname: 'Lee' })
    const bad = { raidChannelData: { channelList: [], raidType: 4 } }
    expect(z.safeParse(socketEvents.VIEWER_RAID, bad).success).toBe(false)
  })

  it('reads live info, vote, direct message and newsfeed payloads', () => {
    const info = z.parse(socketEvents.LIVE_INFO, { channelId: 'a1b2', likeCnt: 5, spreadMax: 9 })
    expect(info.likeCnt).toBe(5)
    const vote = z.parse(socketEvents.CHANNEL_VOTE, {
      channelVoteData: { idx: 1, status: 'result', voteItem: [{ idx: 2, isVoted: true }] },
    })
    expect(vote.channelVoteData.status).toBe('result')
    const dm = z.parse(socketEvents.DIRECT_MESSAGE, {
      content: {
        directMessageData: { messageRoomIdx: 1, messageContentIdx: 9, messageContent: 'hi' },
      },
    })
    expect(dm.content.directMessageData.messageRoomIdx).toBe(1)
    const feed = { viewerChannel: { channelId: 'a1b2', nickname: 'Kim' } }
    expect(z.parse(socketEvents.NEWSFEED_VIEWER_RAID, feed)).toEqual(feed)
    expect(z.safeParse(socketEvents.RAID_AVAILABILITY, {}).success).toBe(false)
  })

  it('checks outgoing commands', () => {
    expect(z.safeParse(socketCommands.ENTER_CHANNEL, { channelId: 'a1b2' }).success).toBe(true)
    expect(z.safeParse(socketCommands.ENTER_CHANNEL, {}).success).toBe(false)
  })
})
