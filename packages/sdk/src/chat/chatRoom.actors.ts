import { fromCallback } from 'xstate'
import type { chatEndpoints } from '../contract/chat/chat.endpoints'
import type { ChatMessage } from '../contract/chat/chat.schemas'
import type { SendChatAck } from '../contract/realtime/socket.schemas'
import { ApiError } from '../core/apiError'
import type { BoundGroups } from '../core/client'
import { type CallArgs, fromCall } from '../core/fromCall'
import type { Realtime } from '../realtime/createRealtime'
import { channelFeed } from '../realtime/feedLink'
import type { ChatFeedEvent, ChatSendInput } from './chatRoom.machine'
import type { ModerationInputs } from './chatRoom.types'

type ChatApi = BoundGroups<{ chat: typeof chatEndpoints }>['chat']

/** The part of a bound client the chat room calls; a full client fits. */
export type ChatRoomClient = {
  chat: Pick<
    ChatApi,
    | 'getChatInfo'
    | 'getChatMe'
    | 'sendMessage'
    | 'deleteMessage'
    | 'blindMessage'
    | 'chatAction'
    | 'reportMessage'
  >
}

/** The part of the page's real-time connection the chat room uses. */
export type ChatRoomRealtime = Pick<Realtime, 'enter' | 'on' | 'send' | 'status' | 'subscribe'>

// The refusals a REST send answers with, read as the socket's acknowledgement reads them.
const refusedKinds = new Set(['chat', 'rate-limited', 'unauthorized', 'invalid-input'])

/** How long the feed gathers chat messages before handing them to the room in one event. */
export const CHAT_FEED_GATHER_MS = 20

export interface ChatFeedOptions {
  /** Default {@link CHAT_FEED_GATHER_MS}; 0 hands each message over alone. */
  gatherMs?: number
}

/**
 * The `chatFeed` actor: enters the channel on the page's socket (left again when the room
 * stops), and passes on what concerns this channel's chat and whether the socket is up.
 * Messages are handed over gathered (`FEED.ENTRIES`, every `gatherMs`): a busy channel's
 * thousand messages a second then cost the room a few dozen events, not a thousand; anything
 * else the socket says goes after the messages gathered before it.
 *
 * @example chatRoomMachine.provide({ actors: { chatFeed: chatFeed(realtime) } })
 */
export function chatFeed(realtime: ChatRoomRealtime, options: ChatFeedOptions = {}) {
  const gatherMs = options.gatherMs ?? CHAT_FEED_GATHER_MS
  return fromCallback<{ type: string }, { channelId: string }>(({ input, sendBack }) => {
    const { channelId } = input
    let gathered: ChatMessage[] = []
    let timer: ReturnType<typeof setTimeout> | undefined
    const handOver = () => {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      if (gathered.length === 0) return
      const entries = gathered
      gathered = []
      sendBack({ type: 'FEED.ENTRIES', entries })
    }
    const gather = (entry: ChatMessage) => {
      if (gatherMs <= 0) return sendBack({ type: 'FEED.ENTRY', entry })
      gathered.push(entry)
      timer ??= setTimeout(handOver, gatherMs)
    }
    const feed = (event: ChatFeedEvent) => {
      handOver()
      sendBack(event)
    }
    const ours = (event: { channelId: string }) => event.channelId === channelId
    const stop = channelFeed(realtime, channelId, feed, [
      realtime.on('CHAT_MESSAGE', (entry) => ours(entry) && gather(entry)),
      realtime.on(
        'CHAT_HISTORY',
        (event) => ours(event) && feed({ type: 'FEED.HISTORY', messages: event.messages }),
      ),
      realtime.on(
        'CHAT_DELETE',
        (event) =>
          ours(event) &&
          feed({ type: 'FEED.DELETE', logIdentity: event.logIdentity, viewerId: event.viewerId }),
      ),
      realtime.on(
        'CHAT_BLIND',
        (event) => ours(event) && feed({ type: 'FEED.BLIND', logIdentity: event.logIdentity }),
      ),
      realtime.on('CHAT_INFO', ({ channelId: room, ...info }) => {
        if (room === channelId) feed({ type: 'FEED.INFO', info })
      }),
    ])
    return () => {
      if (timer !== undefined) clearTimeout(timer)
      stop()
    }
  })
}

/**
 * The calls of {@link chatRoomMachine}: the feed and the sends over the page's socket, the
 * rest with a bound client.
 *
 * @example
 * chatRoomMachine.provide({ actors: chatRoomActors({ realtime, client }) })
 */
export function chatRoomActors({
  realtime,
  client,
}: {
  realtime: ChatRoomRealtime
  client: ChatRoomClient
}) {
  const c = client.chat
  return {
    chatFeed: chatFeed(realtime),
    getChatInfo: fromCall(({ input, signal }: CallArgs<{ channelId: string }>) =>
      c.getChatInfo(input.channelId, { signal }),
    ),
    getChatMe: fromCall(({ input, signal }: CallArgs<{ channelId: string }>) =>
      c.getChatMe(input.channelId, { signal }),
    ),
    sendOverSocket: fromCall(({ input }: { input: ChatSendInput }) =>
      realtime.send('SEND_CHAT', input),
    ),
    sendOverRest: fromCall(async ({ input }: { input: ChatSendInput }): Promise<SendChatAck> => {
      try {
        const entry = await c.sendMessage(input.channelId, { message: input.message })
        return { ok: true, entry }
      } catch (error) {
        if (!(error instanceof ApiError) || !refusedKinds.has(error.kind)) throw error
        return { ok: false, code: error.code, message: error.message }
      }
    }),
    deleteMessage: fromCall(({ input }: { input: { channelId: string; logIdentity: string } }) =>
      c.deleteMessage(input.channelId, input.logIdentity),
    ),
    blindMessage: fromCall(({ input }: { input: { channelId: string; logIdentity: string } }) =>
      c.blindMessage(input.channelId, input.logIdentity),
    ),
    chatAction: fromCall(({ input }: { input: ModerationInputs['chatAction'] }) =>
      c.chatAction(input.channelId, {
        targetChannelId: input.targetChannelId,
        action: input.action,
        ...(input.minutes === undefined ? {} : { minutes: input.minutes }),
      }),
    ),
    // The reason's key, as a comment report sends it: the two queues read alike.
    reportMessage: fromCall(({ input }: { input: ModerationInputs['reportMessage'] }) =>
      c.reportMessage(input.channelId, input.logIdentity, { reportReason: input.reason }),
    ),
  }
}
