import type { MessageContent } from '../contract/message/message.schemas'
import type { MessageTextKey } from '../i18n/message/messageMessages'

// A room's messages as the member sees them: the stored ones oldest first, then the member's own
// not yet stored (pending, or failed with their text kept). Every way a message arrives (a page,
// the send's answer, the socket's echo, a page read again after a reconnection) goes through
// `mergeMessages`, so none shows twice and none is lost.

/** Where one of the thread's messages is: stored, on its way, or refused (text kept). */
export type ThreadMessageState = 'sent' | 'pending' | 'failed'

/** A message of the thread. `messageContentIdx` is 0 until the server stored it. */
export interface ThreadMessage extends MessageContent {
  state: ThreadMessageState
  /** Why it failed (a failed message's words). */
  error?: MessageTextKey | undefined
}

/** A stored message as a thread's. @example stored({ messageContentIdx: 9, messageContent: 'hi' }) */
export function stored(message: MessageContent): ThreadMessage {
  return { ...message, state: 'sent' }
}

const isStored = (m: ThreadMessage) => m.state === 'sent'

/**
 * The thread with `incoming` stored messages merged in: one row per `messageContentIdx` (the
 * newer copy wins: its read receipt is the latest), and a pending or failed row of the same
 * `clientMessageId` replaced by its stored copy. Stored rows are sorted by index, the member's
 * unsent ones stay last in the order they were written.
 *
 * @example mergeMessages(thread, [socketEcho]) // the pending row becomes the stored message
 */
export function mergeMessages(
  thread: readonly ThreadMessage[],
  incoming: readonly MessageContent[],
): ThreadMessage[] {
  if (incoming.length === 0) return [...thread]
  const byIdx = new Map<number, ThreadMessage>()
  const unsent: ThreadMessage[] = []
  for (const m of thread) {
    if (isStored(m)) byIdx.set(m.messageContentIdx, m)
    else unsent.push(m)
  }
  const arrived = new Set<string>()
  for (const m of incoming) {
    const before = byIdx.get(m.messageContentIdx)
    byIdx.set(m.messageContentIdx, before ? { ...before, ...m, state: 'sent' } : stored(m))
    if (m.clientMessageId) arrived.add(m.clientMessageId)
  }
  const sorted = [...byIdx.values()].sort((a, b) => a.messageContentIdx - b.messageContentIdx)
  return [...sorted, ...unsent.filter((m) => !m.clientMessageId || !arrived.has(m.clientMessageId))]
}

/**
 * The thread after a reading of the newest page (a socket came back): merged when the page
 * meets what is shown, replaced (the member's unsent rows kept, older pages to load again)
 * when messages came in between that the page does not reach: a gap is never shown.
 *
 * @example const { messages, hasOlder } = withNewestPage(thread, page.messageContentList, page.hasNext)
 */
export function withNewestPage(
  thread: readonly ThreadMessage[],
  page: readonly MessageContent[],
  pageHasOlder: boolean,
  hadOlder: boolean,
): { messages: ThreadMessage[]; hasOlder: boolean } {
  const newestShown = newestStoredIdx(thread)
  const oldestOfPage = page[0]?.messageContentIdx
  const meets =
    newestShown === undefined || oldestOfPage === undefined || oldestOfPage <= newestShown
  if (meets || !pageHasOlder) {
    return { messages: mergeMessages(thread, page), hasOlder: hadOlder || pageHasOlder }
  }
  return {
    messages: mergeMessages(
      thread.filter((m) => !isStored(m)),
      page,
    ),
    hasOlder: true,
  }
}

/** The newest stored message's index. @example newestStoredIdx(thread) // 42 */
export function newestStoredIdx(thread: readonly ThreadMessage[]): number | undefined {
  for (let i = thread.length - 1; i >= 0; i -= 1) {
    const m = thread[i]
    if (m && isStored(m)) return m.messageContentIdx
  }
  return undefined
}

/** The oldest stored message's index: the page before it is the next to load. */
export function oldestStoredIdx(thread: readonly ThreadMessage[]): number | undefined {
  return thread.find(isStored)?.messageContentIdx
}

/**
 * The thread with the member's messages up to `upTo` read by the other (a read receipt).
 *
 * @example withReadUpTo(thread, 42, (m) => m.senderChannelId === 'me')
 */
export function withReadUpTo(
  thread: readonly ThreadMessage[],
  upTo: number,
  isOwn: (m: ThreadMessage) => boolean,
): ThreadMessage[] {
  return thread.map((m) =>
    isStored(m) && isOwn(m) && m.messageContentIdx <= upTo && (m.unReadParticipantCount ?? 0) > 0
      ? { ...m, unReadParticipantCount: 0 }
      : m,
  )
}

/** Messages of one sender in a row within this time are one group. */
export const GROUP_GAP_MS = 5 * 60_000

/** A run of one sender's messages, for the room's bubbles. */
export interface MessageGroup {
  own: boolean
  senderChannelId: string | undefined
  messages: ThreadMessage[]
}

/**
 * The thread in groups: one sender's messages in a row, each within {@link GROUP_GAP_MS} of the
 * previous one.
 *
 * @example groupMessages(thread, (m) => m.senderChannelId === 'me').map((g) => g.own)
 */
export function groupMessages(
  thread: readonly ThreadMessage[],
  isOwn: (m: ThreadMessage) => boolean,
): MessageGroup[] {
  const groups: MessageGroup[] = []
  let lastTime: number | undefined
  for (const m of thread) {
    const own = isOwn(m)
    const time = m.createDate ? Date.parse(m.createDate) : Number.NaN
    const group = groups.at(-1)
    const near =
      lastTime === undefined || Number.isNaN(time) || Math.abs(time - lastTime) <= GROUP_GAP_MS
    if (
      group &&
      group.own === own &&
      (own || group.senderChannelId === m.senderChannelId) &&
      near
    ) {
      group.messages.push(m)
    } else {
      groups.push({ own, senderChannelId: m.senderChannelId, messages: [m] })
    }
    if (!Number.isNaN(time)) lastTime = time
  }
  return groups
}
