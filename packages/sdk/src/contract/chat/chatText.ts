import { parseRichText } from '../../richText/parseRichText'
import type { RichTextEmoticon } from '../../richText/richText.types'

// The chat's text rules that both sides apply: the server refuses a message by them, and a
// client can warn before sending. They follow the rich text rules, so what counts as a link or
// an emoticon here is exactly what the kit renders as one.

/**
 * Whether the text holds a link, by the rich text rule (`http://`, `https://` or `www.`, ending
 * at the first character a URL cannot hold; only http(s) links with a host count).
 *
 * @example
 * containsLink('see www.airwave.test') // true
 * containsLink('javascript:alert(1)') // false
 */
export function containsLink(text: string): boolean {
  return parseRichText(text).some((token) => token.type === 'link')
}

// Any http URL does: the rule only needs to know which keys the text uses.
const MARKER_URL = 'https://emoticon.invalid/'

/**
 * The emoticon keys among `keys` that the text uses as `{:key:}` markers, once each, in order
 * of first use. A marker counts only where the rich text would render it (well-formed, not
 * nested, inside one word).
 *
 * @example
 * usedEmoticonKeys('hi {:airwaveHi:} {:wave:}', ['airwaveHi', 'airwaveLove']) // ['airwaveHi']
 */
export function usedEmoticonKeys(text: string, keys: Iterable<string>): string[] {
  const emoticons = new Map<string, RichTextEmoticon>()
  for (const key of keys) emoticons.set(key, { url: `${MARKER_URL}${key}` })
  if (emoticons.size === 0) return []
  const used = new Set<string>()
  for (const token of parseRichText(text, { emoticons })) {
    if (token.type === 'emoticon') used.add(token.key)
  }
  return [...used]
}

/** One form of a text for ban-word matching: compatibility forms folded, lower case. */
function folded(text: string): string {
  return text.normalize('NFKC').toLowerCase()
}

/**
 * The first ban word the text holds, matched case-insensitively as a substring (full-width and
 * other compatibility forms count as their plain letters); `undefined` when none.
 *
 * @example
 * findBanWord('Buy CHEAP gems', ['cheap']) // 'cheap'
 */
export function findBanWord(text: string, words: Iterable<string>): string | undefined {
  const haystack = folded(text)
  for (const word of words) {
    const needle = folded(word)
    if (needle !== '' && haystack.includes(needle)) return word
  }
  return undefined
}
