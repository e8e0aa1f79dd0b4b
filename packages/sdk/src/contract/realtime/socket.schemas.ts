import * as z from 'zod/mini'
import { safeStrings } from '../../core/safeText'
import { CHAT_BUFFER, chatMessageSchema, streamerChatInfoSchema } from '../chat/chat.schemas'
import { optionalNumber as num, optionalString as str } from '../core/fields'
import { liveStatusEventSchema } from '../live/live.schemas'
import { messageContentSchema } from '../message/message.schemas'
import { pollSchema } from '../poll/poll.schemas'

// The payloads the socket pushes besides raids (those are the raid domain's).

/**
 * Live counters pushed for the entered channel. `totalViewer` (chosen here; stream info has it)
 * counts each member once and each guest client once (the reference server: at most three
 * guests per address), across every server instance.
 *
 * @example z.parse(liveInfoEventSchema, { channelId: 'a1b2', likeCnt: 5, totalViewer: 3 })
 */
export const liveInfoEventSchema = z.object({
  channelId: z.string(),
  totalViewer: num,
  likeCnt: num,
  totalFollowerCount: num,
  totalSubscriberCount: num,
  spreadMax: num,
  spreadMin: num,
})
export type LiveInfoEvent = z.output<typeof liveInfoEventSchema>

/** `directMessageData` is a message plus its room (room field chosen). @example { content: { directMessageData: { messageRoomIdx: 1, messageContentIdx: 9, messageContent: 'hi' } } } */
export const directMessageEventSchema = z.object({
  content: z.object({
    directMessageData: z.extend(messageContentSchema, { messageRoomIdx: z.number() }),
  }),
})
export type DirectMessageEvent = z.output<typeof directMessageEventSchema>

/** @example z.parse(channelVoteEventSchema, { channelVoteData: { idx: 1, status: 'end' } }) */
export const channelVoteEventSchema = z.object({ channelVoteData: pollSchema })
export type ChannelVoteEvent = z.output<typeof channelVoteEventSchema>

/** @example z.parse(socketErrorSchema, { code: 'AUTH', message: 'expired' }) */
export const socketErrorSchema = z.object({
  code: z.optional(z.union([z.string(), z.number()])),
  message: str,
})
export type SocketError = z.output<typeof socketErrorSchema>

/**
 * A channel's broadcast started (`status` true) or stopped, with why (`endedReason`, see
 * `ENDED_REASON`): pushed to the channel's room by the ingest and by the calls that end a
 * stream (name chosen).
 *
 * @example z.parse(liveStatusSocketEventSchema, { channelId: 'airwave', status: false, endedReason: 0 })
 */
export const liveStatusSocketEventSchema = z.extend(liveStatusEventSchema, {
  channelId: z.string(),
})
export type LiveStatusSocketEvent = z.output<typeof liveStatusSocketEventSchema>

/**
 * A video of the channel is ready to watch (an upload or a broadcast's replay, transcoded):
 * pushed to the channel's room so a page listing its videos reads them again (name chosen).
 *
 * @example z.parse(videoReadyEventSchema, { channelId: 'airwave', vodNo: 42 })
 */
export const videoReadyEventSchema = z.object({
  channelId: z.string(),
  vodNo: z.number(),
})
export type VideoReadyEvent = z.output<typeof videoReadyEventSchema>

/** The room's latest entries, sent to a socket as it enters (name chosen). @example { channelId: 'airwave', messages: [] } */
export const chatHistoryEventSchema = z.object({
  channelId: z.string(),
  messages: z.array(chatMessageSchema).check(z.maxLength(CHAT_BUFFER)),
})
export type ChatHistoryEvent = z.output<typeof chatHistoryEventSchema>

/**
 * Entries removed from a room: one by `logIdentity`, or every entry of `viewerId` (name chosen).
 *
 * @example z.parse(chatDeleteEventSchema, { channelId: 'airwave', viewerId: 'viewer1' })
 */
export const chatDeleteEventSchema = z
  .object({ channelId: z.string(), logIdentity: str, viewerId: str })
  .check(
    z.refine((event) => event.logIdentity !== undefined || event.viewerId !== undefined, {
      message: 'logIdentity or viewerId',
    }),
  )
export type ChatDeleteEvent = z.output<typeof chatDeleteEventSchema>

/** An entry blinded by a moderator (name chosen). @example { channelId: 'airwave', logIdentity: 'l1' } */
export const chatBlindEventSchema = z.object({ channelId: z.string(), logIdentity: z.string() })
export type ChatBlindEvent = z.output<typeof chatBlindEventSchema>

/** The room's chat settings after a change: notice, rules, ice and slow mode (name chosen). */
export const chatInfoEventSchema = z.extend(streamerChatInfoSchema, { channelId: z.string() })
export type ChatInfoEvent = z.output<typeof chatInfoEventSchema>

/**
 * The socket's handshake query: the client id, and the access token of a member (a socket
 * without one reads but does not write).
 *
 * @example io(url, { path: SOCKET_PATH, transports: ['websocket'], query: { clientId, token } })
 */
export const socketHandshakeSchema = z
  .object({
    clientId: z.string().check(z.minLength(1), z.maxLength(128)),
    token: z.optional(z.string().check(z.maxLength(4096))),
  })
  .check(safeStrings)
export type SocketHandshake = z.output<typeof socketHandshakeSchema>

// A refused command, whatever it was: its catalogue code and, for a rate limit's or slow mode's
// refusal, in how many seconds the command is accepted again.
const refusedAck = z.object({
  ok: z.literal(false),
  code: z.string(),
  message: z.string(),
  retryAfterSeconds: z.optional(z.number()),
})

/**
 * The answer to a command: done, or refused with a catalogue code; a rate limit's refusal
 * (RATE_LIMITED) says in how many seconds the command is accepted again.
 */
export const socketAckSchema = z.union([z.object({ ok: z.literal(true) }), refusedAck])
export type SocketAck = z.output<typeof socketAckSchema>

/**
 * The answer to SEND_CHAT: the entry as the room got it, or refused with a catalogue code; a
 * slow-mode or rate refusal says in how many seconds a send is accepted again (chosen).
 */
export const sendChatAckSchema = z.union([
  z.object({ ok: z.literal(true), entry: chatMessageSchema }),
  refusedAck,
])
export type SendChatAck = z.output<typeof sendChatAckSchema>
