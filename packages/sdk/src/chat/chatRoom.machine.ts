import { assign, enqueueActions, fromCallback, raise, setup } from 'xstate'
import type {
  ChatAction,
  ChatMe,
  ChatMessage,
  StreamerChatInfo,
} from '../contract/chat/chat.schemas'
import type { SendChatAck } from '../contract/realtime/socket.schemas'
import { ApiError } from '../core/apiError'
import { failureFeedback } from '../core/feedback'
import {
  type CallOf,
  type CallSettled,
  callTracker,
  type InFlightCalls,
  unprovidedCall,
} from '../core/inFlightCalls'
import type { Viewer } from '../core/viewer'
import {
  appendEntries,
  blindEntry,
  type ChatLog,
  type ChatRemoval,
  EMPTY_CHAT_LOG,
  mergeHistory,
  removeEntries,
  withoutBlocked,
} from './chatLog'
import {
  type ChatRefusalCode,
  type ChatSendProblem,
  chatSendProblem,
  slowModeCooldown,
} from './chatSendRules'
import { groupParticipants, type ParticipantGroups } from './groupParticipants'

/** Flush delay bounds: fast enough to read as live, slow enough to batch a busy room. */
const FLUSH_MS = { min: 100, max: 250, default: 150 }
/** Distinct senders kept for the participant list (chosen), the latest first out. */
const SPEAKERS_KEPT = 500

export interface ChatRoomInput {
  channelId: string
  viewer: Viewer
  /** Members the viewer blocked: their entries are not shown. */
  blockedIds?: readonly string[]
  /** How long incoming entries wait to be shown together, 100 to 250 ms (default 150). */
  flushMs?: number
}

/** What the UI reads. */
export interface ChatRoomContext {
  channelId: string
  viewer: Viewer
  blockedIds: readonly string[]
  flushMs: number
  /** The entries shown, oldest first, at most 200. Changes at most once per flush. */
  entries: readonly ChatMessage[]
  /** While the viewer reads back (PAUSE_FOLLOW), the entries that arrived since. */
  unseen: number
  following: boolean
  participants: ParticipantGroups
  /** Notice, rules, ice and slow mode (getChatInfo, then CHAT_INFO). */
  info?: StreamerChatInfo
  /** The member in this chat (getChatMe), when signed in. */
  me?: ChatMe
  /** Whether the socket is connected: sends go over it, else over REST. */
  connected: boolean
  /** Seconds before slow mode lets the member send again; 0 when they may. */
  cooldown: number
}

/** What each moderation call carries, by the name of the provided actor that makes it. */
interface ModerationInputs {
  deleteMessage: { channelId: string; logIdentity: string }
  blindMessage: { channelId: string; logIdentity: string }
  chatAction: { channelId: string; targetChannelId: string; action: ChatAction }
}
export type ChatModerationCall = CallOf<ModerationInputs>

const moderationCalls = callTracker<ModerationInputs>((call) =>
  call.type === 'chatAction'
    ? `${call.type}:${call.targetChannelId}:${call.action}`
    : `${call.type}:${call.logIdentity}`,
)

interface ChatRoomMachineContext extends ChatRoomContext {
  log: ChatLog
  /** Entries arrived since the last flush. */
  queue: readonly ChatMessage[]
  /** The latest entry of each recent sender, the latest last. */
  speakers: readonly ChatMessage[]
  moderating: InFlightCalls<ChatModerationCall>
  /** The message being sent. */
  sending: string
  /** The last send failed for the connection (`send-failed`), and nothing was sent since. */
  unsent: boolean
}

/** What the realtime feed tells the room (the provided `chatFeed` actor sends these). */
export type ChatFeedEvent =
  | { type: 'FEED.ENTRY'; entry: ChatMessage }
  /** Several messages at once, oldest first (the feed gathers a busy channel's). */
  | { type: 'FEED.ENTRIES'; entries: readonly ChatMessage[] }
  | { type: 'FEED.HISTORY'; messages: readonly ChatMessage[] }
  | { type: 'FEED.DELETE'; logIdentity?: string | undefined; viewerId?: string | undefined }
  | { type: 'FEED.BLIND'; logIdentity: string }
  | { type: 'FEED.INFO'; info: StreamerChatInfo }
  | { type: 'FEED.LINK'; connected: boolean }

export type ChatRoomEvent =
  | ChatFeedEvent
  /** Sends a message: blank text is ignored, the rest checked first (see `chatSendProblem`). */
  | { type: 'SEND'; text: string }
  /** Moderators: removes an entry, blinds one, or acts on a member (`CHAT_ACTION`). */
  | { type: 'DELETE_ENTRY' | 'BLIND_ENTRY'; logIdentity: string }
  | { type: 'CHAT_ACTION'; targetChannelId: string; action: ChatAction }
  /** The viewer scrolled away from the newest entries: the list holds still, `unseen` counts. */
  | { type: 'PAUSE_FOLLOW' }
  /** Back at the bottom: the list catches up. */
  | { type: 'RESUME_FOLLOW' }
  | { type: 'BLOCKED'; ids: readonly string[] }
  | { type: 'VIEWER'; viewer: Viewer }

/** What the room tells its UI. */
export type ChatRoomEmitted =
  | ChatSendProblem
  | { type: 'rate-limited'; retryAfterSeconds?: number }
  | { type: 'sent'; entry: ChatMessage }
  /** Not sent, and the server said nothing: `code` NETWORK_ERROR, TIMEOUT... The text stays. */
  | { type: 'send-failed'; code: string }
  /**
   * The socket is back after a `send-failed`: the connection works again, so its "not sent"
   * notice no longer holds (the text is still in the input, to send again).
   */
  | { type: 'send-recovered' }
  /** A send or a moderation call failed, with its error: for a host's `onError`. */
  | { type: 'failed'; error: unknown }
  | { type: 'moderated'; call: ChatModerationCall }
  /**
   * A moderation call failed: the server was `unreachable`, was asked too fast
   * (`rate-limited`), or `refused` it with `message` (its words, e.g. no permission). The UI
   * says which; never a transport's raw "HTTP 502".
   */
  | {
      type: 'moderation-failed'
      call: ChatModerationCall
      reason: 'unreachable' | 'rate-limited' | 'refused'
      message: string
    }
  | { type: 'toast'; place: 'chatroom'; message: string }

/** The input of the send calls. */
export interface ChatSendInput {
  channelId: string
  message: string
}

const CHAT_CODES = new Set(['CHT10001', 'CHT10002', 'CHT10003', 'CHT10004', 'CHT10005', 'CHT10006'])
const isChatCode = (code: string): code is ChatRefusalCode => CHAT_CODES.has(code)

const blockedSet = (context: ChatRoomContext) => new Set(context.blockedIds)

const clampFlush = (ms: number | undefined) =>
  Math.min(FLUSH_MS.max, Math.max(FLUSH_MS.min, ms ?? FLUSH_MS.default))

// The latest entry of each sender, latest last, at most SPEAKERS_KEPT.
function rememberSpeakers(
  speakers: readonly ChatMessage[],
  added: readonly ChatMessage[],
): readonly ChatMessage[] {
  const senders = added.filter((entry) => entry.viewerInfo !== undefined)
  if (senders.length === 0) return speakers
  const byViewer = new Map(speakers.map((entry) => [entry.viewerInfo?.viewerId, entry]))
  for (const entry of senders) {
    byViewer.delete(entry.viewerInfo?.viewerId)
    byViewer.set(entry.viewerInfo?.viewerId, entry)
  }
  return [...byViewer.values()].slice(-SPEAKERS_KEPT)
}

// Applies one change to every list that holds entries: the queue, the log and the list shown.
function everywhere(
  context: ChatRoomMachineContext,
  change: (entries: readonly ChatMessage[]) => readonly ChatMessage[],
): Partial<ChatRoomMachineContext> {
  const logEntries = change(context.log.entries)
  return {
    queue: change(context.queue),
    log: logEntries === context.log.entries ? context.log : { ...context.log, entries: logEntries },
    entries: context.following ? logEntries : change(context.entries),
  }
}

function removal(context: ChatRoomMachineContext, removed: ChatRemoval) {
  const change = (entries: readonly ChatMessage[]) => removeEntries(entries, removed)
  const speakers = removed.viewerId === undefined ? context.speakers : change(context.speakers)
  return {
    ...everywhere(context, change),
    speakers,
    participants:
      speakers === context.speakers ? context.participants : groupParticipants(speakers),
  }
}

// What a refusal says to the UI, and the cooldown it starts.
function refusalOf(
  context: ChatRoomContext,
  code: string,
  message: string,
  retryAfterSeconds: number | undefined,
): { emit: ChatRoomEmitted; cooldown?: number } {
  const wait = retryAfterSeconds === undefined ? {} : { retryAfterSeconds }
  if (isChatCode(code)) {
    const cooldown =
      code === 'CHT10003' ? (retryAfterSeconds ?? slowModeCooldown(context.info, undefined)) : 0
    return { emit: { type: 'chat-refused', code, message, ...wait }, cooldown }
  }
  const kind = new ApiError(0, code, message).kind
  if (kind === 'rate-limited') return { emit: { type: 'rate-limited', ...wait } }
  if (kind === 'unauthorized') return { emit: { type: 'login-required' } }
  return { emit: { type: 'toast', place: 'chatroom', message } }
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error))

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
    chatFeed: fromCallback<{ type: string }, { channelId: string }>(() => {
      throw new Error('chatFeed is not provided')
    }),
    getChatInfo: unprovidedCall<StreamerChatInfo, { channelId: string }>('getChatInfo'),
    getChatMe: unprovidedCall<ChatMe, { channelId: string }>('getChatMe'),
    sendOverSocket: unprovidedCall<SendChatAck, ChatSendInput>('sendOverSocket'),
    sendOverRest: unprovidedCall<SendChatAck, ChatSendInput>('sendOverRest'),
    deleteMessage: unprovidedCall<unknown, ModerationInputs['deleteMessage']>('deleteMessage'),
    blindMessage: unprovidedCall<unknown, ModerationInputs['blindMessage']>('blindMessage'),
    chatAction: unprovidedCall<unknown, ModerationInputs['chatAction']>('chatAction'),
  },
  delays: {
    flush: ({ context }) => context.flushMs,
  },
  guards: {
    anonymous: ({ context }) => context.viewer.status === 'anonymous',
    canModerate: ({ context }) => context.me?.canModerate === true,
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
      const speakers = rememberSpeakers(context.speakers, added)
      return {
        queue: [],
        log,
        entries: context.following ? log.entries : context.entries,
        unseen: context.following ? 0 : context.unseen + added.length,
        speakers,
        participants:
          speakers === context.speakers ? context.participants : groupParticipants(speakers),
      }
    }),
    history: assign(({ context, event }) => {
      if (event.type !== 'FEED.HISTORY') return {}
      const own = event.messages.filter((entry) => entry.channelId === context.channelId)
      const { log, added } = mergeHistory(context.log, own, blockedSet(context))
      const speakers = rememberSpeakers(context.speakers, added)
      return {
        log,
        entries: context.following ? log.entries : context.entries,
        unseen: context.following ? 0 : context.unseen + added.length,
        speakers,
        participants: groupParticipants(speakers),
      }
    }),
    remove: assign(({ context }, removed: ChatRemoval) => removal(context, removed)),
    blind: assign(({ context }, params: { logIdentity: string }) =>
      everywhere(context, (entries) => blindEntry(entries, params.logIdentity)),
    ),
    block: assign(({ context, event }) => {
      if (event.type !== 'BLOCKED') return {}
      const next = { ...context, blockedIds: event.ids }
      const blocked = blockedSet(next)
      const speakers = withoutBlocked(context.speakers, blocked)
      return {
        ...everywhere(next, (entries) => withoutBlocked(entries, blocked)),
        blockedIds: event.ids,
        speakers,
        participants: groupParticipants(speakers),
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
        const feedback = failureFeedback(settled.error)
        if (feedback.type === 'login-required') enqueue.emit({ type: 'login-required' })
        else {
          enqueue.emit({
            type: 'moderation-failed',
            call: settled.call,
            reason:
              feedback.type === 'unreachable' || feedback.type === 'rate-limited'
                ? feedback.type
                : 'refused',
            message: errorMessage(settled.error),
          })
        }
        return
      }
      const call = settled.call
      // The server pushes the same change to the room; applied here too, it shows at once.
      if (call.type === 'deleteMessage') {
        enqueue.assign(removal(context, { logIdentity: call.logIdentity }))
      } else if (call.type === 'blindMessage') {
        enqueue.assign(everywhere(context, (entries) => blindEntry(entries, call.logIdentity)))
      } else if (call.action === 2 || call.action === 4) {
        // A ban (2) and an erase (4) take the member's messages out of the chat.
        enqueue.assign(removal(context, { viewerId: call.targetChannelId }))
      }
      enqueue.emit({ type: 'moderated', call })
    }),
    tick: assign({ cooldown: ({ context }) => Math.max(0, context.cooldown - 1) }),
  },
}).createMachine({
  id: 'chatRoom',
  type: 'parallel',
  context: ({ input }) => ({
    channelId: input.channelId,
    viewer: input.viewer,
    blockedIds: input.blockedIds ?? [],
    flushMs: clampFlush(input.flushMs),
    entries: [],
    unseen: 0,
    following: true,
    participants: groupParticipants([]),
    connected: false,
    unsent: false,
    cooldown: 0,
    log: EMPTY_CHAT_LOG,
    queue: [],
    speakers: [],
    moderating: moderationCalls.none,
    sending: '',
  }),
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
