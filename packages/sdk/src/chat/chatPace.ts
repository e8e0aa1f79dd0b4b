import { CHAT_BUFFER, type ChatMessage } from '../contract/chat/chat.schemas'

/**
 * The most new lines a following chat list shows per animation frame. Measured with
 * `bench/chat-render.mjs` (1,000 messages a second, CPU 4x slower): 3 a frame kept the 95th
 * percentile frame at 17 ms; 5 a frame made it 25 ms. 3 at 60 Hz is 180 lines a second, more
 * than anyone reads.
 */
export const CHAT_LINES_PER_FRAME = 3

/**
 * The most lines a following list lets wait to be shown (chosen: ten frames' worth, a sixth of
 * a second at 60 Hz). When more arrive, the older ones are passed over: the list shows the
 * newest, and every line stays in the room's log for reading back.
 */
export const CHAT_MOST_WAITING = 30

/**
 * What a following chat list shows and how far it has come in the room's log. It holds its
 * lines itself: at a flood the room's 200 move on faster than the list, and a line that left
 * the log by age stays in view until newer ones push it out (no frame renders a whole screen).
 */
export interface ChatPace {
  /** The lines in view, oldest first, as the log last had them. */
  readonly lines: readonly ChatMessage[]
  /** The order the list met its lines in (shown or passed over), by log identity. */
  readonly met: ReadonlyMap<string, number>
}

/**
 * Lines out of view at the top are taken away this many at a time, not a few a frame: taking
 * lines off the top moves every line and repaints the whole list (measured: painting was half
 * the frame time at 1,000 messages a second), adding at the bottom paints only the new ones.
 */
const TRIM_EVERY = 30

const metFrom = (entries: readonly ChatMessage[], from = 0) =>
  new Map(entries.map((entry, index) => [entry.logIdentity, from + index]))

/**
 * A pace with the newest `keep` lines of the log in view at once: the first screenful, or the
 * list back to following after the viewer read back.
 *
 * @example const [pace, setPace] = useState(() => chatPaceAll(entries, 50))
 */
export const chatPaceAll = (entries: readonly ChatMessage[], keep: number): ChatPace => ({
  lines: entries.slice(-keep),
  met: metFrom(entries),
})

/**
 * The pace with its lines as the room's log has them now: a blinded line blinded; a deleted
 * one, or one of a blocked member, gone. A line that left a full log by age (older than its
 * oldest) stays as it was. The same pace when nothing changed. A list refreshes its pace at
 * every change of the log, so that a deleted line is gone before newer ones could push the
 * log past it.
 *
 * @example const shown = chatPaceRefresh(entries, pace).lines
 */
export function chatPaceRefresh(entries: readonly ChatMessage[], pace: ChatPace): ChatPace {
  const inLog = new Map(entries.map((entry) => [entry.logIdentity, entry]))
  // Lines leave by age only a full log, and only from its old end.
  const oldest =
    entries.length < CHAT_BUFFER
      ? Number.NEGATIVE_INFINITY
      : (pace.met.get(entries[0]!.logIdentity) ?? Number.POSITIVE_INFINITY)
  let changed = false
  const lines: ChatMessage[] = []
  for (const line of pace.lines) {
    const now = inLog.get(line.logIdentity)
    const kept = now ?? ((pace.met.get(line.logIdentity) ?? oldest) < oldest ? line : undefined)
    if (kept !== line) changed = true
    if (kept) lines.push(kept)
  }
  return changed ? { lines, met: pace.met } : pace
}

/**
 * Whether lines wait to come into view: the log's newest is one the list has not met.
 *
 * @example if (chatPaceWaits(entries, pace)) requestAnimationFrame(step)
 */
export const chatPaceWaits = (entries: readonly ChatMessage[], pace: ChatPace): boolean =>
  entries.length > 0 && !pace.met.has(entries.at(-1)!.logIdentity)

/**
 * One animation frame of a following list: up to {@link CHAT_LINES_PER_FRAME} waiting lines
 * come into view, oldest first; past {@link CHAT_MOST_WAITING} waiting, the older ones are
 * passed over. Lines out of view at the top go once more than `keep` and a margin are there.
 * The same pace when nothing waits. A room's history, too, comes in a few a frame: at a flood
 * it arrives with the first flush, and a whole screen in one frame would be the longest task
 * of the list's life.
 *
 * @example
 * requestAnimationFrame(() => setPace((pace) => chatPaceStep(entries, pace, 50)))
 */
export function chatPaceStep(
  entries: readonly ChatMessage[],
  pace: ChatPace,
  keep: number,
): ChatPace {
  if (!chatPaceWaits(entries, pace)) return pace
  // The newest line of the log the list met; those after it wait.
  let at = entries.length - 1
  while (at >= 0 && !pace.met.has(entries[at]!.logIdentity)) at--
  const waiting = entries.slice(at + 1)
  const over = Math.max(0, waiting.length - CHAT_MOST_WAITING)
  const metNow = waiting.slice(0, over + CHAT_LINES_PER_FRAME)
  const all = [...chatPaceRefresh(entries, pace).lines, ...metNow.slice(over)]
  const lines = all.length > keep + TRIM_EVERY ? all.slice(-keep) : all
  // Remembered: the order of the lines in view and the log's, to tell which leave by age.
  let next = 0
  for (const order of pace.met.values()) next = Math.max(next, order + 1)
  const met = new Map<string, number>()
  for (const entry of [...lines, ...entries]) {
    const order = pace.met.get(entry.logIdentity)
    if (order !== undefined) met.set(entry.logIdentity, order)
  }
  for (const [id, order] of metFrom(metNow, next)) met.set(id, order)
  return { lines, met }
}
