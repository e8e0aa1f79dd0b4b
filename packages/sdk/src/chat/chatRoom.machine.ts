import { assign, enqueueActions, raise, setup } from 'xstate'
import type { ChatMe, ChatMessage, StreamerChatInfo } from '../contract/chat/chat.schemas'
import type { SendChatAck } from '../contract/realtime/socket.schemas'
import { ApiError } from '../core/apiError'
import { sameChannelId } from '../core/channelId'
import { type CallSettled, unprovidedCall, unprovidedFeed } from '../core/inFlightCalls'
import {
  appendEntries,
  blindEntry,
  type ChatRemoval,
  mergeHistory,
  withoutBlocked,
} from './chatLog'
import {
  blockedSet,
  everywhere,
  initialRoom,
  moderatedChange,
  moderationCalls,
  removal,
  withArrived,
  withSpeakers,
} from './chatRoom.lists'
import { moderationFailure, refusalOf } from './chatRoom.outcomes'
import type {
  ChatModerationCall,
  ChatRoomEmitted,
  ChatRoomEvent,
  ChatRoomInput,
  ChatRoomMachineContext,
  ChatSendInput,
  ModerationInputs,
} from './chatRoom.types'
import { chatSendProblem, slowModeCooldown } from './chatSendRules'

export type {
  ChatFeedEvent,
  ChatModerationCall,
  ChatRoomContext,
  ChatRoomEmitted,
  ChatRoomEvent,
  ChatRoomInput,
  ChatSendInput,
} from './chatRoom.types'

/**
 * A channel's chat room, fed by the page's real-time connection (the provided `chatFeed`
 * actor) and calling the chat endpoints as provided actors. Entries wait in a queue and reach
 * the list together, 100 to 250 ms after the first of them (a room at 1,000 messages a second
 * renders a few times a second); the list keeps the latest 200. A duplicate (log identity seen,
 * a second channel-in of one viewer) and entries of blocked members are left out; history
 * merges in on entering; deletes and blinds apply to the queue and the list. Sends go over the
 * socket while it is connected, else over REST; refusals come out as events, slow mode counts
 * down in `cooldown`. Moderators delete, blind and act on members.
 *
 * @example
 * const room = createActor(chatRoomMachine.provide({ actors: chatRoomActors({ realtime, client }) }), {
 *   input: { channelId: 'airwave', viewer },
 * }).start()
 * room.on('login-required', () => openLogin())
 * room.send({ type: 'SEND', text: 'hello' })
 */
export const chatRoomMachine = setup({
  types: {
    context: {} as ChatRoomMachineContext,
    events: {} as ChatRoomEvent | CallSettled,
    input: {} as ChatRoomInput,
    emitted: {} as ChatRoomEmitted,
  },
  actors: {
    chatFeed: unprovidedFeed<{ channelId: string }>('chatFeed'),
    getChatInfo: unprovidedCall<StreamerChatInfo, { channelId: string }>('getChatInfo'),
    getChatMe: unprovidedCall<ChatMe, { channelId: string }>('getChatMe'),
    sendOverSocket: unprovidedCall<SendChatAck, ChatSendInput>('sendOverSocket'),
    sendOverRest: unprovidedCall<SendChatAck, ChatSendInput>('sendOverRest'),
    deleteMessage: unprovidedCall<unknown, ModerationInputs['deleteMessage']>('deleteMessage'),
    blindMessage: unprovidedCall<unknown, ModerationInputs['blindMessage']>('blindMessage'),
    chatAction: unprovidedCall<unknown, ModerationInputs['chatAction']>('chatAction'),
    reportMessage: unprovidedCall<unknown, ModerationInputs['reportMessage']>('reportMessage'),
  },
  delays: {
    flush: ({ context }) => context.flushMs,
  },
  guards: {
    anonymous: ({ context }) => context.viewer.status === 'anonymous',
    member: ({ context }) => context.viewer.status === 'member',
    canModerate: ({ context }) => context.me?.canModerate === true,
    timeoutOfMe: ({ context, event }) => {
      if (context.viewer.status !== 'member') return false
      const entries =
        event.type === 'FEED.ENTRY'
          ? [event.entry]
          : event.type === 'FEED.ENTRIES'
            ? event.entries
            : []
      const me = context.viewer.channelId
      return entries.some(
        (entry) =>
          entry.channelId === context.channelId &&
          (entry.systemKind === 'timeout' || entry.systemKind === 'timeoutLifted') &&
          sameChannelId(entry.targetChannelId, me),
      )
    },
    cooling: ({ context }) => context.cooldown > 0,
    connected: ({ context }) => context.connected,
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) => {
        const ours = (entry: ChatMessage) => entry.channelId === context.channelId
        if (event.type === 'FEED.ENTRY') {
          return ours(event.entry) ? [...context.queue, event.entry] : context.queue
        }
        if (event.type !== 'FEED.ENTRIES') return context.queue
        return [...context.queue, ...event.entries.filter(ours)]
      },
    }),
    flush: assign(({ context }) => {
      const { log, added } = appendEntries(context.log, context.queue, blockedSet(context))
      return { queue: [], ...withArrived(context, log, added) }
    }),
    history: assign(({ context, event }) => {
      if (event.type !== 'FEED.HISTORY') return {}
      const own = event.messages.filter((entry) => entry.channelId === context.channelId)
      const { log, added } = mergeHistory(context.log, own, blockedSet(context))
      return withArrived(context, log, added)
    }),
    remove: assign(({ context }, removed: ChatRemoval) => removal(context, removed)),
    blind: assign(({ context }, params: { logIdentity: string }) =>
      everywhere(context, (entries) => blindEntry(entries, params.logIdentity)),
    ),
    block: assign(({ context, event }) => {
      if (event.type !== 'BLOCKED') return {}
      const next = { ...context, blockedIds: event.ids }
      const blocked = blockedSet(next)
      return {
        ...everywhere(next, (entries) => withoutBlocked(entries, blocked)),
        ...withSpeakers(context, withoutBlocked(context.speakers, blocked)),
        blockedIds: event.ids,
      }
    }),
    pause: assign({ following: false }),
    resume: assign(({ context }) => ({ following: true, entries: context.log.entries, unseen: 0 })),
    sent: enqueueActions(({ context, enqueue }, params: { ack: SendChatAck }) => {
      const { ack } = params
      if (ack.ok) {
        // The sender sees their entry at once; the room's echo of it is then a duplicate.
        enqueue(raise({ type: 'FEED.ENTRY', entry: ack.entry }))
        enqueue.emit({ type: 'sent', entry: ack.entry })
        enqueue.assign({ cooldown: slowModeCooldown(context.info, context.me), unsent: false })
        return
      }
      const refused = refusalOf(context, ack.code, ack.message, ack.retryAfterSeconds)
      enqueue.emit(refused.emit)
      if (refused.cooldown) enqueue.assign({ cooldown: refused.cooldown })
    }),
    sendFailed: enqueueActions(({ enqueue }, params: { error: unknown }) => {
      const { error } = params
      enqueue.assign({ unsent: true })
      enqueue.emit({ type: 'failed', error })
      enqueue.emit({
        type: 'send-failed',
        code: error instanceof ApiError ? error.code : 'UNKNOWN',
      })
    }),
    link: enqueueActions(({ context, enqueue }, params: { connected: boolean }) => {
      enqueue.assign({ connected: params.connected })
      if (params.connected && context.unsent) {
        enqueue.assign({ unsent: false })
        enqueue.emit({ type: 'send-recovered' })
      }
    }),
    moderate: enqueueActions(({ context, enqueue }, call: ChatModerationCall) => {
      moderationCalls.enqueue(enqueue, context.moderating, call, (moderating) => ({ moderating }))
    }),
    settleModeration: enqueueActions(({ context, event, enqueue }) => {
      const settled = moderationCalls.settle(context.moderating, event)
      if (!settled) return
      enqueue.assign({ moderating: settled.calls })
      if (!settled.ok) {
        enqueue.emit({ type: 'failed', error: settled.error })
        enqueue.emit(moderationFailure(settled.call, settled.error))
        return
      }
      const call = settled.call
      // The server pushes the same change to the room; applied here too, it shows at once.
      enqueue.assign(moderatedChange(context, call))
      enqueue.emit({ type: 'moderated', call })
    }),
    tick: assign({ cooldown: ({ context }) => Math.max(0, context.cooldown - 1) }),
  },
}).createMachine({
  id: 'chatRoom',
  type: 'parallel',
  context: ({ input }) => initialRoom(input),
  invoke: { src: 'chatFeed', input: ({ context }) => ({ channelId: context.channelId }) },
  on: {
    'FEED.HISTORY': { actions: 'history' },
    'FEED.DELETE': {
      actions: {
        type: 'remove',
        params: ({ event }) => ({ logIdentity: event.logIdentity, viewerId: event.viewerId }),
      },
    },
    'FEED.BLIND': {
      actions: { type: 'blind', params: ({ event }) => ({ logIdentity: event.logIdentity }) },
    },
    'FEED.INFO': { actions: assign({ info: ({ event }) => event.info }) },
    'FEED.LINK': {
      actions: { type: 'link', params: ({ event }) => ({ connected: event.connected }) },
    },
    BLOCKED: { actions: 'block' },
    PAUSE_FOLLOW: { actions: 'pause' },
    RESUME_FOLLOW: { actions: 'resume' },
    DELETE_ENTRY: {
      guard: 'canModerate',
      actions: {
        type: 'moderate',
        params: ({ context, event }) => ({
          type: 'deleteMessage',
          channelId: context.channelId,
          logIdentity: event.logIdentity,
        }),
      },
    },
    BLIND_ENTRY: {
      guard: 'canModerate',
      actions: {
        type: 'moderate',
        params: ({ context, event }) => ({
          type: 'blindMessage',
          channelId: context.channelId,
          logIdentity: event.logIdentity,
        }),
      },
    },
    CHAT_ACTION: {
      guard: 'canModerate',
      actions: {
        type: 'moderate',
        params: ({ context, event }) => ({
          type: 'chatAction',
          channelId: context.channelId,
          targetChannelId: event.targetChannelId,
          action: event.action,
          ...(event.minutes === undefined ? {} : { minutes: event.minutes }),
        }),
      },
    },
    REPORT_ENTRY: {
      guard: 'member',
      actions: {
        type: 'moderate',
        params: ({ context, event }) => ({
          type: 'reportMessage',
          channelId: context.channelId,
          logIdentity: event.logIdentity,
          reason: event.reason ?? 'other',
        }),
      },
    },
    'xstate.done.actor.*': { actions: 'settleModeration' },
    'xstate.error.actor.*': { actions: 'settleModeration' },
  },
  states: {
    batch: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'FEED.ENTRY': { target: 'waiting', actions: 'enqueue' },
            'FEED.ENTRIES': { target: 'waiting', actions: 'enqueue' },
          },
        },
        // The first entry starts the clock; those after it ride along.
        waiting: {
          on: {
            'FEED.ENTRY': { actions: 'enqueue' },
            'FEED.ENTRIES': { actions: 'enqueue' },
          },
          after: { flush: { target: 'idle', actions: 'flush' } },
        },
      },
    },
    settings: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'getChatInfo',
            input: ({ context }) => ({ channelId: context.channelId }),
            onDone: {
              target: 'ready',
              // A CHAT_INFO pushed meanwhile is newer than this answer.
              actions: assign({ info: ({ context, event }) => context.info ?? event.output }),
            },
            // Without settings the room still works: the server holds the rules.
            onError: 'ready',
          },
        },
        ready: {},
      },
    },
    member: {
      initial: 'checking',
      on: {
        VIEWER: {
          target: '.checking',
          reenter: true,
          actions: assign({ viewer: ({ event }) => event.viewer, me: undefined }),
        },
        // A timeout of this member, or its lift, said in the room: their rights change now, so
        // the input counts down (or opens) without waiting for a refused send. Not re-entered:
        // that would restart the room's other regions (its batch, its settings) with it.
        'FEED.ENTRY': { guard: 'timeoutOfMe', target: '.checking' },
        'FEED.ENTRIES': { guard: 'timeoutOfMe', target: '.checking' },
      },
      states: {
        checking: {
          always: { guard: 'anonymous', target: 'anonymous' },
          invoke: {
            src: 'getChatMe',
            input: ({ context }) => ({ channelId: context.channelId }),
            onDone: { target: 'known', actions: assign({ me: ({ event }) => event.output }) },
            // The server checks every send anyway.
            onError: 'unknown',
          },
        },
        known: {},
        unknown: {},
        anonymous: {},
      },
    },
    send: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SEND: [
              {
                guard: ({ context, event }) =>
                  chatSendProblem({ ...context, text: event.text }) === 'blank',
              },
              {
                guard: ({ context, event }) =>
                  chatSendProblem({ ...context, text: event.text }) !== undefined,
                actions: enqueueActions(({ context, event, enqueue }) => {
                  const problem = chatSendProblem({ ...context, text: event.text })
                  if (problem && problem !== 'blank') enqueue.emit(problem)
                }),
              },
              {
                guard: 'connected',
                target: 'viaSocket',
                actions: assign({ sending: ({ event }) => event.text.trim() }),
              },
              { target: 'viaRest', actions: assign({ sending: ({ event }) => event.text.trim() }) },
            ],
          },
        },
        viaSocket: {
          invoke: {
            src: 'sendOverSocket',
            input: ({ context }) => ({ channelId: context.channelId, message: context.sending }),
            onDone: [
              {
                // The socket's token was refused: REST refreshes the session and tries once.
                guard: ({ event }) => !event.output.ok && event.output.code === 'UNAUTHORIZED',
                target: 'viaRest',
              },
              {
                target: 'idle',
                actions: { type: 'sent', params: ({ event }) => ({ ack: event.output }) },
              },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'sendFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        viaRest: {
          invoke: {
            src: 'sendOverRest',
            input: ({ context }) => ({ channelId: context.channelId, message: context.sending }),
            onDone: {
              target: 'idle',
              actions: { type: 'sent', params: ({ event }) => ({ ack: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'sendFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    slowMode: {
      initial: 'ready',
      states: {
        ready: { always: { guard: 'cooling', target: 'cooling' } },
        cooling: {
          after: {
            1000: [
              {
                guard: ({ context }) => context.cooldown > 1,
                target: 'cooling',
                reenter: true,
                actions: 'tick',
              },
              { target: 'ready', actions: 'tick' },
            ],
          },
        },
      },
    },
  },
})
