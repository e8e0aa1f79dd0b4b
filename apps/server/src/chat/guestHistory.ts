import type { ChatMessage } from '@airwave/sdk/contract'

type Channel = { idx: number; handle: string }

/**
 * A channel's chat history as guests entering its room read it. Guests all see the same entries,
 * so those who enter together share one read: a crowd arriving as a broadcast starts costs the
 * database a read per batch instead of one per viewer.
 *
 * A guest joins the room before asking, and a read is shared only by guests who asked before it
 * started, so an entry sent after one of them joined is in the history or reaches them live,
 * never neither. Reads of a channel run one at a time; who asks during one shares the next.
 *
 * @example
 * const guestHistory = createGuestHistory((channel) => chatHistory(db, channel, undefined))
 * socket.join(room); socket.emit('CHAT_HISTORY', { channelId, messages: await guestHistory(channel) })
 */
export function createGuestHistory(
  read: (channel: Channel) => Promise<ChatMessage[]>,
): (channel: Channel) => Promise<ChatMessage[]> {
  // The read of each channel that has not started yet (shared by who asks now), and the end of
  // the one before it (never rejects: it only orders the reads).
  const next = new Map<number, Promise<ChatMessage[]>>()
  const previous = new Map<number, Promise<void>>()

  return (channel) => {
    const waiting = next.get(channel.idx)
    if (waiting) return waiting
    const reading = (previous.get(channel.idx) ?? Promise.resolve()).then(() => {
      next.delete(channel.idx)
      return read(channel)
    })
    next.set(channel.idx, reading)
    const done = reading.then(
      () => {},
      () => {},
    )
    previous.set(channel.idx, done)
    void done.then(() => {
      if (previous.get(channel.idx) === done) previous.delete(channel.idx)
    })
    return reading
  }
}
