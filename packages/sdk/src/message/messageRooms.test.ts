import { QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import type { MessageRoom } from '../contract/message/message.schemas'
import type { RealtimeStatus } from '../realtime/socketConnection.machine'
import { messageKeys } from './messageKeys'
import { findRoom, followMessages, unreadRooms, withMessage } from './messageRooms'

const room = (idx: number, fields: Partial<MessageRoom> = {}): MessageRoom => ({
  messageRoomIdx: idx,
  roomStatus: 'NORMAL',
  messageContentList: [],
  channel: { channelId: `c${idx}`, nickname: `C${idx}` },
  lastMessage: { messageContentIdx: idx * 10, messageContent: 'old' },
  unReadCount: 0,
  ...fields,
})
const pages = (...rooms: MessageRoom[]) => ({
  pages: [{ messageRoomList: rooms, hasNext: false }],
  pageParams: [1],
})

/** A socket the test speaks for: events by name, and the link's status. */
function fakeRealtime() {
  const handlers = new Map<string, (payload: never) => void>()
  const listeners = new Set<(status: RealtimeStatus) => void>()
  let status: RealtimeStatus = 'connected'
  return {
    on: (name: string, handler: (payload: never) => void) => {
      handlers.set(name, handler)
      return () => handlers.delete(name)
    },
    subscribe: (listener: (status: RealtimeStatus) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    status: () => status,
    push: (name: string, payload: unknown) => handlers.get(name)?.(payload as never),
    link: (next: RealtimeStatus) => {
      status = next
      for (const l of listeners) l(next)
    },
  }
}

describe('withMessage', () => {
  it("moves the room to the top with the message, one more unread when it is the other's", () => {
    const next = withMessage(
      pages(room(1), room(2)),
      { messageRoomIdx: 2, messageContentIdx: 99, messageContent: 'new', senderChannelId: 'c2' },
      { own: false, open: false },
    )
    const list = next?.pages[0]?.messageRoomList
    expect(list?.map((r) => r.messageRoomIdx)).toEqual([2, 1])
    expect(list?.[0]).toMatchObject({ unReadCount: 1, lastMessage: { messageContent: 'new' } })
    expect(unreadRooms(next)).toBe(1)
  })

  it('changes nothing for a message seen before, and says so for a room not loaded', () => {
    const before = pages(room(1))
    const seen = { messageRoomIdx: 1, messageContentIdx: 10, messageContent: 'old' }
    expect(withMessage(before, seen, { own: false, open: false })).toBe(before)
    expect(withMessage(before, { ...seen, messageRoomIdx: 5 }, { own: false, open: false })).toBe(
      undefined,
    )
  })
})

describe('followMessages', () => {
  it('keeps the list and the unread count current from the socket', () => {
    const queryClient = new QueryClient()
    const realtime = fakeRealtime()
    queryClient.setQueryData(messageKeys.rooms(), pages(room(1), room(2)))
    queryClient.setQueryData(messageKeys.info(), { unReadRoomCount: 0 })
    const stop = followMessages({ realtime, queryClient, openRoom: () => 1 })

    realtime.push('DIRECT_MESSAGE', {
      content: {
        directMessageData: {
          messageRoomIdx: 1,
          messageContentIdx: 50,
          messageContent: 'shown',
          senderChannelId: 'c1',
        },
      },
    })
    const list = () => findRoom(queryClient.getQueryData(messageKeys.rooms()), 1)
    // The open room's message is read as it comes.
    expect(list()).toMatchObject({ unReadCount: 0, lastMessage: { messageContentIdx: 50 } })

    realtime.push('DIRECT_MESSAGE_ROOM', {
      messageRoomIdx: 2,
      change: 'status',
      roomStatus: 'REQUEST_DECLINED',
      unReadRoomCount: 3,
    })
    expect(findRoom(queryClient.getQueryData(messageKeys.rooms()), 2)?.roomStatus).toBe(
      'REQUEST_DECLINED',
    )
    expect(queryClient.getQueryData(messageKeys.info())).toEqual({ unReadRoomCount: 3 })

    realtime.push('DIRECT_MESSAGE_ROOM', { messageRoomIdx: 2, change: 'deleted' })
    expect(findRoom(queryClient.getQueryData(messageKeys.rooms()), 2)).toBeUndefined()

    stop()
    realtime.push('DIRECT_MESSAGE_ROOM', { messageRoomIdx: 1, change: 'deleted' })
    expect(list()).toBeDefined()
  })

  it('reads everything again after the socket came back', () => {
    const queryClient = new QueryClient()
    const realtime = fakeRealtime()
    queryClient.setQueryData(messageKeys.rooms(), pages(room(1)))
    queryClient.setQueryData(messageKeys.info(), { unReadRoomCount: 0 })
    followMessages({ realtime, queryClient })
    realtime.link('reconnecting')
    expect(queryClient.getQueryState(messageKeys.info())?.isInvalidated).toBe(false)
    realtime.link('connected')
    expect(queryClient.getQueryState(messageKeys.info())?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(messageKeys.rooms())?.isInvalidated).toBe(true)
  })
})
