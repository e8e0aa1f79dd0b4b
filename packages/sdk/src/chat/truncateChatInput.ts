import { CHAT_MAX_LENGTH, chatTextTooLong } from '../contract/chat/chat.schemas'

// A well-formed emoticon marker, as the rich text reads it: `{:key:}`, key letters and digits.
// Sticky: it reads at `lastIndex` without copying the text.
const MARKER = /\{:[A-Za-z0-9]+:\}/y
// How far around the cut grapheme clusters are looked at: longer than any real cluster.
const CLUSTER_WINDOW = 64

let segmenter: Intl.Segmenter | null | undefined

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff

// The start of the emoticon marker the cut falls inside, if it does.
function markerStart(text: string, cut: number): number | undefined {
  const open = text.lastIndexOf('{:', cut - 1)
  if (open < 0) return undefined
  MARKER.lastIndex = open
  const marker = MARKER.exec(text)
  if (!marker) return undefined
  return open + marker[0].length > cut ? open : undefined
}

// The start of the grapheme cluster the cut falls inside (an emoji with a skin tone, a flag, a
// family joined by ZWJ), where the platform can tell.
function clusterStart(text: string, cut: number): number {
  segmenter ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter() : null
  if (!segmenter) return cut
  const from = Math.max(0, cut - CLUSTER_WINDOW)
  const window = text.slice(from, Math.min(text.length, cut + CLUSTER_WINDOW))
  let start = cut
  for (const { index, segment } of segmenter.segment(window)) {
    const begin = from + index
    if (begin >= cut) break
    if (begin + segment.length > cut) start = begin
  }
  return start
}

// The UTF-16 index after the first `max` code points of the text.
function indexAfter(text: string, max: number): number {
  let index = 0
  for (let count = 0; count < max && index < text.length; count++) {
    index += isHighSurrogate(text.charCodeAt(index)) && index + 1 < text.length ? 2 : 1
  }
  return index
}

/**
 * Cuts pasted chat text to `max` code points (what the contract counts: `chatTextLength`) without cutting an
 * emoticon marker (`{:key:}`), a surrogate pair or a grapheme cluster in half: the cut moves back
 * to the start of what it would split. Text within the limit comes back as it is.
 *
 * @example
 * truncateChatInput('ab{:wave:}', 5) // 'ab'
 * truncateChatInput('a😀b', 2) // 'a😀'
 */
export function truncateChatInput(text: string, max: number = CHAT_MAX_LENGTH): string {
  if (!chatTextTooLong(text, max)) return text
  let cut = indexAfter(text, Math.max(0, max))
  cut = Math.min(cut, clusterStart(text, cut))
  cut = markerStart(text, cut) ?? cut
  return text.slice(0, cut)
}
