import * as z from 'zod/mini'
import { channelLabelShape } from '../core/channelLabel'
import { optionalBoolean as bool, optionalString as str } from '../core/fields'

/** A raid target channel (fields beyond channelId chosen). @example { channelId: 'c3d4', nickname: 'Lee' } */
export const raidChannelSchema = z.object({ ...channelLabelShape, title: str })
export type RaidChannel = z.output<typeof raidChannelSchema>

/** A raid as the channel and dashboard see it. @example z.parse(raidSchema, { raidChannelId: 'c3d4', isRaidAvailable: true }) */
export const raidSchema = z.object({
  raidChannel: z.optional(raidChannelSchema),
  raidDate: str,
  raidRefKey: str,
  autoplayRaidChannelList: z.optional(z.array(raidChannelSchema)),
  isRaidAvailable: bool,
  raidFromChannelId: str,
  raidChannelId: str,
  raidKey: str,
  refKey: str,
})
export type Raid = z.output<typeof raidSchema>

/**
 * Raid types on the socket: 1 and 3 send viewers to a random channel of the list, 2 sets the
 * autoplay raid list.
 *
 * @example raidChannelData.raidType === 2
 */
export const RAID_TYPES = [1, 2, 3] as const

/** @example z.parse(raidChannelDataSchema, { channelList: [{ channelId: 'c3d4' }], raidType: 1, refKey: 'r1' }) */
export const raidChannelDataSchema = z.object({
  channelList: z._default(z.array(raidChannelSchema), []),
  raidType: z.literal(RAID_TYPES),
  refKey: str,
})
export type RaidChannelData = z.output<typeof raidChannelDataSchema>

/**
 * VIEWER_RAID, to the raiding channel's room. `channelId` (chosen, optional): the raiding
 * channel, so that a page in several channels' rooms (a main player and a picture-in-picture
 * one) knows whose audience is sent.
 *
 * @example z.parse(viewerRaidEventSchema, { channelId: 'airwave', raidChannelData: { channelList: [], raidType: 2 } })
 */
export const viewerRaidEventSchema = z.object({
  channelId: str,
  raidChannelData: raidChannelDataSchema,
})
export type ViewerRaidEvent = z.output<typeof viewerRaidEventSchema>

/** @example z.parse(raidAvailabilitySchema, { isRaidAvailable: false }) */
export const raidAvailabilitySchema = z.object({ isRaidAvailable: z.boolean() })
export type RaidAvailability = z.output<typeof raidAvailabilitySchema>

/**
 * NEWSFEED_VIEWER_RAID, to each follower of the raided channel: `viewerChannel` is the channel
 * whose viewers arrive (the raider); `raidChannel` (chosen, optional) the followed channel they
 * arrive in, so the feed can say who raided whom.
 *
 * @example z.parse(newsfeedViewerRaidEventSchema, { viewerChannel: { channelId: 'a1b2', nickname: 'Kim' } })
 */
export const newsfeedViewerRaidEventSchema = z.object({
  viewerChannel: z.object({ channelId: z.string(), nickname: str }),
  raidChannel: z.optional(z.object({ channelId: z.string(), nickname: str })),
})
export type NewsfeedViewerRaidEvent = z.output<typeof newsfeedViewerRaidEventSchema>
