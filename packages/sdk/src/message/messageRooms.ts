import type { InfiniteData, QueryClient } from '@tanstack/query-core'
import {
  type DirectMessageRoomEvent,
  directMessageRoomEventSchema,
  type MessageContent,
  type MessageRoom,
} from '../contract/message/message.schemas'
import type { Realtime } from '../realtime/createRealtime'
import { parsedEvent } from '../realtime/parsedEvent'
import { messageKeys } from './messageKeys'

// The room list and the header's count, kept current by the socket: every member's socket
// hears DIRECT_MESSAGE and DIRECT_MESSAGE_ROOM, whatever page it is on.

type Page = { messageRoomList: MessageRoom[]; hasNext?: boolean | undefined }
type Pages = InfiniteData<Page, number>
type Info = { unReadRoomCount?: number | undefined; isAllowMessage?: boolean | undefined }

/** A message as the socket says it: with its room. */
export type RoomMessage = MessageContent & { messageRoomIdx: number }

const mapPages = (pages: Pages, map: (list: MessageRoom[], index: number) => MessageRoom[]) => ({
  ...pages,
  pages: pages.pages.map((page, index) => ({
    ...page,
    messageRoomList: map(page.messageRoomList, index),
  })),
})

/** The loaded room of this index. @example findRoom(pages, 3)?.unReadCount */
export function findRoom(
  pages: Pages | undefined,
  messageRoomIdx: number,
): MessageRoom | undefined {
  for (const page of pages?.pages ?? []) {
    const room = page.messageRoomList.find((r) => r.messageRoomIdx === messageRoomIdx)
    if (room) return room
  }
  return undefined
}

/**
 * The list with a new message: its room on top with it as the preview, one more unread when it
 * is the other's and the room is not the one shown (`open`). Undefined when the room is not
 * loaded (a new room: the list is read again). A message seen before changes nothing.
 *
 * @example withMessage(pages, message, { own: false, open: false })
 */
export function withMessage(
  pages: Pages,
  message: RoomMessage,
  { own, open }: { own: boolean; open: boolean },
): Pages | undefined {
  const room = findRoom(pages, message.messageRoomIdx)
  if (!room) return undefined
  const last = room.lastMessage?.messageContentIdx ?? 0
  if (message.messageContentIdx <= last) return pages
  const { messageRoomIdx: _room, ...content } = message
  const moved: MessageRoom = {
    ...room,
    lastMessage: content,
    updateDate: message.createDate ?? room.updateDate,
    unReadCount: own || open ? (room.unReadCount ?? 0) : (room.unReadCount ?? 0) + 1,
  }
  return mapPages(pages, (list, index) => {
    const rest = list.filter((r) => r.messageRoomIdx !== message.messageRoomIdx)
    return index === 0 ? [moved, ...rest] : rest
  })
}

/** The list with a room's new fields (read, answered). @example withRoom(pages, room) */
export function withRoom(pages: Pages, room: Partial<MessageRoom> & { messageRoomIdx: number }) {
  return mapPages(pages, (list) =>
    list.map((r) => {
      if (r.messageRoomIdx !== room.messageRoomIdx) return r
      // The list keeps its channel and preview when the answer has none.
      const { messageContentList: _list, ...fields } = room
      return {
        ...r,
        ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
      }
    }),
  )
}

/** The list without a room. @example withoutRoom(pages, 3) */
export function withoutRoom(pages: Pages, messageRoomIdx: number): Pages {
  return mapPages(pages, (list) => list.filter((r) => r.messageRoomIdx !== messageRoomIdx))
}

/** The rooms with unread messages among those loaded. @example unreadRooms(pages) // 2 */
export function unreadRooms(pages: Pages | undefined): number {
  return (pages?.pages ?? []).reduce(
    (sum, page) => sum + page.messageRoomList.filter((r) => (r.unReadCount ?? 0) > 0).length,
    0,
  )
}

export interface FollowMessagesOptions {
  realtime: Pick<Realtime, 'on' | 'subscribe' | 'status'>
  queryClient: QueryClient
  /** The room on screen, whose messages are read as they come (no unread count for it). */
  openRoom?: () => number | undefined
}

/**
 * Keeps the member's room list and unread count current from the socket: a message moves its
 * room to the top (its preview, one more unread unless it is the member's or on screen; a room
 * not loaded reads the list again), DIRECT_MESSAGE_ROOM changes a room's status, clears its
 * unread on a read from another tab, drops a left room and sets the count it carries. After a
 * reconnection everything is read again: what came meanwhile is not lost. Returns the stop.
 *
 * @example useEffect(() => followMessages({ realtime, queryClient }), [realtime, queryClient])
 */
export function followMessages({ realtime, queryClient, openRoom }: FollowMessagesOptions) {
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.rooms() })
    void queryClient.invalidateQueries({ queryKey: messageKeys.info() })
  }
  const offMessage = realtime.on('DIRECT_MESSAGE', ({ content }) => {
    const message = content.directMessageData
    const pages = queryClient.getQueryData<Pages>(messageKeys.rooms())
    const room = findRoom(pages, message.messageRoomIdx)
    // Own: sent by the member, i.e. not by the room's other channel.
    const own =
      room?.channel?.channelId !== undefined && message.senderChannelId !== room.channel.channelId
    const open = openRoom?.() === message.messageRoomIdx
    const next = pages && withMessage(pages, message, { own, open })
    if (next) queryClient.setQueryData(messageKeys.rooms(), next)
    else void queryClient.invalidateQueries({ queryKey: messageKeys.rooms() })
    // The unread count of rooms is the server's: a message of the other's may have added one.
    if (!own && !open) void queryClient.invalidateQueries({ queryKey: messageKeys.info() })
  })
  const offRoom = onMessageRoomEvent(realtime, (event: DirectMessageRoomEvent) => {
    const pages = queryClient.getQueryData<Pages>(messageKeys.rooms())
    if (pages) {
      if (event.change === 'deleted') {
        queryClient.setQueryData(messageKeys.rooms(), withoutRoom(pages, event.messageRoomIdx))
      } else if (event.change === 'status' && event.roomStatus) {
        const room = { messageRoomIdx: event.messageRoomIdx, roomStatus: event.roomStatus }
        if (findRoom(pages, event.messageRoomIdx))
          queryClient.setQueryData(messageKeys.rooms(), withRoom(pages, room))
        else void queryClient.invalidateQueries({ queryKey: messageKeys.rooms() })
      } else if (event.change === 'read' && findRoom(pages, event.messageRoomIdx)?.unReadCount) {
        // Read somewhere (another tab of the member's, or the other reading theirs): the
        // server's count of the room is read again rather than guessed.
        void queryClient.invalidateQueries({ queryKey: messageKeys.rooms() })
      }
    }
    if (event.unReadRoomCount !== undefined) {
      const count = event.unReadRoomCount
      queryClient.setQueryData<Info>(messageKeys.info(), (info) => ({
        ...info,
        unReadRoomCount: count,
      }))
    }
  })
  let wasConnected = realtime.status() === 'connected'
  const offLink = realtime.subscribe((status) => {
    const connected = status === 'connected'
    if (connected && !wasConnected) refresh()
    wasConnected = connected
  })
  return () => {
    offMessage()
    offRoom()
    offLink()
  }
}

/**
 * Listens to the socket's DIRECT_MESSAGE_ROOM, parsed with the message domain's schema (the
 * socket contract passes it through). Returns the stop.
 *
 * @example const off = onMessageRoomEvent(realtime, (event) => event.change === 'read' && mark(event))
 */
export function onMessageRoomEvent(
  realtime: Pick<Realtime, 'on'>,
  handler: (event: DirectMessageRoomEvent) => void,
): () => void {
  return realtime.on(
    'DIRECT_MESSAGE_ROOM',
    parsedEvent('DIRECT_MESSAGE_ROOM', directMessageRoomEventSchema, handler),
  )
}
