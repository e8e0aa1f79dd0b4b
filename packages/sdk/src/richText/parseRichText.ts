import { splitEmoticons } from './emoticonMarkers'
import type { ParseRichTextOptions, RichTextToken } from './richText.types'
import { toSafeHttpUrl } from './safeHttpUrl'

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

// The nickname alphabet of the platform (accounts-platform.md: Latin letters, digits, accented
// Spanish letters, kana and kanji, hangul, Thai, hyphen, underscore); ー is kana but script Common.
const NAME = String.raw`A-Za-z0-9_\-áéíóúüñÁÉÍÓÚÜÑ\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Thai}ー`
// What RFC 3986 allows in a URI; anything else (spaces, ", <, >, {, }, non-ASCII) ends the URL.
const URL_CHARS = String.raw`A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=%`
// No `i` flag: with `u` it would let the Kelvin sign and long s match ASCII letters.
const INLINE = new RegExp(
  [
    String.raw`(\r\n|\r|\n)`,
    String.raw`(?<![A-Za-z0-9])((?:[hH][tT][tT][pP][sS]?:\/\/|[wW]{3}\.)[${URL_CHARS}]+)`,
    String.raw`(?<![^\s(\[{"'])@([${NAME}]{2,20})(?![${NAME}])`,
  ].join('|'),
  'gu',
)
const TRAILING = new Set(['.', ',', ':', ';', '!', '?', "'", '*'])

function count(text: string, char: string): number {
  return text.split(char).length - 1
}

/** Drops sentence punctuation after a URL; a closing bracket stays when the URL opened one. */
function trimUrl(raw: string): string {
  // How many more closers than openers: that many trailing closers are not the URL's.
  const unbalanced: Record<string, number> = {
    ')': count(raw, ')') - count(raw, '('),
    ']': count(raw, ']') - count(raw, '['),
  }
  let end = raw.length
  while (end > 0) {
    const char = raw.charAt(end - 1)
    const extra = unbalanced[char]
    if (TRAILING.has(char)) {
      end--
    } else if (extra !== undefined && extra > 0) {
      unbalanced[char] = extra - 1
      end--
    } else {
      break
    }
  }
  return raw.slice(0, end)
}

function pushInline(tokens: RichTextToken[], text: string): void {
  let plain = ''
  let index = 0
  INLINE.lastIndex = 0
  for (let match = INLINE.exec(text); match !== null; match = INLINE.exec(text)) {
    const [whole, lineBreak, url, name] = match
    plain += text.slice(index, match.index)
    let token: RichTextToken | undefined
    let length = whole.length
    if (lineBreak !== undefined) {
      token = { type: 'lineBreak' }
    } else if (url !== undefined) {
      const shown = trimUrl(url)
      const href = toSafeHttpUrl(shown)
      if (href !== undefined) token = { type: 'link', href, text: shown }
      length = Math.max(shown.length, 1)
    } else if (name !== undefined) {
      token = { type: 'mention', name }
    }
    if (token === undefined) {
      plain += text.slice(match.index, match.index + length)
    } else {
      if (plain !== '') tokens.push({ type: 'text', text: plain })
      plain = ''
      tokens.push(token)
    }
    index = match.index + length
    INLINE.lastIndex = index
  }
  plain += text.slice(index)
  if (plain !== '') tokens.push({ type: 'text', text: plain })
}

/**
 * Splits comment, reply or chat text into tokens: text, links, mentions, emoticons, line breaks.
 *
 * - Control characters (except tab and line breaks) are removed; lone surrogates become U+FFFD.
 * - Emoticons are written `{:key:}`, key letters and digits only; unknown, locked, malformed and
 *   nested markers are removed (see `splitEmoticons`).
 * - `http://`, `https://` and `www.` start a link (www. links get https); the URL runs over RFC
 *   3986 characters, minus trailing sentence punctuation and unbalanced closing brackets.
 * - `@name` is a mention when the @ starts a word (text start, after whitespace or an opening
 *   bracket or quote) and the name is 2 to 20 nickname characters: Latin letters, digits, `_`,
 *   `-`, accented Spanish letters, hangul, kana, kanji, Thai.
 * - `\r\n`, `\r` and `\n` are line breaks. Adjacent text is one token; no token is empty.
 *
 * @example
 * parseRichText('hi @mina {:wave:}', { emoticons: { wave: { url: 'https://cdn.example/w.png' } } })
 * // [{ type: 'text', text: 'hi ' }, { type: 'mention', name: 'mina' },
 * //  { type: 'text', text: ' ' }, { type: 'emoticon', key: 'wave', url: 'https://cdn.example/w.png' }]
 */
export function parseRichText(text: string, options: ParseRichTextOptions = {}): RichTextToken[] {
  const clean = text.replace(CONTROL, '').replace(LONE_SURROGATE, '\uFFFD')
  const tokens: RichTextToken[] = []
  for (const part of splitEmoticons(clean, options)) {
    if (typeof part === 'string') pushInline(tokens, part)
    else tokens.push(part)
  }
  return tokens
}
