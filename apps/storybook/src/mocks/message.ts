import {
  MESSAGE_LIMITS,
  type MessageContent,
  type MessageRoom,
  type MessageRoomStatus,
  messageEndpoints,
} from '@airwave/sdk/contract'
import { Refusal } from './backend'
import { CDN_ORIGIN } from './cdn'
import { memberRoute } from './route'

// The member's direct messages as the reference server answers them: rooms latest first with
// their status for the member, a thread paged back in time (newest page first, oldest first
// within it, `hasNext` while older ones remain), sends stored with their client id (a retry
// answers the stored one), requests answered, rooms left, and the channel search.

/** What a message story starts from (`parameters.message`). */
export interface MessageScenario {
  /** No rooms at all. */
  empty?: boolean
  /** Messages in Joon's room (room 1); default 6. More than a page shows "load older". */
  thread?: number
  /** The unread rooms the header counts; default 2. */
  unread?: number
}

/** The rooms of the demo, one per status a room can be in, by index. */
export const ROOM_STATUSES: readonly [number, MessageRoomStatus, string, string][] = [
  [1, 'NORMAL', 'viewer2', 'Joon'],
  [2, 'REQUEST_RECEIVED', 'viewer3', 'Ploy'],
  [3, 'REQUEST_SENT', 'viewer4', 'Lin'],
  [4, 'REQUEST_REJECTED', 'viewer5', 'Haru'],
  [5, 'REQUEST_DECLINED', 'sol', 'Sol'],
  [6, 'APPROVED_BY_ME', 'kai', 'Kai'],
  [7, 'APPROVED_BY_OTHER', 'noa', 'Noa'],
  [8, 'OFFICIAL_CHANNEL_CANNOT_SEND', 'airwave', 'Airwave'],
  [9, 'WITHDRAWN_CHANNEL_CANNOT_SEND', 'gone42', 'gone42'],
  [10, 'USER_SETTING_CANNOT_SEND', 'quiet', 'Quiet Cat'],
  [11, 'UNBLOCK_REQUIRED', 'troll', 'Free Gems Bot'],
  [12, 'SERVICE_UNBLOCK_REQUIRED', 'paused', 'Paused'],
  [13, 'DELETED', 'leaver', 'Leaver'],
  [14, 'CHANNEL_UNBLOCK_REQUIRED', 'strict', 'Strict'],
  [15, 'BLACKLIST_UNBLOCK_REQUIRED', 'banhammer', 'Ban Hammer'],
]

const LINES = [
  'Hey! Are you streaming tonight?',
  'Yes, around 8. Road trip day 4 🚗',
  'Nice, I will be there. Saving gems for the challenge 😄',
  'Ha, thanks! Bring snacks.',
  'Also: that clutch yesterday was unreal, see https://airwave.test/clip/42',
  'Thank you!! Watch it again tonight',
]

const state = {
  rooms: [] as MessageRoom[],
  threads: new Map<number, MessageContent[]>(),
  unread: 0,
  nextIdx: 10_000,
}

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString()

/**
 * Starts the messages over from the story's scenario.
 *
 * @example resetMessages({ thread: 80 })
 */
export function resetMessages(scenario: MessageScenario = {}): void {
  state.threads = new Map()
  state.unread = scenario.unread ?? 2
  state.nextIdx = 10_000
  if (scenario.empty) {
    state.rooms = []
    return
  }
  const count = scenario.thread ?? 6
  state.threads.set(
    1,
    Array.from({ length: count }, (_, i) => ({
      messageContentIdx: i + 1,
      messageContent: LINES[i % LINES.length] ?? '',
      senderChannelId: i % 2 === 0 ? 'viewer2' : 'viewer1',
      createDate: at((count - i) * 3),
      messageStatus: 'SENT',
      unReadParticipantCount: 0,
    })),
  )
  state.rooms = ROOM_STATUSES.map(([idx, roomStatus, channelId, nickname], i) => {
    const thread =
      state.threads.get(idx) ??
      (() => {
        const list: MessageContent[] = [
          {
            messageContentIdx: 100 * idx,
            messageContent:
              roomStatus === 'REQUEST_SENT' || roomStatus === 'REQUEST_REJECTED'
                ? 'Hi! Loved your stream, could we collab?'
                : `Hello from ${nickname}`,
            senderChannelId:
              roomStatus === 'REQUEST_SENT' || roomStatus === 'REQUEST_REJECTED'
                ? 'viewer1'
                : channelId,
            createDate: at(60 * (i + 1)),
            messageStatus: roomStatus.startsWith('REQUEST') ? 'REQUEST' : 'SENT',
            unReadParticipantCount: roomStatus === 'REQUEST_SENT' ? 1 : 0,
          },
        ]
        state.threads.set(idx, list)
        return list
      })()
    return {
      messageRoomIdx: idx,
      roomStatus,
      messageContentList: [],
      channel: {
        channelId,
        nickname,
        ...(i % 3 === 0
          ? { profileUrl: `${CDN_ORIGIN}/picture/${(i * 50) % 360}/${nickname}.svg` }
          : {}),
      },
      lastMessage: thread.at(-1),
      unReadCount: idx === 1 ? 2 : idx === 2 ? 1 : 0,
      updateDate: thread.at(-1)?.createDate,
    }
  })
}

const m = messageEndpoints
const roomOf = (idx: number) => {
  const room = state.rooms.find((r) => r.messageRoomIdx === idx)
  if (!room) throw new Refusal('MSG2008', 'No such conversation')
  return room
}
const CAN_SEND: readonly MessageRoomStatus[] = ['NORMAL', 'APPROVED_BY_ME', 'APPROVED_BY_OTHER']

export const messageHandlers = [
  memberRoute('getMessageInfo', m.getInfo, () => ({
    unReadRoomCount: state.unread,
    isAllowMessage: true,
  })),
  memberRoute('listMessageRooms', m.listRooms, ({ query }) => {
    const limit = query.limit ?? MESSAGE_LIMITS.roomPage.default
    const pageNo = query.page ?? 1
    return {
      messageRoomList: state.rooms.slice((pageNo - 1) * limit, pageNo * limit),
      hasNext: pageNo * limit < state.rooms.length,
    }
  }),
  memberRoute('roomWith', m.roomWith, ({ query }) => {
    const room = state.rooms.find((r) => r.channel?.channelId === query.channelId)
    if (room) return { ...room, messageContentList: [] }
    return {
      messageRoomIdx: 0,
      roomStatus: 'REQUEST_REQUIRED' as const,
      messageContentList: [],
      channel: {
        channelId: query.channelId,
        nickname: query.channelId === 'newfriend' ? 'New Friend' : query.channelId,
      },
    }
  }),
  memberRoute('listMessageContents', m.listContents, ({ query }) => {
    const room = roomOf(query.messageRoomIdx)
    const thread = state.threads.get(room.messageRoomIdx) ?? []
    const limit = query.limit ?? MESSAGE_LIMITS.contentPage.default
    const before = query.lastMessageContentIdx
    const older = before === undefined ? thread : thread.filter((c) => c.messageContentIdx < before)
    const list = older.slice(-limit)
    return { ...room, messageContentList: list, hasNext: older.length > list.length }
  }),
  memberRoute('sendMessage', m.send, ({ viewer, body }) => {
    const room = body.messageRoomIdx
      ? roomOf(body.messageRoomIdx)
      : state.rooms.find((r) => r.channel?.channelId === body.receiverChannelId)
    if (room && !CAN_SEND.includes(room.roomStatus)) {
      if (room.roomStatus === 'REQUEST_SENT') throw new Refusal('MSG2003', 'Request pending')
      throw new Refusal('MSG2000', 'This room does not take messages')
    }
    const thread = room ? (state.threads.get(room.messageRoomIdx) ?? []) : []
    const known = thread.find(
      (c) => c.clientMessageId && c.clientMessageId === body.clientMessageId,
    )
    const stored: MessageContent = known ?? {
      messageContentIdx: ++state.nextIdx,
      messageContent: body.messageContent,
      senderChannelId: viewer,
      createDate: new Date().toISOString(),
      messageStatus: room ? 'SENT' : 'REQUEST',
      unReadParticipantCount: 1,
      ...(body.clientMessageId ? { clientMessageId: body.clientMessageId } : {}),
    }
    if (!known) thread.push(stored)
    const target: MessageRoom = room ?? {
      messageRoomIdx: 100 + state.rooms.length,
      roomStatus: 'REQUEST_SENT',
      messageContentList: [],
      channel: { channelId: body.receiverChannelId ?? '', nickname: body.receiverChannelId },
    }
    if (!room) {
      state.rooms.unshift(target)
      state.threads.set(target.messageRoomIdx, thread)
    }
    target.lastMessage = stored
    return { ...stored, messageRoomIdx: target.messageRoomIdx, roomStatus: target.roomStatus }
  }),
  memberRoute('answerMessageRequest', m.answerRequest, ({ body }) => {
    const room = roomOf(body.messageRoomIdx)
    if (room.roomStatus !== 'REQUEST_RECEIVED') throw new Refusal('MSG2000', 'No request to answer')
    room.roomStatus = body.isAllow ? 'APPROVED_BY_ME' : 'REQUEST_DECLINED'
    return { ...room, messageContentList: [] }
  }),
  memberRoute('deleteMessageRoom', m.deleteRoom, ({ query }) => {
    roomOf(query.messageRoomIdx)
    state.rooms = state.rooms.filter((r) => r.messageRoomIdx !== query.messageRoomIdx)
    return null
  }),
  memberRoute('markMessagesRead', m.markRead, () => {
    state.unread = Math.max(0, state.unread - 1)
    return null
  }),
  memberRoute('searchMessageChannels', m.searchChannels, ({ query }) => {
    const word = query.keyword.toLowerCase()
    return state.rooms
      .flatMap((r) => (r.channel ? [r.channel] : []))
      .concat([{ channelId: 'newfriend', nickname: 'New Friend' }])
      .filter((c) => c.channelId.includes(word) || (c.nickname ?? '').toLowerCase().includes(word))
      .slice(0, MESSAGE_LIMITS.searchResults)
  }),
  memberRoute('saveMessageSetting', m.saveSetting, ({ body }) => ({
    unReadRoomCount: state.unread,
    isAllowMessage: body.isAllowMessage,
  })),
]
