// The page of bench/chat-render.mjs: the kit's <Chat> (React's production build) on the
// real server's calls, with its socket played by the page itself, which pushes chat messages at
// a set rate as a busy channel's server would. Every message goes the whole way a real one
// does: the contract's parse, the chat room machine's batches, React.
import { AirwaveProvider, createClient } from '@airwave/react'
import { Chat } from '@airwave/react/chat'
import { channelEndpoints } from '@airwave/sdk/channel'
import { chatEndpoints } from '@airwave/sdk/chat'
import { emoticonEndpoints } from '@airwave/sdk/emoticon'
import { createRealtime, type SocketTransport, type TransportSignal } from '@airwave/sdk/realtime'
import { createRoot } from 'react-dom/client'

const listeners = new Set<(signal: TransportSignal) => void>()
const signal = (value: TransportSignal) => {
  for (const listener of [...listeners]) listener(value)
}
let up = false
const transport: SocketTransport = {
  connect: () =>
    queueMicrotask(() => {
      up = true
      signal({ type: 'connected', recovered: false })
    }),
  drop: () => {
    up = false
  },
  close: () => {
    up = false
  },
  connected: () => up,
  emitWithAck: async () => ({ ok: true }),
  subscribe: (listener) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

const CHANNEL = 'airwave'
const TEXTS = [
  'gg',
  'that was close {:wave:}',
  'hello from the other side of the world!',
  'www.airwave.test has the schedule',
  '@airwave when is the next stream?',
  'LOL',
  'this song is great, what is it called? anyone know the artist',
]

let sent = 0
const entry = (n: number) => ({
  type: 'CHAT_MESSAGE',
  logIdentity: `bench-${n}`,
  channelId: CHANNEL,
  viewerInfo: {
    viewerId: `viewer${n % 20}`,
    level: n % 7 === 0 ? 16 : 0,
    chatNickname: `Viewer ${n % 20}`,
  },
  level: n % 7 === 0 ? 16 : 0,
  nicknameColor: ['teal', 'coral', 'violet', 'gold'][n % 4],
  message: TEXTS[n % TEXTS.length],
  createDate: new Date().toISOString(),
})

declare global {
  interface Window {
    bench: {
      ready: boolean
      /** Pushes `rate` messages a second for `seconds`, in ticks of 10 ms. */
      feed(rate: number, seconds: number): Promise<number>
      rendered(): number
    }
  }
}

window.bench = {
  ready: false,
  feed: (rate, seconds) =>
    new Promise((resolve) => {
      const started = performance.now()
      const timer = setInterval(() => {
        const elapsed = performance.now() - started
        const due = Math.min(Math.floor((elapsed / 1000) * rate), rate * seconds)
        while (sent < due) signal({ type: 'event', name: 'CHAT_MESSAGE', payload: entry(sent++) })
        if (elapsed >= seconds * 1000) {
          clearInterval(timer)
          resolve(sent)
        }
      }, 10)
    }),
  rendered: () => document.querySelectorAll('.aw-chat-entry').length,
}

const client = createClient({
  baseUrl: '',
  endpoints: { channel: channelEndpoints, chat: chatEndpoints, emoticon: emoticonEndpoints },
})
const realtime = createRealtime({ baseUrl: '', clientId: 'bench', transport })
const root = document.createElement('div')
root.style.cssText = 'height:720px;width:360px'
document.body.append(root)
createRoot(root).render(
  <AirwaveProvider client={client} realtime={realtime}>
    <div style={{ height: 720 }}>
      <Chat channelId={CHANNEL} />
    </div>
  </AirwaveProvider>,
)
window.bench.ready = true
