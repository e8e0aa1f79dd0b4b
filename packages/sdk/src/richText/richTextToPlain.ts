import type { RichTextToken } from './richText.types'

/**
 * Plain text of tokens, for previews and notifications: links as typed, mentions as `@name`,
 * emoticons as their `{:key:}` code (so the text parses back to the same emoticon) and line
 * breaks as `\n`.
 *
 * @example
 * richTextToPlain(parseRichText('hi @mina\nbye')) // 'hi @mina\nbye'
 */
export function richTextToPlain(tokens: readonly RichTextToken[]): string {
  let plain = ''
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
      case 'link':
        plain += token.text
        break
      case 'mention':
        plain += `@${token.name}`
        break
      case 'emoticon':
        plain += `{:${token.key}:}`
        break
      case 'lineBreak':
        plain += '\n'
        break
    }
  }
  return plain
}
