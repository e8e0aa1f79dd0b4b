import type { SocketStatus } from '../realtime/useSocketStatus'
import type { ChatText } from './chatText'

const texts = {
  connecting: 'connecting',
  reconnecting: 'reconnecting',
  offline: 'offline',
} as const

/**
 * The connection's state above the input while it is not connected: connecting, reconnecting
 * (messages still go, over REST) or offline (the input is off until the network is back). A
 * polite status region that stays in the page, empty while connected, so a screen reader
 * hears each change.
 *
 * @example
 * <ChatStatusLine status={useSocketStatus()} t={t} />
 */
export function ChatStatusLine({ status, t }: { status: SocketStatus; t: ChatText }) {
  return (
    <p className="aw-chat-status" role="status" data-state={status}>
      {status === 'connected' ? null : t(texts[status])}
    </p>
  )
}
