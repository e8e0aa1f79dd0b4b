import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { liveEndpoints } from '../contract/live/live.endpoints'
import { raidSchema } from '../contract/raid/raid.schemas'
import { socketEvents } from '../contract/realtime/socket.contract'

describe('raid contract', () => {
  it('reads raid fields', () => {
    const raid = z.parse(raidSchema, {
      raidFromChannelId: 'a1b2',
      raidChannelId: 'c3d4',
      raidKey: 'k',
      autoplayRaidChannelList: [{ channelId: 'e5f6' }],
    })
    expect(raid.autoplayRaidChannelList).toHaveLength(1)
  })

  it('reads VIEWER_RAID with or without the raiding channel, and refuses unknown types', () => {
    const data = { raidType: 1, channelList: [{ channelId: 'viewer1' }], refKey: 'r1' }
    expect(z.parse(socketEvents.VIEWER_RAID, { raidChannelData: data }).channelId).toBeUndefined()
    expect(
      z.parse(socketEvents.VIEWER_RAID, { channelId: 'airwave', raidChannelData: data }).channelId,
    ).toBe('airwave')
    expect(
      z.safeParse(socketEvents.VIEWER_RAID, { raidChannelData: { ...data, raidType: 4 } }).success,
    ).toBe(false)
  })

  it('reads NEWSFEED_VIEWER_RAID with the raided channel', () => {
    const event = z.parse(socketEvents.NEWSFEED_VIEWER_RAID, {
      viewerChannel: { channelId: 'airwave', nickname: 'Airwave' },
      raidChannel: { channelId: 'viewer1', nickname: 'Viewer 1' },
    })
    expect(event.raidChannel?.channelId).toBe('viewer1')
  })

  it('asks for a raid with a channel id and answers the raid', () => {
    const { body } = liveEndpoints.viewerRaid
    if (!body) throw new Error('viewerRaid takes a JSON body')
    expect(z.safeParse(body, { raidChannelId: '  ' }).success).toBe(false)
    expect(z.parse(body, { raidChannelId: ' viewer1 ' })).toEqual({ raidChannelId: 'viewer1' })
    expect(
      z.parse(liveEndpoints.viewerRaid.answer, {
        raidFromChannelId: 'airwave',
        raidChannelId: 'viewer1',
        raidKey: 'k',
        refKey: 'r',
      }).raidChannelId,
    ).toBe('viewer1')
  })
})
