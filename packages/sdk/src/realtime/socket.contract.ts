import * as z from 'zod/mini'
import {
  newsfeedViewerRaidEventSchema,
  raidAvailabilitySchema,
  viewerRaidEventSchema,
} from '../raid/raid.schemas'
import {
  channelVoteEventSchema,
  directMessageEventSchema,
  liveInfoEventSchema,
  socketErrorSchema,
} from './socket.schemas'

// The real-time socket's contract: event name to payload schema, the way the REST domains map
// names to endpoints. Several domains push through it (raids, live counters, votes, direct
// messages), so it is a domain of its own.

/**
 * Incoming socket events and their payloads. `connect` and `disconnect` carry none. Event names
 * other than those are chosen (the spec names the events only in prose).
 *
 * @example
 * socket.on('VIEWER_RAID', (raw) => onRaid(z.parse(socketEvents.VIEWER_RAID, raw)))
 */
export const socketEvents = {
  connect: z.undefined(),
  disconnect: z.optional(z.string()),
  DIRECT_MESSAGE: directMessageEventSchema,
  CHANNEL_VOTE: channelVoteEventSchema,
  LIVE_INFO: liveInfoEventSchema,
  VIEWER_RAID: viewerRaidEventSchema,
  RAID_AVAILABILITY: raidAvailabilitySchema,
  NEWSFEED_VIEWER_RAID: newsfeedViewerRaidEventSchema,
  SOCKET_ERROR: socketErrorSchema,
}
export type SocketEventName = keyof typeof socketEvents
export type SocketEventPayload<Name extends SocketEventName> = z.output<(typeof socketEvents)[Name]>

/**
 * Outgoing socket events (names from the spec) and their payloads.
 *
 * @example socket.emit('ENTER_CHANNEL', z.parse(socketCommands.ENTER_CHANNEL, { channelId }))
 */
export const socketCommands = {
  ENTER_CHANNEL: z.object({ channelId: z.string() }),
  LEAVE_ALL_CHANNEL: z.undefined(),
}
export type SocketCommandName = keyof typeof socketCommands
