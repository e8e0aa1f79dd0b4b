import * as z from 'zod/mini'
import { messageContentSchema } from '../message/message.schemas'
import { pollSchema } from '../poll/poll.schemas'

// The payloads the socket pushes besides raids (those are the raid domain's).

const num = z.optional(z.number())
const str = z.optional(z.string())

/** Live counters pushed for the entered channel. @example z.parse(liveInfoEventSchema, { channelId: 'a1b2', likeCnt: 5 }) */
export const liveInfoEventSchema = z.object({
  channelId: z.string(),
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
