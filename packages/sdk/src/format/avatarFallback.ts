/** What a channel without a usable picture shows instead: initials on a colour of its own. */
export interface AvatarFallback {
  /** One or two letters from the nickname (the channel id when the nickname has none). */
  initials: string
  /** An `hsl()` background, the same for a channel id everywhere it appears. */
  background: string
  /** Text colour readable on `background`. */
  color: string
}

// FNV-1a, then murmur3's final mix: a stable hash of the channel id, so one channel keeps one
// colour on every page and in every session without storing anything. Without the final mix,
// ids differing in their last character ("viewer1", "viewer3") got neighbouring hues.
function hash(text: string): number {
  let h = 0x811c9dc5
  for (const char of text) {
    h ^= char.codePointAt(0) ?? 0
    h = Math.imul(h, 0x01000193)
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

const LETTER = /[\p{L}\p{N}]/u

function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => LETTER.test(word))
  const first = (word: string | undefined) => [...(word ?? '')].find((c) => LETTER.test(c)) ?? ''
  const letters = words.length > 1 ? first(words[0]) + first(words[1]) : first(words[0])
  return letters.toLocaleUpperCase()
}

/**
 * The default avatar of a channel (the spec's fallback for a missing or broken picture):
 * initials of its nickname on a hue derived from its channel id. Saturation and lightness are
 * fixed so that white text stays readable (contrast above 4.5:1) on every hue.
 *
 * @example
 * avatarFallback('mina', 'Mina Park') // { initials: 'MP', background: 'hsl(…, 45%, 38%)', color: '#fff' }
 */
export function avatarFallback(channelId: string, nickname?: string | null): AvatarFallback {
  const initials = initialsOf(nickname ?? '') || initialsOf(channelId) || '?'
  const hue = hash(channelId) % 360
  return { initials, background: `hsl(${hue}, 45%, 30%)`, color: '#fff' }
}
