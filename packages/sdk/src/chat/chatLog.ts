import { CHAT_BUFFER, type ChatMessage } from '../contract/chat/chat.schemas'

/**
 * How many identities the chat remembers to refuse a duplicate (chosen): far more than the 200
 * shown, so that an entry sent again by history, a recovery or the sender's own echo is known
 * long after it scrolled out.
 */
export const CHAT_DEDUPE_WINDOW = 1000

/** A room's accepted entries (at most `CHAT_BUFFER`, oldest first) and what it has seen. */
export interface ChatLog {
  readonly entries: readonly ChatMessage[]
  /** Keys of the latest accepted entries: `log:{logIdentity}`, and `in:{viewerId}` for entries. */
  readonly seen: readonly string[]
}

/** An empty log. @example let log = EMPTY_CHAT_LOG */
export const EMPTY_CHAT_LOG: ChatLog = { entries: [], seen: [] }

// A channel-in is a duplicate when the same viewer already came in, whatever its log identity.
const keysOf = (entry: ChatMessage): string[] =>
  entry.type === 'CHANNEL_IN' && entry.viewerInfo
    ? [`log:${entry.logIdentity}`, `in:${entry.viewerInfo.viewerId}`]
    : [`log:${entry.logIdentity}`]

const from = (entry: ChatMessage) => entry.viewerInfo?.viewerId

/**
 * Adds entries to the log, oldest first: a duplicate (a log identity seen, or a second
 * channel-in of one viewer) and an entry of a blocked member are left out; past
 * `CHAT_BUFFER` the oldest entries drop. Also says which entries it took.
 *
 * @example
 * const { log, added } = appendEntries(EMPTY_CHAT_LOG, queued, new Set(['troll']))
 */
export function appendEntries(
  log: ChatLog,
  incoming: readonly ChatMessage[],
  blocked: ReadonlySet<string>,
): { log: ChatLog; added: ChatMessage[] } {
  const seen = new Set(log.seen)
  const added: ChatMessage[] = []
  const keys: string[] = []
  for (const entry of incoming) {
    const viewerId = from(entry)
    if (viewerId !== undefined && blocked.has(viewerId)) continue
    const own = keysOf(entry)
    if (own.some((key) => seen.has(key))) continue
    for (const key of own) seen.add(key)
    keys.push(...own)
    added.push(entry)
  }
  if (added.length === 0) return { log, added }
  return {
    log: {
      entries: [...log.entries, ...added].slice(-CHAT_BUFFER),
      seen: [...log.seen, ...keys].slice(-CHAT_DEDUPE_WINDOW),
    },
    added,
  }
}

/** Which entries a delete removes: one by its log identity, or all of one viewer. */
export type ChatRemoval = { logIdentity?: string | undefined; viewerId?: string | undefined }

// Whether a removal takes this entry.
function isRemoved(entry: ChatMessage, removal: ChatRemoval): boolean {
  return (
    (removal.logIdentity !== undefined && entry.logIdentity === removal.logIdentity) ||
    (removal.viewerId !== undefined && from(entry) === removal.viewerId)
  )
}

/**
 * The entries without those a removal takes (the same array when it takes none).
 *
 * @example removeEntries(entries, { logIdentity: 'l1' })
 */
export function removeEntries(
  entries: readonly ChatMessage[],
  removal: ChatRemoval,
): readonly ChatMessage[] {
  const kept = entries.filter((entry) => !isRemoved(entry, removal))
  return kept.length === entries.length ? entries : kept
}

/**
 * The entries with one blinded (the same array when it is not there or already blinded).
 *
 * @example blindEntry(entries, 'l1')
 */
export function blindEntry(
  entries: readonly ChatMessage[],
  logIdentity: string,
): readonly ChatMessage[] {
  const index = entries.findIndex((e) => e.logIdentity === logIdentity && e.blinded !== true)
  if (index < 0) return entries
  const next = [...entries]
  next[index] = { ...entries[index]!, blinded: true }
  return next
}

/**
 * The entries without those of blocked members (the same array when there are none).
 *
 * @example withoutBlocked(entries, new Set(['troll']))
 */
export function withoutBlocked(
  entries: readonly ChatMessage[],
  blocked: ReadonlySet<string>,
): readonly ChatMessage[] {
  if (blocked.size === 0) return entries
  const kept = entries.filter((entry) => !blocked.has(from(entry) ?? ''))
  return kept.length === entries.length ? entries : kept
}

const time = (entry: ChatMessage | undefined) =>
  entry?.createDate === undefined ? Number.NaN : Date.parse(entry.createDate)

/**
 * The room's history (the server's latest entries, oldest first, as a socket gets it on
 * entering) merged into the log. The history is the server's truth of those entries: it
 * replaces what the log holds, except entries newer than its last one (they arrived live
 * meanwhile), which follow it. An empty history changes nothing (chosen: a server that lost its
 * memory does not blank the viewer's screen). Duplicates and blocked members are left out.
 *
 * @example
 * const { log } = mergeHistory(log, event.messages, blocked)
 */
export function mergeHistory(
  log: ChatLog,
  history: readonly ChatMessage[],
  blocked: ReadonlySet<string>,
): { log: ChatLog; added: ChatMessage[] } {
  if (history.length === 0) return { log, added: [] }
  const known = new Set(log.entries.map((entry) => entry.logIdentity))
  const inHistory = new Set(history.map((entry) => entry.logIdentity))
  const last = time(history.at(-1))
  const newer = log.entries.filter(
    (entry) => !inHistory.has(entry.logIdentity) && time(entry) > last,
  )
  // The seen keys stay: an entry of the history already seen elsewhere is still the same one.
  const fresh = appendEntries({ entries: [], seen: [] }, [...history, ...newer], blocked)
  const before = new Set(log.seen)
  const seen = [...log.seen, ...fresh.log.seen.filter((key) => !before.has(key))]
  return {
    log: { entries: fresh.log.entries, seen: seen.slice(-CHAT_DEDUPE_WINDOW) },
    added: fresh.added.filter((entry) => !known.has(entry.logIdentity)),
  }
}
