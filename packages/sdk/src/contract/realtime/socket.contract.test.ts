import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { socketAcks, socketCommands, socketEvents } from './socket.contract'

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

  it('reads live status with its channel, and refuses an unknown ended reason', () => {
    const event = { channelId: 'airwave', status: false, endedReason: 3 }
    expect(z.parse(socketEvents.LIVE_STATUS, event)).toEqual(event)
    expect(z.safeParse(socketEvents.LIVE_STATUS, { ...event, endedReason: 7 }).success).toBe(false)
    expect(z.safeParse(socketEvents.LIVE_STATUS, { status: true }).success).toBe(false)
    expect(z.parse(socketEvents.LIVE_INFO, { channelId: 'a', totalViewer: 3 }).totalViewer).toBe(3)
  })

  it('reads chat events: an entry, the history, a delete by entry or by viewer, a blind', () => {
    const entry = { type: 'CHAT_MESSAGE', logIdentity: 'l1', channelId: 'airwave', message: 'hi' }
    expect(z.parse(socketEvents.CHAT_MESSAGE, entry).message).toBe('hi')
    const history = z.parse(socketEvents.CHAT_HISTORY, { channelId: 'airwave', messages: [entry] })
    expect(history.messages).toHaveLength(1)
    const tooMany = { channelId: 'airwave', messages: Array.from({ length: 201 }, () => entry) }
    expect(z.safeParse(socketEvents.CHAT_HISTORY, tooMany).success).toBe(false)
    expect(z.safeParse(socketEvents.CHAT_DELETE, { channelId: 'a', viewerId: 'v' }).success).toBe(
      true,
    )
    expect(z.safeParse(socketEvents.CHAT_DELETE, { channelId: 'a' }).success).toBe(false)
    expect(
      z.safeParse(socketEvents.CHAT_BLIND, { channelId: 'a', logIdentity: 'l1' }).success,
    ).toBe(true)
    const info = z.parse(socketEvents.CHAT_INFO, {
      channelId: 'a',
      isChatIce: true,
      slowModeSeconds: 5,
    })
    expect(info.slowModeSeconds).toBe(5)
  })

  it('checks the chat send: trimmed, not blank, at most 5000', () => {
    const send = socketCommands.SEND_CHAT
    expect(z.parse(send, { channelId: 'a', message: '  hi ' }).message).toBe('hi')
    expect(z.safeParse(send, { channelId: 'a', message: ' \n ' }).success).toBe(false)
    expect(z.safeParse(send, { channelId: 'a', message: 'x'.repeat(5001) }).success).toBe(false)
    expect(
      z.safeParse(socketAcks.SEND_CHAT, { ok: false, code: 'CHT10003', message: 'slow' }).success,
    ).toBe(true)
    const slow = { ok: false, code: 'CHT10003', message: 'slow', retryAfterSeconds: 4 }
    expect(z.parse(socketAcks.SEND_CHAT, slow)).toEqual(slow)
    expect(z.safeParse(socketAcks.SEND_CHAT, { ok: true }).success).toBe(false)
  })
})
