import {
  type MessageChannel,
  type MessageRoomContext,
  type MessageRoomEvent,
  type MessageRoomPages,
  type MessageRoomState,
  type MessageRoomStatus,
  messageKeys,
  messageRoomActors,
  messageRoomMachine,
  roomChanged,
  roomLeft,
  roomState,
  withRoom,
} from '@airwave/sdk/message'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useRealtime } from '../realtime/useRealtime'
import { useActorEvent } from '../shared/actors/useActorEvent'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'
import { useMessageText } from './messageText'

export interface UseMessageRoomOptions {
  messageRoomIdx?: number | undefined
  channel?: MessageChannel | undefined
  roomStatus?: MessageRoomStatus | undefined
  viewerChannelId?: string | undefined
  /** The member left the room or blocked its channel. */
  onGone?: () => void
}

export interface MessageRoomHandle {
  state: MessageRoomState
  context: MessageRoomContext
  send: (event: MessageRoomEvent) => void
  /** The machine's sub-states, for the buttons' `busy`. */
  olderLoading: boolean
  answering: boolean
  confirming: boolean
  working: boolean
}

/**
 * One room over the SDK's `messageRoomMachine` with the provider's client (`message`, and
 * `channel` to block) and the page's socket; what the room says updates the room list (its
 * status, its read count, its leaving) and failures of its actions are toasts. Another room
 * needs a new component (`key`).
 *
 * @example const room = useMessageRoom({ messageRoomIdx: 3, channel }); room.send({ type: 'SEND', text })
 */
export function useMessageRoom(options: UseMessageRoomOptions): MessageRoomHandle {
  const { queryClient, toastQueue } = useAirwave()
  const client = useCalls('useMessageRoom', 'message', 'channel')
  const realtime = useRealtime('useMessageRoom')
  const t = useMessageText()
  const machine = useMemo(
    () => messageRoomMachine.provide({ actors: messageRoomActors({ client, realtime }) }),
    [client, realtime],
  )
  const actor = useActorRef(machine, {
    input: {
      ...(options.messageRoomIdx ? { messageRoomIdx: options.messageRoomIdx } : {}),
      ...(options.channel ? { channel: options.channel } : {}),
      ...(options.roomStatus ? { roomStatus: options.roomStatus } : {}),
      ...(options.viewerChannelId ? { viewerChannelId: options.viewerChannelId } : {}),
    },
  })
  const nickname = options.channel?.nickname ?? options.channel?.channelId ?? ''
  useActorEvent(actor, '*', (event) => {
    switch (event.type) {
      case 'room':
        roomChanged(queryClient, event.room)
        break
      case 'read':
        queryClient.setQueryData<MessageRoomPages>(messageKeys.rooms(), (pages) =>
          pages ? withRoom(pages, { messageRoomIdx: event.messageRoomIdx, unReadCount: 0 }) : pages,
        )
        void queryClient.invalidateQueries({ queryKey: messageKeys.info() })
        break
      case 'left':
        roomLeft(queryClient, event.messageRoomIdx)
        toastQueue.show(t('left'))
        options.onGone?.()
        break
      case 'blocked':
        roomLeft(queryClient, event.messageRoomIdx)
        toastQueue.show(t('blocked', { nickname }))
        options.onGone?.()
        break
      case 'toast':
        toastQueue.show(t(event.key, { nickname }))
        break
    }
  })
  const snapshot = useSelector(actor, (s) => s)
  return {
    state: roomState(snapshot),
    context: snapshot.context,
    send: actor.send,
    olderLoading: snapshot.matches({ ready: { older: 'loading' } }),
    answering:
      snapshot.matches({ ready: { request: 'accepting' } }) ||
      snapshot.matches({ ready: { request: 'declining' } }),
    confirming: snapshot.matches({ ready: { request: 'confirming' } }),
    working:
      snapshot.matches({ ready: { request: 'leaving' } }) ||
      snapshot.matches({ ready: { request: 'blocking' } }),
  }
}
