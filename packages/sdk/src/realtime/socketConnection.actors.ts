import { fromCallback } from 'xstate'
import type { Unsubscribe } from '../core/emitter'
import { COMMAND_TIMEOUT_MS, sendCommand } from './socketCommand'
import type { LinkCommand, LinkEvent, SocketConnectionEvent } from './socketConnection.machine'
import type { SocketTransport } from './socketTransport'

/** What the socket needs of a session: its access token, and word when it may have changed. */
export interface RealtimeSession {
  getAccessToken(): Promise<string | undefined>
  /** Called after any change of the session (a refresh, a sign-in, a sign-out). */
  subscribe(listener: () => void): Unsubscribe
}

/**
 * The `link` actor of {@link socketConnectionMachine} over a transport: it connects, drops and
 * sends commands when the machine asks, and reports what the transport says. Stopping it
 * closes the transport.
 *
 * @example
 * socketConnectionMachine.provide({ actors: { link: socketLink(createSocketIoTransport({ baseUrl })) } })
 */
export function socketLink(transport: SocketTransport, ackTimeoutMs = COMMAND_TIMEOUT_MS) {
  return fromCallback<LinkCommand>(({ sendBack, receive }) => {
    let stopped = false
    const report = (event: LinkEvent) => {
      if (!stopped) sendBack(event)
    }
    const unsubscribe = transport.subscribe((signal) => {
      if (signal.type === 'connected')
        report({ type: 'LINK.CONNECTED', recovered: signal.recovered })
      else if (signal.type === 'disconnected') {
        report({ type: 'LINK.DISCONNECTED', reason: signal.reason })
      } else if (signal.type === 'connect-error') {
        report({ type: 'LINK.FAILED', message: signal.message })
      }
      // Pushed events ('event') go around the machine: createRealtime delivers them.
    })
    receive((command) => {
      if (command.type === 'CONNECT') {
        const { clientId, token } = command
        transport.connect(token === undefined ? { clientId } : { clientId, token })
      } else if (command.type === 'DROP') {
        transport.drop()
      } else {
        const { name, payload } = command
        sendCommand(transport, name, payload, ackTimeoutMs).then(
          (ack) => report({ type: 'LINK.ANSWERED', name, payload, ack }),
          (error: unknown) => report({ type: 'LINK.UNANSWERED', name, payload, error }),
        )
      }
    })
    return () => {
      stopped = true
      unsubscribe()
      transport.close()
    }
  })
}

/**
 * The `tokens` actor of {@link socketConnectionMachine} for a session: the access token once
 * the session has loaded, then again each time it changes (refresh, sign-in, sign-out).
 *
 * @example
 * socketConnectionMachine.provide({ actors: { tokens: sessionTokens(session) } })
 */
export function sessionTokens(session: RealtimeSession) {
  return fromCallback<{ type: string }>(({ sendBack }) => {
    let stopped = false
    let reads = 0
    let sent = false
    let last: string | undefined
    const read = () => {
      // Reads may overlap (the session changes twice quickly): only the latest one counts.
      const mine = ++reads
      const answer = (token: string | undefined) => {
        if (stopped || mine !== reads || (sent && token === last)) return
        sent = true
        last = token
        sendBack({ type: 'TOKEN', token } satisfies SocketConnectionEvent)
      }
      session.getAccessToken().then(answer, () => answer(undefined))
    }
    read()
    const unsubscribe = session.subscribe(read)
    return () => {
      stopped = true
      unsubscribe()
    }
  })
}
