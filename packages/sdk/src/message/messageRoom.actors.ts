import { fromCallback } from 'xstate'
import type { channelEndpoints } from '../contract/channel/channel.endpoints'
import type { messageEndpoints } from '../contract/message/message.endpoints'
import type { ClientPart } from '../core/client'
import { type CallArgs, fromCall } from '../core/fromCall'
import type { Realtime } from '../realtime/createRealtime'
import { linkFeed } from '../realtime/feedLink'
import type {
  LoadContentsInput,
  MessageRoomFeedEvent,
  SendMessageInput,
} from './messageRoom.machine'
import { onMessageRoomEvent } from './messageRooms'

/** The calls a room makes; a full client fits. */
export type MessageRoomClient = ClientPart<
  'message',
  typeof messageEndpoints,
  'roomWith' | 'listContents' | 'send' | 'markRead' | 'answerRequest' | 'deleteRoom'
> &
  ClientPart<'channel', typeof channelEndpoints, 'block'>

/** The part of the page's socket a room listens to. */
export type MessageRoomRealtime = Pick<Realtime, 'on' | 'status' | 'subscribe'>

/**
 * The `roomFeed` actor: passes on the member's direct messages and room changes (the machine
 * keeps its room's) and whether the socket is up.
 *
 * @example messageRoomMachine.provide({ actors: { roomFeed: messageRoomFeed(realtime) } })
 */
export function messageRoomFeed(realtime: MessageRoomRealtime) {
  return fromCallback<{ type: string }, Record<string, never>>(({ sendBack }) => {
    const feed = (event: MessageRoomFeedEvent) => sendBack(event)
    return linkFeed(realtime, feed, [
      realtime.on('DIRECT_MESSAGE', ({ content }) =>
        feed({ type: 'FEED.MESSAGE', message: content.directMessageData }),
      ),
      onMessageRoomEvent(realtime, (event) => feed({ type: 'FEED.ROOM', event })),
    ])
  })
}

/**
 * The I/O of {@link messageRoomMachine}: the socket's feed and the bound client's calls.
 *
 * @example messageRoomMachine.provide({ actors: messageRoomActors({ client, realtime }) })
 */
export function messageRoomActors({
  client,
  realtime,
}: {
  client: MessageRoomClient
  realtime: MessageRoomRealtime
}) {
  const m = client.message
  return {
    roomFeed: messageRoomFeed(realtime),
    findRoom: fromCall(({ input, signal }: CallArgs<{ channelId: string }>) =>
      m.roomWith(input, { signal }),
    ),
    loadContents: fromCall(({ input, signal }: CallArgs<LoadContentsInput>) =>
      m.listContents(input, { signal }),
    ),
    // No signal: a message on its way is not taken back by closing the room.
    sendMessage: fromCall(({ input }: CallArgs<SendMessageInput>) => m.send(input)),
    markRead: fromCall(({ input }: CallArgs<{ messageContentIdx: number }>) => m.markRead(input)),
    answerRequest: fromCall(({ input }: CallArgs<{ messageRoomIdx: number; isAllow: boolean }>) =>
      m.answerRequest(input),
    ),
    deleteRoom: fromCall(({ input }: CallArgs<{ messageRoomIdx: number }>) => m.deleteRoom(input)),
    blockChannel: fromCall(({ input }: CallArgs<{ channelId: string }>) =>
      client.channel.block(input),
    ),
  }
}
