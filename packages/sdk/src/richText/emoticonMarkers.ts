import type {
  ParseRichTextOptions,
  RichTextEmoticon,
  RichTextEmoticonToken,
} from './richText.types'
import { toSafeHttpUrl } from './safeHttpUrl'

const KEY = /^[A-Za-z0-9]+$/
const SPACE = /\s/

function lookUp(
  key: string,
  emoticons: ParseRichTextOptions['emoticons'],
): RichTextEmoticon | undefined {
  if (emoticons === undefined) return undefined
  if (emoticons instanceof Map) return emoticons.get(key)
  const record = emoticons as Readonly<Record<string, RichTextEmoticon>>
  // Own keys only: `{:constructor:}` must not find Object.prototype.constructor.
  return Object.hasOwn(record, key) ? record[key] : undefined
}

function resolve(key: string, options: ParseRichTextOptions): RichTextEmoticonToken | undefined {
  if (!KEY.test(key)) return undefined
  const emoticon = lookUp(key, options.emoticons)
  if (emoticon === undefined) return undefined
  if (emoticon.subscriberOnly === true) {
    const { isSubscriber = false } = options
    const subscribed =
      typeof isSubscriber === 'function' ? isSubscriber(emoticon.channelId) : isSubscriber
    if (!subscribed) return undefined
  }
  const url = toSafeHttpUrl(emoticon.url)
  return url === undefined ? undefined : { type: 'emoticon', key, url }
}

/**
 * Replaces emoticon markers with tokens and removes the rest, leaving the text between them.
 *
 * A marker opens with `{:` and closes with the `:}` that balances it, inside one word (it never
 * spans whitespace). Exactly `{:key:}` with a letters-and-digits key known to the lookup, and
 * allowed for the reader, becomes an emoticon; every other marker is removed whole: unknown keys,
 * locked subscriber emoticons, malformed keys (`{:a-b:}`, `{::}`), nested markers
 * (`{:a{:b:}:}`), and an unterminated `{:` together with the rest of its word (`{:abc`).
 * A stray `:}` is ordinary text. Adjacent text left by a removal joins up (`a{:x:}b` is `ab`).
 */
export function splitEmoticons(
  text: string,
  options: ParseRichTextOptions,
): Array<string | RichTextEmoticonToken> {
  const parts: Array<string | RichTextEmoticonToken> = []
  let pending = ''
  let index = 0
  while (index < text.length) {
    const open = text.indexOf('{:', index)
    if (open < 0) break
    pending += text.slice(index, open)
    let depth = 1
    let end = open + 2
    while (end < text.length && depth > 0) {
      const char = text.charAt(end)
      if (SPACE.test(char)) break
      if (char === '{' && text.charAt(end + 1) === ':') {
        depth++
        end += 2
      } else if (char === ':' && text.charAt(end + 1) === '}') {
        depth--
        end += 2
      } else {
        end++
      }
    }
    const token = depth === 0 ? resolve(text.slice(open + 2, end - 2), options) : undefined
    if (token !== undefined) {
      if (pending !== '') parts.push(pending)
      pending = ''
      parts.push(token)
    }
    index = end
  }
  pending += text.slice(index)
  if (pending !== '') parts.push(pending)
  return parts
}
