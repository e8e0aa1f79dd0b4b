import type { SocketTransport } from '@airwave/sdk/realtime'
import { chatStore, historyFor, type RoomListener, send } from './chat'
import { BOARD } from './people'
import { socketSignals } from './socketSignals'

/** What a play function can do to the story's socket: lose it as a network would. */
export interface ChatSocketControl {
  /** The connection drops; reconnection attempts then fail, so the chat stays reconnecting. */
  lose(): void
}

let current: ChatSocketControl | undefined

/**
 * The socket of the story on screen, for its play function.
 *
 * @example
 * chatSocketControl().lose()
 */
export function chatSocketControl(): ChatSocketControl {
  if (!current) throw new Error('No chat socket: the story has no chat')
  return current
}

/**
 * The kit's socket transport over the in-memory chat, as the reference server answers it: the
 * handshake's token says who connects, ENTER_CHANNEL answers with the room's history (without
 * the viewer's blocked members), SEND_CHAT runs the chat's rules, and whatever the room says
 * (messages, deletes, blinds, settings) is pushed while connected. Asynchronous like a real
 * socket: nothing is answered inside the call that asks.
 *
 * @example
 * createRealtime({ baseUrl: API_ORIGIN, clientId: 'storybook', transport: chatSocket(), session })
 */
export function chatSocket(): SocketTransport {
  const { signal, subscribe } = socketSignals()
  let viewer: string | undefined
  let up = false
  let lost = false
  const room: RoomListener = (name, payload) => {
    if (up) queueMicrotask(() => signal({ type: 'event', name, payload }))
  }
  const later = (run: () => void) => setTimeout(run, 0)
  const shut = () => {
    up = false
    chatStore.listeners.delete(room)
  }
  const transport: SocketTransport = {
    connect(handshake) {
      viewer = handshake.token
      later(() => {
        if (lost) {
          signal({ type: 'connect-error', message: 'The network is down (story)' })
          return
        }
        up = true
        chatStore.listeners.add(room)
        signal({ type: 'connected', recovered: false })
      })
    },
    drop: shut,
    close() {
      shut()
      if (current === control) current = undefined
    },
    connected: () => up,
    async emitWithAck(name, payload) {
      if (!up) throw new Error('The socket is not connected')
      await new Promise((resolve) => setTimeout(resolve, 0))
      if (name === 'ENTER_CHANNEL') {
        const { channelId } = payload as { channelId: string }
        if (channelId === BOARD) {
          later(() =>
            signal({
              type: 'event',
              name: 'CHAT_HISTORY',
              payload: { channelId, messages: historyFor(viewer) },
            }),
          )
        }
        return { ok: true }
      }
      if (name === 'SEND_CHAT') {
        if (!viewer) return { ok: false, code: 'UNAUTHORIZED', message: 'Log in first' }
        return send(viewer, (payload as { message: string }).message)
      }
      return { ok: true }
    },
    subscribe,
  }
  const control: ChatSocketControl = {
    lose() {
      lost = true
      shut()
      signal({ type: 'disconnected', reason: 'transport close' })
    },
  }
  current = control
  return transport
}
