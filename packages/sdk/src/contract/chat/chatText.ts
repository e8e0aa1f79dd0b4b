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

// Characters a reader does not see: format characters (Unicode Cf: the zero-width space, the
// soft hyphen, the zero-width joiners, bidi controls) and the other default-ignorable ones
// (variation selectors, the combining grapheme joiner, Hangul fillers). `bad\u200bword` reads
// as `badword`, so it is matched as `badword`.
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu
// The combining accents of the Latin, Greek and Cyrillic letters (U+0300 block and its
// supplements): `bádword` is matched as `badword`. Marks that make another word (Thai tone
// marks, Indic vowel signs, the Japanese voicing marks) are kept.
const ACCENTS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g

/**
 * A text's mapping to the letters it is drawn as (UTS #39's skeleton): the server passes its
 * confusables table, so `bаdword` with a Cyrillic `а` is `badword`. The table is large (about
 * 28 kB gzipped), so clients go without it.
 */
export type Skeleton = (text: string) => string

/** Accents off, in the decomposed form (whatever the letters' case). */
const withoutAccents = (text: string) => text.normalize('NFD').replace(ACCENTS, '')

/**
 * The form a text is matched in against ban words: invisible characters removed, compatibility
 * forms folded (NFKC: full-width and styled letters are plain ones), Latin, Greek and Cyrillic
 * accents removed, lower case. With a `skeleton` (look-alikes of other scripts), it is applied
 * in the text's own case and again in lower case: skeletons are case-sensitive (a Cherokee `Ᏼ`
 * passes for `B`, its small form for a small capital `ʙ`).
 *
 * @example
 * banWordForm('ＢＡ\u00adD wórd') // 'bad word'
 */
export function banWordForm(text: string, skeleton?: Skeleton): string {
  let form = withoutAccents(text.replace(INVISIBLE, '').normalize('NFKC'))
  if (skeleton) form = withoutAccents(skeleton(form))
  form = withoutAccents(form.toLowerCase())
  if (skeleton) form = withoutAccents(skeleton(form)).toLowerCase()
  return form
}

/**
 * The first ban word the text holds, matched as a substring of their {@link banWordForm}s: case,
 * full-width and styled letters, invisible characters and accents make no difference, and with
 * the server's `skeleton` neither do look-alike letters of other scripts; `undefined` when none.
 * The server refuses messages by it (with its confusables table); a client may warn with it
 * (without one).
 *
 * @example
 * findBanWord('Buy CHEAP gems', ['cheap']) // 'cheap'
 * findBanWord('bad\u200bword', ['badword']) // 'badword'
 */
export function findBanWord(
  text: string,
  words: Iterable<string>,
  skeleton?: Skeleton,
): string | undefined {
  const haystack = banWordForm(text, skeleton)
  for (const word of words) {
    const needle = banWordForm(word, skeleton)
    if (needle !== '' && haystack.includes(needle)) return word
  }
  return undefined
}
