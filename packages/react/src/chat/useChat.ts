import type { ToastPlace, Viewer } from '@airwave/sdk'
import {
  type ChatRoomContext,
  type ChatRoomEmitted,
  type ChatRoomEvent,
  chatRoomActors,
  chatRoomMachine,
} from '@airwave/sdk/chat'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import type { SnapshotFrom } from 'xstate'
import { useRealtime } from '../realtime/useRealtime'
import { useActorEvent } from '../shared/actors/useActorEvent'
import { useViewerSync } from '../shared/actors/useViewerSync'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'

/** The toasts of the chat room go to their own place (accounts-platform.md: `chatroom`). */
const CHATROOM: ToastPlace = 'chatroom'

export interface UseChatOptions {
  /** Who is chatting; a member signing in or out is passed on to the room. */
  viewer: Viewer
  /** Members the viewer blocked: their entries are left out (a change applies at once). */
  blockedIds?: readonly string[]
  /** How long incoming entries wait to be shown together, 100 to 250 ms (default 150). */
  flushMs?: number
  /** Every event the room emits (`chat-refused`, `rate-limited`, `sent`, `moderated`...). */
  onEvent?: (event: ChatRoomEmitted) => void
}

/** Where the room's parts are, for `data-state`. */
export interface ChatRoomState {
  send: 'idle' | 'sending'
  settings: 'loading' | 'ready'
  member: 'checking' | 'known' | 'unknown' | 'anonymous'
  slowMode: 'ready' | 'cooling'
}

export interface ChatRoomHandle {
  state: ChatRoomState
  /** What the room shows: each field changes only when it changes (entries once per flush). */
  context: ChatRoomContext
  send: (event: ChatRoomEvent) => void
}

type Snapshot = SnapshotFrom<typeof chatRoomMachine>
type View = Omit<ChatRoomContext, 'channelId'> & ChatRoomState

const MEMBER_STATES = ['known', 'unknown', 'anonymous'] as const

function viewOf(snapshot: Snapshot): View {
  const c = snapshot.context
  return {
    viewer: c.viewer,
    blockedIds: c.blockedIds,
    flushMs: c.flushMs,
    entries: c.entries,
    unseen: c.unseen,
    following: c.following,
    participants: c.participants,
    ...(c.info === undefined ? {} : { info: c.info }),
    ...(c.me === undefined ? {} : { me: c.me }),
    connected: c.connected,
    cooldown: c.cooldown,
    send: snapshot.matches({ send: 'idle' }) ? 'idle' : 'sending',
    settings: snapshot.matches({ settings: 'loading' }) ? 'loading' : 'ready',
    member: MEMBER_STATES.find((value) => snapshot.matches({ member: value })) ?? 'checking',
    slowMode: snapshot.matches({ slowMode: 'cooling' }) ? 'cooling' : 'ready',
  }
}

const sameView = (a: View, b: View) =>
  Object.keys(a).length === Object.keys(b).length &&
  (Object.keys(a) as (keyof View)[]).every((key) => Object.is(a[key], b[key]))

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index])

/**
 * A channel's chat room: the SDK's `chatRoomMachine` over the page's real-time connection and
 * the provider's client (its `chat` calls). The room holds every rule (batching, the 200-entry
 * buffer, duplicates, blocked members, refusals, slow mode); this hook subscribes to it field
 * by field, so a busy room renders once per flush, not once per message. `login-required`
 * opens the provider's login prompt and `toast` goes to the `chatroom` toasts; everything
 * reaches `onEvent`. Another channel needs a new component (`key`).
 *
 * @example
 * const { context, send } = useChat('airwave', { viewer })
 * send({ type: 'SEND', text: 'hello' })
 * context.entries.map((entry) => entry.message)
 */
export function useChat(channelId: string, options: UseChatOptions): ChatRoomHandle {
  const { viewer, blockedIds = [], flushMs, onEvent } = options
  const client = useCalls('useChat', 'chat')
  const realtime = useRealtime('useChat')
  const { promptLogin, toastQueue } = useAirwave()
  const machine = useMemo(
    () => chatRoomMachine.provide({ actors: chatRoomActors({ realtime, client }) }),
    [realtime, client],
  )
  const actor = useActorRef(machine, {
    input: { channelId, viewer, blockedIds, ...(flushMs === undefined ? {} : { flushMs }) },
  })

  useActorEvent(actor, '*', (event) => {
    if (event.type === 'login-required') promptLogin('chat')
    else if (event.type === 'toast') toastQueue.show(event.message, CHATROOM)
    onEvent?.(event)
  })
  useViewerSync(actor, viewer)
  useEffect(() => {
    if (!sameIds(actor.getSnapshot().context.blockedIds, blockedIds)) {
      actor.send({ type: 'BLOCKED', ids: blockedIds })
    }
  }, [actor, blockedIds])

  // One selection of the fields shown, compared field by field: the machine's context changes
  // with every incoming entry (its queue), these only at a flush or a real change.
  const view = useSelector(actor, viewOf, sameView)
  const context = useMemo<ChatRoomContext>(() => {
    const {
      send: _send,
      settings: _settings,
      member: _member,
      slowMode: _slowMode,
      ...fields
    } = view
    return { channelId, ...fields }
  }, [channelId, view])
  const state = useMemo<ChatRoomState>(
    () => ({
      send: view.send,
      settings: view.settings,
      member: view.member,
      slowMode: view.slowMode,
    }),
    [view.send, view.settings, view.member, view.slowMode],
  )
  return { state, context, send: actor.send }
}
