// @vitest-environment jsdom
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseRichText } from './parseRichText'
import { createRichTextRenderer, renderRichText } from './renderRichText'
import type { RenderRichTextOptions } from './richText.types'
import { findViolations, plainFromHtml, reserialize } from './richTextDom.fixture'
import { richTextToPlain } from './richTextToPlain'

const FRAGMENTS = [
  '<',
  '>',
  '"',
  "'",
  '&',
  '&amp;',
  '&#x6A;',
  '`',
  '=',
  '/',
  '\\',
  '(',
  ')',
  '[',
  ']',
  '.',
  ',',
  'javascript:',
  'JaVaScRiPt:',
  'data:',
  'vbscript:',
  '{:',
  ':}',
  '{',
  '}',
  ':',
  '@',
  '@@',
  'http://',
  'https://',
  'HTTP://',
  'www.',
  'x.com',
  'onerror=',
  'onload=',
  'alert(1)',
  '<script>',
  '</script>',
  '<img src=x ',
  '<svg',
  '<a href="',
  '</a>',
  '<!--',
  '-->',
  '<![CDATA[',
  '\n',
  '\r\n',
  '\r',
  '\t',
  ' ',
  '\u00a0',
  '\u0000',
  '\u202e',
  'a',
  'Z9',
  'wave',
  'heart',
  'mina',
  '민아',
  'ミナー',
  'มินา',
  '_',
  '-',
  '😀',
  '\uD800',
]

const input = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 30 }).map((parts) => parts.join('')),
)

const options: fc.Arbitrary<RenderRichTextOptions> = fc.record({
  emoticons: fc.constant({
    wave: { url: 'https://cdn.example.com/wave.png' },
    Z9: { url: 'http://cdn.example.com/z9.png' },
    heart: { url: 'https://cdn.example.com/heart.png', subscriberOnly: true },
    bad: { url: 'javascript:alert(1)' },
  }),
  isSubscriber: fc.boolean(),
  mentionHref: fc.constantFrom(
    undefined,
    (name: string) => `https://airwave.example/${encodeURIComponent(name)}`,
    (name: string) => `javascript:alert('${name}')`,
    (name: string) => `/${name}`,
  ),
})

const MENTION =
  /^[A-Za-z0-9_\-áéíóúüñÁÉÍÓÚÜÑ\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Thai}ー]{2,20}$/u

describe('rich text properties', () => {
  it('renders any input to allow-listed elements, attributes and http(s) URLs only', () => {
    fc.assert(
      fc.property(input, options, (text, opts) => {
        expect(findViolations(renderRichText(text, opts), document)).toEqual([])
      }),
      { numRuns: 400 },
    )
  })

  it('shows exactly the text the tokens say', () => {
    fc.assert(
      fc.property(input, options, (text, opts) => {
        const tokens = parseRichText(text, opts)
        expect(plainFromHtml(renderRichText(tokens, opts), document)).toBe(richTextToPlain(tokens))
      }),
      { numRuns: 400 },
    )
  })

  it('keeps text without markup, links, mentions or markers as it was typed', () => {
    const printable = (char: string) => {
      const code = char.codePointAt(0) ?? 0
      return (code >= 0x20 && code !== 0x7f) || char === '\n' || char === '\t'
    }
    const plain = fc
      .string({ unit: 'binary' })
      .filter((text) => !/[@{:}]|www\.|https?:\/\//i.test(text) && [...text].every(printable))
    fc.assert(
      fc.property(plain, (text) => {
        expect(
          document.createRange().createContextualFragment(renderRichText(text)).textContent,
        ).toBe(text.replace(/\n/g, ''))
      }),
    )
  })

  it('needs nothing removed by DOMPurify: the builder output is already safe', () => {
    const unpurified = createRichTextRenderer({ window: null })
    fc.assert(
      fc.property(input, options, (text, opts) => {
        expect(reserialize(renderRichText(text, opts), document)).toBe(
          reserialize(unpurified(text, opts), document),
        )
      }),
      { numRuns: 400 },
    )
  })

  it('parses into well-formed tokens', () => {
    fc.assert(
      fc.property(input, options, (text, opts) => {
        const tokens = parseRichText(text, opts)
        tokens.forEach((token, index) => {
          if (token.type === 'text') {
            expect(token.text).not.toBe('')
            expect(tokens[index + 1]?.type).not.toBe('text')
            expect(token.text).not.toContain('\n')
            expect(token.text).not.toContain('\r')
            expect(token.text).not.toContain('\u0000')
          }
          if (token.type === 'link') expect(token.href).toMatch(/^https?:\/\/[^/]/)
          if (token.type === 'mention') expect(token.name).toMatch(MENTION)
          if (token.type === 'emoticon') {
            expect(['wave', 'Z9', 'heart']).toContain(token.key)
            if (token.key === 'heart') expect(opts.isSubscriber).toBe(true)
          }
        })
      }),
      { numRuns: 400 },
    )
  })
})
