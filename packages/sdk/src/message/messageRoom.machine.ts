import { assign, emit, raise, setup } from 'xstate'
import type {
  DirectMessageRoomEvent,
  MessageChannel,
  MessageContent,
  MessageRoom,
  MessageRoomStatus,
} from '../contract/message/message.schemas'
import { unprovidedCall, unprovidedFeed } from '../core/inFlightCalls'
import type { MessageTextKey } from '../i18n/message/messageMessages'
import type { RoomMessage } from './messageRooms'
import { confirmKey, messageErrorKey, roomStatusView, sendableText } from './messageRules'
import {
  mergeMessages,
  newestStoredIdx,
  oldestStoredIdx,
  type ThreadMessage,
  withNewestPage,
  withReadUpTo,
} from './messageThread'

/** What a room is doing, for `data-state`. */
export type MessageRoomState = 'finding' | 'loading' | 'failed' | 'ready' | 'gone'

export interface MessageRoomInput {
  /** The room to open; without one, the room with `channel` is looked up (`roomWith`). */
  messageRoomIdx?: number
  /** The other member's channel (from the list or the channel page). */
  channel?: MessageChannel
  /** The status already known (the list's), shown until the room is read. */
  roomStatus?: MessageRoomStatus
  /** The member's own channel: their messages are on the right. */
  viewerChannelId?: string
  /** A new client message id per message (default `crypto.randomUUID`). */
  newId?: () => string
}

/** A pending leave or block, waiting for the member's confirmation, with its alert's words. */
export interface RoomConfirm {
  action: 'leave' | 'block'
  key: MessageTextKey
}

export interface MessageRoomContext {
  messageRoomIdx: number
  channel: MessageChannel | undefined
  roomStatus: MessageRoomStatus
  viewerChannelId: string | undefined
  messages: ThreadMessage[]
  hasOlder: boolean
  /** Messages up to this index were marked read. */
  readUpTo: number
  /** The member's messages waiting for their turn to go, by client id, in order. */
  outbox: string[]
  confirm: RoomConfirm | undefined
  /** The last request, leave or block that failed. */
  actionError: MessageTextKey | undefined
  olderFailed: boolean
  linkUp: boolean
  newId: () => string
}

export type MessageRoomFeedEvent =
  | { type: 'FEED.MESSAGE'; message: RoomMessage }
  | { type: 'FEED.ROOM'; event: DirectMessageRoomEvent }
  | { type: 'FEED.LINK'; connected: boolean }

export type MessageRoomEvent =
  | MessageRoomFeedEvent
  | { type: 'SEND'; text: string }
  | { type: 'RETRY_SEND'; clientMessageId: string }
  | { type: 'DISCARD'; clientMessageId: string }
  | { type: 'LOAD_OLDER' }
  | { type: 'SEEN' }
  | { type: 'RETRY' }
  | { type: 'ACCEPT' }
  | { type: 'DECLINE' }
  | { type: 'LEAVE' }
  | { type: 'BLOCK' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'SYNC' }

/** What the room tells its UI and the cache. */
export type MessageRoomEmitted =
  | { type: 'room'; room: Partial<MessageRoom> & { messageRoomIdx: number } }
  | { type: 'read'; messageRoomIdx: number; messageContentIdx: number }
  | { type: 'left'; messageRoomIdx: number }
  | { type: 'blocked'; channelId: string; messageRoomIdx: number }
  | { type: 'toast'; key: MessageTextKey }
  | { type: 'failed'; error: unknown }

export interface SendMessageInput {
  messageRoomIdx?: number
  receiverChannelId?: string
  messageContent: string
  clientMessageId: string
}

/** What the send answers: the stored message with its room and the room's status. */
export type SentMessage = MessageContent & { messageRoomIdx: number; roomStatus: MessageRoomStatus }

export interface LoadContentsInput {
  messageRoomIdx: number
  lastMessageContentIdx?: number
}

/** Whether a message of the thread is the member's: theirs by id, or not the other's. */
export function isOwnMessage(
  context: Pick<MessageRoomContext, 'viewerChannelId' | 'channel'>,
  message: ThreadMessage,
): boolean {
  if (message.state !== 'sent') return true
  if (context.viewerChannelId !== undefined)
    return message.senderChannelId === context.viewerChannelId
  return context.channel !== undefined && message.senderChannelId !== context.channel.channelId
}

// The newest stored message of the other's: what marking read reaches.
const newestIncoming = (context: MessageRoomContext) => {
  for (let i = context.messages.length - 1; i >= 0; i -= 1) {
    const m = context.messages[i]
    if (m && m.state === 'sent' && !isOwnMessage(context, m)) return m.messageContentIdx
  }
  return 0
}

const headOfOutbox = (context: MessageRoomContext) =>
  context.messages.find((m) => m.clientMessageId === context.outbox[0])

const ours = (context: MessageRoomContext, message: RoomMessage) =>
  context.messageRoomIdx > 0
    ? message.messageRoomIdx === context.messageRoomIdx
    : // No room yet: the other's first message opens it.
      context.channel !== undefined && message.senderChannelId === context.channel.channelId

const roomFields = (room: MessageRoom) => ({
  messageRoomIdx: room.messageRoomIdx,
  roomStatus: room.roomStatus,
  ...(room.channel ? { channel: room.channel } : {}),
})

/**
 * One direct-message room: finds it (`roomWith`) when opened from a channel, loads its newest
 * page, pages back in time (`LOAD_OLDER`), sends in order with an optimistic pending row per
 * message carrying its `clientMessageId` (a retry reuses it, so the server stores it once; a
 * failure keeps the row and its text, with the MSG code's words), merges the socket's messages
 * (one row per `messageContentIdx` or `clientMessageId`), marks read what was shown (`SEEN`),
 * and reads the newest page again after the socket came back (a gap is never shown). A request
 * received is answered (`ACCEPT`, `DECLINE`); leaving and blocking ask first (`confirm`, whose
 * words say a pending request is cancelled or declined). I/O is provided: `messageRoomActors`.
 *
 * @example
 * const room = createActor(messageRoomMachine.provide({ actors: messageRoomActors({ client, realtime }) }), { input: { channel } }).start()
 * room.send({ type: 'SEND', text: 'hi' })
 */
export const messageRoomMachine = setup({
  types: {
    input: {} as MessageRoomInput,
    context: {} as MessageRoomContext,
    events: {} as MessageRoomEvent,
    emitted: {} as MessageRoomEmitted,
  },
  actors: {
    roomFeed: unprovidedFeed<Record<string, never>>('roomFeed'),
    findRoom: unprovidedCall<MessageRoom, { channelId: string }>('findRoom'),
    loadContents: unprovidedCall<MessageRoom, LoadContentsInput>('loadContents'),
    sendMessage: unprovidedCall<SentMessage, SendMessageInput>('sendMessage'),
    markRead: unprovidedCall<unknown, { messageContentIdx: number }>('markRead'),
    answerRequest: unprovidedCall<MessageRoom, { messageRoomIdx: number; isAllow: boolean }>(
      'answerRequest',
    ),
    deleteRoom: unprovidedCall<unknown, { messageRoomIdx: number }>('deleteRoom'),
    blockChannel: unprovidedCall<unknown, { channelId: string }>('blockChannel'),
  },
  guards: {
    hasRoom: ({ context }) => context.messageRoomIdx > 0,
    hasChannel: ({ context }) => context.channel !== undefined,
    hasOlder: ({ context }) => context.hasOlder && context.messageRoomIdx > 0,
    hasOutbox: ({ context }) => context.outbox.length > 0,
    canSend: ({ context, event }) =>
      event.type === 'SEND' &&
      sendableText(event.text) &&
      roomStatusView(context.roomStatus).canSend &&
      (context.messageRoomIdx > 0 || context.channel !== undefined),
    isFailed: ({ context, event }) =>
      event.type === 'RETRY_SEND' &&
      context.messages.some(
        (m) => m.clientMessageId === event.clientMessageId && m.state === 'failed',
      ),
    requestReceived: ({ context }) => roomStatusView(context.roomStatus).composer === 'answer',
    unreadShown: ({ context }) => newestIncoming(context) > context.readUpTo,
    reconnected: ({ context, event }) =>
      event.type === 'FEED.LINK' && event.connected && !context.linkUp,
    ours: ({ context, event }) => event.type === 'FEED.MESSAGE' && ours(context, event.message),
    leftHere: ({ context, event }) =>
      event.type === 'FEED.ROOM' &&
      event.event.change === 'deleted' &&
      event.event.messageRoomIdx === context.messageRoomIdx,
    confirmsLeave: ({ context }) => context.confirm?.action === 'leave',
    canBlock: ({ context }) => context.channel !== undefined,
  },
  actions: {
    link: assign(({ event }) => (event.type === 'FEED.LINK' ? { linkUp: event.connected } : {})),
    takeMessage: assign(({ context, event }) => {
      if (event.type !== 'FEED.MESSAGE') return {}
      const { messageRoomIdx, ...message } = event.message
      return { messageRoomIdx, messages: mergeMessages(context.messages, [message]) }
    }),
    takeRoomEvent: assign(({ context, event }) => {
      if (event.type !== 'FEED.ROOM' || event.event.messageRoomIdx !== context.messageRoomIdx)
        return {}
      const change = event.event
      if (change.change === 'status' && change.roomStatus) return { roomStatus: change.roomStatus }
      if (change.change === 'read' && change.lastReadMessageContentIdx !== undefined) {
        return {
          messages: withReadUpTo(context.messages, change.lastReadMessageContentIdx, (m) =>
            isOwnMessage(context, m),
          ),
        }
      }
      return {}
    }),
    queue: assign(({ context, event }) => {
      if (event.type !== 'SEND') return {}
      const clientMessageId = context.newId()
      const row: ThreadMessage = {
        messageContentIdx: 0,
        messageContent: event.text.trim(),
        clientMessageId,
        state: 'pending',
        createDate: new Date().toISOString(),
        unReadParticipantCount: 1,
        ...(context.viewerChannelId ? { senderChannelId: context.viewerChannelId } : {}),
      }
      return { messages: [...context.messages, row], outbox: [...context.outbox, clientMessageId] }
    }),
    requeue: assign(({ context, event }) => {
      if (event.type !== 'RETRY_SEND') return {}
      return {
        // The row goes last again, in the order it is now sent.
        messages: [
          ...context.messages.filter((m) => m.clientMessageId !== event.clientMessageId),
          ...context.messages
            .filter((m) => m.clientMessageId === event.clientMessageId)
            .map((m) => ({ ...m, state: 'pending' as const, error: undefined })),
        ],
        outbox: [...context.outbox, event.clientMessageId],
      }
    }),
    discard: assign(({ context, event }) =>
      event.type === 'DISCARD'
        ? {
            messages: context.messages.filter(
              (m) => m.state !== 'failed' || m.clientMessageId !== event.clientMessageId,
            ),
          }
        : {},
    ),
    toast: emit(({ context }) => ({
      type: 'toast' as const,
      key: context.actionError ?? 'failed',
    })),
    askLeave: assign(({ context }) => ({
      confirm: { action: 'leave' as const, key: confirmKey('leave', context.roomStatus) },
      actionError: undefined,
    })),
    askBlock: assign(({ context }) => ({
      confirm: { action: 'block' as const, key: confirmKey('block', context.roomStatus) },
      actionError: undefined,
    })),
    clearConfirm: assign({ confirm: undefined }),
    recordFailure: assign(({ event }) => ({
      actionError: messageErrorKey((event as { error?: unknown }).error),
      confirm: undefined,
    })),
    emitFailure: emit(({ event }) => ({
      type: 'failed' as const,
      error: (event as { error?: unknown }).error,
    })),
  },
}).createMachine({
  id: 'messageRoom',
  context: ({ input }) => ({
    messageRoomIdx: input.messageRoomIdx ?? 0,
    channel: input.channel,
    roomStatus: input.roomStatus ?? 'UNSPECIFIED',
    viewerChannelId: input.viewerChannelId,
    messages: [],
    hasOlder: false,
    readUpTo: 0,
    outbox: [],
    confirm: undefined,
    actionError: undefined,
    olderFailed: false,
    linkUp: false,
    newId: input.newId ?? (() => globalThis.crypto.randomUUID()),
  }),
  invoke: { src: 'roomFeed', input: {} },
  on: {
    'FEED.LINK': [
      { guard: 'reconnected', actions: ['link', raise({ type: 'SYNC' })] },
      { actions: 'link' },
    ],
    'FEED.MESSAGE': { guard: 'ours', actions: 'takeMessage' },
    'FEED.ROOM': [
      {
        guard: 'leftHere',
        target: '.gone',
        actions: emit(({ context }) => ({
          type: 'left' as const,
          messageRoomIdx: context.messageRoomIdx,
        })),
      },
      { actions: 'takeRoomEvent' },
    ],
  },
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasRoom', target: 'loading' },
        { guard: 'hasChannel', target: 'finding' },
        { target: 'ready' },
      ],
    },
    finding: {
      invoke: {
        src: 'findRoom',
        input: ({ context }) => ({ channelId: context.channel?.channelId ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.messageRoomIdx > 0,
            target: 'loading',
            actions: assign(({ event }) => roomFields(event.output)),
          },
          { target: 'ready', actions: assign(({ event }) => roomFields(event.output)) },
        ],
        onError: {
          target: 'failed',
          actions: emit(({ event }) => ({ type: 'failed' as const, error: event.error })),
        },
      },
    },
    loading: {
      invoke: {
        src: 'loadContents',
        input: ({ context }) => ({ messageRoomIdx: context.messageRoomIdx }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const room = event.output
            const messages = mergeMessages(context.messages, room.messageContentList)
            return {
              ...roomFields(room),
              messages,
              hasOlder: room.hasNext === true,
              // Nothing unread: nothing to mark.
              readUpTo: room.unReadCount ? 0 : (newestStoredIdx(messages) ?? 0),
            }
          }),
        },
        onError: {
          target: 'failed',
          actions: emit(({ event }) => ({ type: 'failed' as const, error: event.error })),
        },
      },
    },
    failed: { on: { RETRY: 'starting' } },
    gone: {},
    ready: {
      type: 'parallel',
      states: {
        older: {
          initial: 'idle',
          states: {
            idle: { on: { LOAD_OLDER: { guard: 'hasOlder', target: 'loading' } } },
            loading: {
              entry: assign({ olderFailed: false }),
              invoke: {
                src: 'loadContents',
                input: ({ context }) => {
                  const oldest = oldestStoredIdx(context.messages)
                  return {
                    messageRoomIdx: context.messageRoomIdx,
                    ...(oldest === undefined ? {} : { lastMessageContentIdx: oldest }),
                  }
                },
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    messages: mergeMessages(context.messages, event.output.messageContentList),
                    hasOlder: event.output.hasNext === true,
                  })),
                },
                onError: { target: 'idle', actions: assign({ olderFailed: true }) },
              },
            },
          },
        },
        outbox: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'hasOutbox', target: 'sending' } },
            sending: {
              invoke: {
                src: 'sendMessage',
                input: ({ context }) => {
                  const row = headOfOutbox(context)
                  return {
                    ...(context.messageRoomIdx > 0
                      ? { messageRoomIdx: context.messageRoomIdx }
                      : { receiverChannelId: context.channel?.channelId ?? '' }),
                    messageContent: row?.messageContent ?? '',
                    clientMessageId: context.outbox[0] ?? '',
                  }
                },
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context, event }) => {
                      const { messageRoomIdx, roomStatus, ...message } = event.output
                      return {
                        messageRoomIdx,
                        roomStatus,
                        messages: mergeMessages(context.messages, [
                          { ...message, clientMessageId: context.outbox[0] },
                        ]),
                        outbox: context.outbox.slice(1),
                      }
                    }),
                    emit(({ event }) => {
                      const { messageRoomIdx, roomStatus, ...message } = event.output
                      return {
                        type: 'room' as const,
                        room: { messageRoomIdx, roomStatus, lastMessage: message },
                      }
                    }),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    assign(({ context, event }) => {
                      const id = context.outbox[0]
                      const error = messageErrorKey(event.error)
                      return {
                        messages: context.messages.map((m) =>
                          m.clientMessageId === id && m.state === 'pending'
                            ? { ...m, state: 'failed' as const, error }
                            : m,
                        ),
                        outbox: context.outbox.slice(1),
                        // A request waiting for its answer: the room says so from now on.
                        ...(error === 'MSG2003' ? { roomStatus: 'REQUEST_SENT' as const } : {}),
                      }
                    }),
                    emit(({ event }) => ({ type: 'failed' as const, error: event.error })),
                  ],
                },
              },
            },
          },
          on: {
            SEND: { guard: 'canSend', actions: 'queue' },
            RETRY_SEND: { guard: 'isFailed', actions: 'requeue' },
            DISCARD: { actions: 'discard' },
          },
        },
        reading: {
          initial: 'idle',
          states: {
            idle: { on: { SEEN: { guard: 'unreadShown', target: 'marking' } } },
            marking: {
              invoke: {
                src: 'markRead',
                input: ({ context }) => ({ messageContentIdx: newestIncoming(context) }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context }) => ({ readUpTo: newestIncoming(context) })),
                    emit(({ context }) => ({
                      type: 'read' as const,
                      messageRoomIdx: context.messageRoomIdx,
                      messageContentIdx: newestIncoming(context),
                    })),
                    // What came while marking is marked next.
                    raise({ type: 'SEEN' }),
                  ],
                },
                onError: 'idle',
              },
            },
          },
        },
        sync: {
          initial: 'idle',
          states: {
            idle: { on: { SYNC: { guard: 'hasRoom', target: 'syncing' } } },
            syncing: {
              invoke: {
                src: 'loadContents',
                input: ({ context }) => ({ messageRoomIdx: context.messageRoomIdx }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    ...withNewestPage(
                      context.messages,
                      event.output.messageContentList,
                      event.output.hasNext === true,
                      context.hasOlder,
                    ),
                    roomStatus: event.output.roomStatus,
                  })),
                },
                // The next reconnection tries again; what the socket brings is still merged.
                onError: 'idle',
              },
            },
          },
        },
        request: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                ACCEPT: { guard: 'requestReceived', target: 'accepting' },
                DECLINE: { guard: 'requestReceived', target: 'declining' },
                LEAVE: { guard: 'hasRoom', target: 'confirming', actions: 'askLeave' },
                BLOCK: { guard: 'canBlock', target: 'confirming', actions: 'askBlock' },
              },
            },
            accepting: {
              invoke: {
                src: 'answerRequest',
                input: ({ context }) => ({ messageRoomIdx: context.messageRoomIdx, isAllow: true }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ event }) => ({
                      roomStatus: event.output.roomStatus,
                      actionError: undefined,
                    })),
                    emit(({ event }) => ({
                      type: 'room' as const,
                      room: {
                        messageRoomIdx: event.output.messageRoomIdx,
                        roomStatus: event.output.roomStatus,
                      },
                    })),
                  ],
                },
                onError: { target: 'idle', actions: ['recordFailure', 'toast', 'emitFailure'] },
              },
            },
            declining: {
              invoke: {
                src: 'answerRequest',
                input: ({ context }) => ({
                  messageRoomIdx: context.messageRoomIdx,
                  isAllow: false,
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ event }) => ({
                      roomStatus: event.output.roomStatus,
                      actionError: undefined,
                    })),
                    emit(({ event }) => ({
                      type: 'room' as const,
                      room: {
                        messageRoomIdx: event.output.messageRoomIdx,
                        roomStatus: event.output.roomStatus,
                      },
                    })),
                  ],
                },
                onError: { target: 'idle', actions: ['recordFailure', 'toast', 'emitFailure'] },
              },
            },
            confirming: {
              on: {
                CANCEL: { target: 'idle', actions: 'clearConfirm' },
                CONFIRM: [{ guard: 'confirmsLeave', target: 'leaving' }, { target: 'blocking' }],
              },
            },
            leaving: {
              invoke: {
                src: 'deleteRoom',
                input: ({ context }) => ({ messageRoomIdx: context.messageRoomIdx }),
                onDone: {
                  target: '#messageRoom.gone',
                  actions: [
                    'clearConfirm',
                    emit(({ context }) => ({
                      type: 'left' as const,
                      messageRoomIdx: context.messageRoomIdx,
                    })),
                  ],
                },
                onError: { target: 'idle', actions: ['recordFailure', 'toast', 'emitFailure'] },
              },
            },
            blocking: {
              invoke: {
                src: 'blockChannel',
                input: ({ context }) => ({ channelId: context.channel?.channelId ?? '' }),
                onDone: {
                  target: '#messageRoom.gone',
                  actions: [
                    'clearConfirm',
                    emit(({ context }) => ({
                      type: 'blocked' as const,
                      channelId: context.channel?.channelId ?? '',
                      messageRoomIdx: context.messageRoomIdx,
                    })),
                  ],
                },
                onError: { target: 'idle', actions: ['recordFailure', 'toast', 'emitFailure'] },
              },
            },
          },
        },
      },
    },
  },
})

/**
 * Where a room is, for `data-state`: its top state.
 *
 * @example roomState(actor.getSnapshot()) // 'ready'
 */
export function roomState(snapshot: {
  matches: (state: MessageRoomState) => boolean
}): MessageRoomState {
  for (const state of ['finding', 'loading', 'failed', 'gone'] as const) {
    if (snapshot.matches(state)) return state
  }
  return 'ready'
}
