import { describe, expect, it } from 'vitest'
import { parseRichText } from './parseRichText'
import { richTextToPlain } from './richTextToPlain'

describe('richTextToPlain', () => {
  it('writes each kind of token as plain text', () => {
    expect(
      richTextToPlain([
        { type: 'text', text: 'hi ' },
        { type: 'mention', name: 'mina' },
        { type: 'lineBreak' },
        { type: 'link', href: 'https://example.com/', text: 'example.com?' },
        { type: 'emoticon', key: 'wave', url: 'https://cdn.example.com/wave.png' },
      ]),
    ).toBe('hi @mina\nexample.com?{:wave:}')
  })

  it('gives back parsed text minus what parsing removed', () => {
    const emoticons = { wave: { url: 'https://cdn.example.com/wave.png' } }
    expect(
      richTextToPlain(parseRichText('a {:wave:} {:nope:}@mina\r\nwww.x.com.', { emoticons })),
    ).toBe('a {:wave:} @mina\nwww.x.com.')
  })

  it('is empty for no tokens', () => {
    expect(richTextToPlain([])).toBe('')
  })
})
