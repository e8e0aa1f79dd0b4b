import * as z from 'zod/mini'
import { safeStrings } from '../../core/safeText'
import { CHAT_MAX_LENGTH, chatMessageSchema } from '../chat/chat.schemas'
import {
  newsfeedViewerRaidEventSchema,
  raidAvailabilitySchema,
  viewerRaidEventSchema,
} from '../raid/raid.schemas'
import {
  channelVoteEventSchema,
  chatBlindEventSchema,
  chatDeleteEventSchema,
  chatHistoryEventSchema,
  chatInfoEventSchema,
  directMessageEventSchema,
  liveInfoEventSchema,
  liveStatusSocketEventSchema,
  sendChatAckSchema,
  socketAckSchema,
  socketErrorSchema,
  videoReadyEventSchema,
} from './socket.schemas'

/** Where the socket listens, on the API's own origin. @example io(baseUrl, { path: SOCKET_PATH }) */
export const SOCKET_PATH = '/socket.io/'

// The real-time socket's contract: event name to payload schema, the way the REST domains map
// names to endpoints. Several domains push through it (live status and counters, chat, votes,
// raids, direct messages, a channel's new videos), so it is a domain of its own. Transport: socket.io 4, WebSocket only.

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
  // A member's message rooms and a channel's missions: parsed by their domains
  // (`directMessageRoomEventSchema`, `missionUpdateEventSchema`, with `parsedEvent`), so that
  // every page with a socket does not carry their schemas.
  DIRECT_MESSAGE_ROOM: z.unknown(),
  MISSION_UPDATE: z.unknown(),
  CHANNEL_VOTE: channelVoteEventSchema,
  LIVE_INFO: liveInfoEventSchema,
  LIVE_STATUS: liveStatusSocketEventSchema,
  VIDEO_READY: videoReadyEventSchema,
  CHAT_MESSAGE: chatMessageSchema,
  CHAT_HISTORY: chatHistoryEventSchema,
  CHAT_DELETE: chatDeleteEventSchema,
  CHAT_BLIND: chatBlindEventSchema,
  CHAT_INFO: chatInfoEventSchema,
  VIEWER_RAID: viewerRaidEventSchema,
  RAID_AVAILABILITY: raidAvailabilitySchema,
  NEWSFEED_VIEWER_RAID: newsfeedViewerRaidEventSchema,
  SOCKET_ERROR: socketErrorSchema,
  // To the overlays of one widget only (a socket signed in with its key): a new alert, the
  // streamer's skip, pause or resume, new settings, the timer. Their payloads are parsed by
  // the widget domain (`widgetEventSchemas`, in its feeds), so that a page without overlays
  // does not carry the widgets' schemas.
  WIDGET_ALERT: z.unknown(),
  WIDGET_CONTROL: z.unknown(),
  WIDGET_SETTINGS: z.unknown(),
  WIDGET_TIMER: z.unknown(),
}
export type SocketEventName = keyof typeof socketEvents
export type SocketEventPayload<Name extends SocketEventName> = z.output<(typeof socketEvents)[Name]>

/**
 * Outgoing socket events and their payloads: ENTER_CHANNEL and LEAVE_ALL_CHANNEL from the
 * spec; AUTH (a refreshed access token, or none after sign-out), SEND_CHAT (the chat send
 * with an acknowledgement, the same checks as the REST call) and WIDGET_HEALTH (an overlay's
 * report) chosen. Their strings carry the check of every REST call's (`safeStrings`: no NUL,
 * no lone surrogate), so a socket is refused what a call is, with the same code.
 *
 * @example socket.emit('ENTER_CHANNEL', z.parse(socketCommands.ENTER_CHANNEL, { channelId }))
 */
export const socketCommands = {
  ENTER_CHANNEL: z
    .object({ channelId: z.string().check(z.minLength(1), z.maxLength(64)) })
    .check(safeStrings),
  LEAVE_ALL_CHANNEL: z.undefined(),
  AUTH: z.object({ token: z.optional(z.string().check(z.maxLength(4096))) }).check(safeStrings),
  SEND_CHAT: z
    .object({
      channelId: z.string().check(z.minLength(1), z.maxLength(64)),
      message: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_MAX_LENGTH)),
    })
    .check(safeStrings),
  // An overlay's report of itself, for its dashboard page (chosen; overlays' sockets only). Its
  // shape is the widget domain's (`overlayReportSchema`, checked by the server and typed by the
  // reporter), kept out of the socket contract every page loads.
  WIDGET_HEALTH: z.unknown(),
}
export type SocketCommandName = keyof typeof socketCommands
export type SocketCommandPayload<Name extends SocketCommandName> = z.input<
  (typeof socketCommands)[Name]
>

/**
 * The acknowledgement each command answers with. ENTER_CHANNEL and LEAVE_ALL_CHANNEL answer
 * `{ ok }` (a refused channel id carries its code); AUTH answers `{ ok }` (false: the token was
 * refused and the socket reads only).
 *
 * @example const ack = z.parse(socketAcks.SEND_CHAT, await socket.emitWithAck('SEND_CHAT', body))
 */
export const socketAcks = {
  ENTER_CHANNEL: socketAckSchema,
  LEAVE_ALL_CHANNEL: socketAckSchema,
  AUTH: socketAckSchema,
  SEND_CHAT: sendChatAckSchema,
  WIDGET_HEALTH: socketAckSchema,
} satisfies Record<SocketCommandName, z.ZodMiniType>
export type SocketAckOf<Name extends SocketCommandName> = z.output<(typeof socketAcks)[Name]>
