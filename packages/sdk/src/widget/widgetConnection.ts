import { chatEndpoints } from '../contract/chat/chat.endpoints'
import { missionEndpoints } from '../contract/mission/mission.endpoints'
import { pollEndpoints } from '../contract/poll/poll.endpoints'
import { widgetEndpoints } from '../contract/widget/widget.endpoints'
import { WIDGET_KEY_HEADER } from '../contract/widget/widget.schemas'
import { type Client, createClient } from '../core/createClient'
import type { ReconnectBackoff } from '../core/reconnectDelay'
import { createRealtime, type Realtime } from '../realtime/createRealtime'
import { createSocketIoTransport } from '../realtime/socketIoTransport'
import type { SocketTransport } from '../realtime/socketTransport'

const endpoints = {
  widget: widgetEndpoints,
  chat: chatEndpoints,
  poll: pollEndpoints,
  mission: missionEndpoints,
}

/** The calls an overlay makes, each with its widget key. */
export type WidgetClient = Client<typeof endpoints>

export interface WidgetConnectionOptions {
  /** The API's origin ('' for the page's own). */
  baseUrl: string
  /** The secret part of the overlay's URL. */
  widgetKey: string
  /** Default `airwave-overlay`: overlays are not viewers, the server counts none of them. */
  clientId?: string
  /** Default: socket.io, signed in with the key. Tests and stories pass a fake. */
  transport?: SocketTransport
  fetch?: typeof fetch
  backoff?: ReconnectBackoff
}

/** An overlay's client and socket, both carrying its widget key. */
export interface WidgetConnection {
  client: WidgetClient
  realtime: Realtime
  /** Closes the socket for good (the page goes, or the key was revoked). */
  stop(): void
}

/**
 * Opens an overlay's connection: a client whose calls carry the widget key in a header
 * (`WIDGET_KEY_HEADER`, never in a URL) and the overlay's own socket, signed in with the key in
 * socket.io's CONNECT packet. The server lets such a socket read only its channel's overlay
 * events. It reconnects by itself, as every page's socket does.
 *
 * @example
 * const { client, realtime } = createWidgetConnection({ baseUrl: '', widgetKey })
 * const config = await client.widget.overlay()
 */
export function createWidgetConnection(options: WidgetConnectionOptions): WidgetConnection {
  const { baseUrl, widgetKey } = options
  const clientId = options.clientId ?? 'airwave-overlay'
  const base = options.fetch
  const keyed: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set(WIDGET_KEY_HEADER, widgetKey)
    return (base ?? globalThis.fetch)(input, { ...init, headers })
  }
  const client = createClient({ baseUrl, endpoints, clientId, fetch: keyed })
  const transport = options.transport ?? createSocketIoTransport({ baseUrl, auth: { widgetKey } })
  const realtime = createRealtime({
    baseUrl,
    clientId,
    transport,
    ...(options.backoff ? { backoff: options.backoff } : {}),
  })
  return { client, realtime, stop: () => realtime.stop() }
}
