import { describe, expect, it } from 'vitest'
import { parseRichText } from './parseRichText'

const wave = { url: 'https://cdn.example.com/wave.png' }
const heart = { url: 'https://cdn.example.com/heart.png', subscriberOnly: true, channelId: 'mina' }
const emoticons = { wave, heart, Smile2: { url: 'http://cdn.example.com/s.png' } }

describe('parseRichText: text and line breaks', () => {
  it('returns plain text as one token and nothing for empty text', () => {
    expect(parseRichText('hello world')).toEqual([{ type: 'text', text: 'hello world' }])
    expect(parseRichText('')).toEqual([])
  })

  it('keeps \\n, \\r\\n and lone \\r as line breaks, including blank lines', () => {
    expect(parseRichText('a\nb\r\nc\rd')).toEqual([
      { type: 'text', text: 'a' },
      { type: 'lineBreak' },
      { type: 'text', text: 'b' },
      { type: 'lineBreak' },
      { type: 'text', text: 'c' },
      { type: 'lineBreak' },
      { type: 'text', text: 'd' },
    ])
    expect(parseRichText('\n\n')).toEqual([{ type: 'lineBreak' }, { type: 'lineBreak' }])
  })

  it('removes control characters but keeps tabs', () => {
    expect(parseRichText('a\u0000b\u0007c\td\u007f')).toEqual([{ type: 'text', text: 'abc\td' }])
  })

  it('replaces lone surrogates and keeps pairs', () => {
    expect(parseRichText('a\uD800b\uDC00c😀')).toEqual([
      { type: 'text', text: 'a\uFFFDb\uFFFDc😀' },
    ])
  })

  it('keeps HTML as text (rendering escapes it)', () => {
    expect(parseRichText('<b>"hi"</b>')).toEqual([{ type: 'text', text: '<b>"hi"</b>' }])
  })
})

describe('parseRichText: emoticons', () => {
  it('turns a known {:key:} into an emoticon', () => {
    expect(parseRichText('hi {:wave:}!', { emoticons })).toEqual([
      { type: 'text', text: 'hi ' },
      { type: 'emoticon', key: 'wave', url: 'https://cdn.example.com/wave.png' },
      { type: 'text', text: '!' },
    ])
  })

  it('matches keys with digits and case exactly, also back to back', () => {
    expect(parseRichText('{:Smile2:}{:wave:}', { emoticons })).toEqual([
      { type: 'emoticon', key: 'Smile2', url: 'http://cdn.example.com/s.png' },
      { type: 'emoticon', key: 'wave', url: 'https://cdn.example.com/wave.png' },
    ])
    expect(parseRichText('{:WAVE:}', { emoticons })).toEqual([])
  })

  it('accepts a Map as the lookup', () => {
    expect(parseRichText('{:wave:}', { emoticons: new Map([['wave', wave]]) })).toEqual([
      { type: 'emoticon', key: 'wave', url: 'https://cdn.example.com/wave.png' },
    ])
  })

  it('strips unknown keys, joining the text around them', () => {
    expect(parseRichText('a {:nope:} b', { emoticons })).toEqual([{ type: 'text', text: 'a  b' }])
    expect(parseRichText('a{:nope:}b', { emoticons })).toEqual([{ type: 'text', text: 'ab' }])
    expect(parseRichText('{:wave:}')).toEqual([])
  })

  it('does not find inherited object keys', () => {
    expect(parseRichText('{:constructor:}{:toString:}', { emoticons })).toEqual([])
  })

  it('removes malformed keys whole', () => {
    expect(parseRichText('a{:a-b:}b', { emoticons })).toEqual([{ type: 'text', text: 'ab' }])
    expect(parseRichText('a{::}b', { emoticons })).toEqual([{ type: 'text', text: 'ab' }])
    expect(parseRichText('a{:wa_ve:}b', { emoticons })).toEqual([{ type: 'text', text: 'ab' }])
    expect(parseRichText('a{:wave::}b', { emoticons })).toEqual([{ type: 'text', text: 'ab' }])
    expect(parseRichText('a{:웃:}b', { emoticons })).toEqual([{ type: 'text', text: 'ab' }])
  })

  it('removes nested markers whole, even when the inner key is known', () => {
    expect(parseRichText('x{:a{:wave:}:}y', { emoticons })).toEqual([{ type: 'text', text: 'xy' }])
    expect(parseRichText('{:{:wave:}:}', { emoticons })).toEqual([])
  })

  it('removes an unterminated {: with the rest of its word only', () => {
    expect(parseRichText('hi {:abc there', { emoticons })).toEqual([
      { type: 'text', text: 'hi  there' },
    ])
    expect(parseRichText('hi {:', { emoticons })).toEqual([{ type: 'text', text: 'hi ' }])
    expect(parseRichText('{:}', { emoticons })).toEqual([])
    expect(parseRichText('x{:a{:wave:}\ny', { emoticons })).toEqual([
      { type: 'text', text: 'x' },
      { type: 'lineBreak' },
      { type: 'text', text: 'y' },
    ])
  })

  it('never lets a marker span whitespace', () => {
    expect(parseRichText('{:wa ve:}', { emoticons })).toEqual([{ type: 'text', text: ' ve:}' }])
  })

  it('keeps a stray :} as text', () => {
    expect(parseRichText('ok :} {:wave:}:}', { emoticons })).toEqual([
      { type: 'text', text: 'ok :} ' },
      { type: 'emoticon', key: 'wave', url: 'https://cdn.example.com/wave.png' },
      { type: 'text', text: ':}' },
    ])
  })

  it('removes subscriber-only emoticons for non-subscribers (the default)', () => {
    expect(parseRichText('{:heart:}', { emoticons })).toEqual([])
    expect(parseRichText('{:heart:}', { emoticons, isSubscriber: false })).toEqual([])
  })

  it('keeps subscriber-only emoticons for subscribers', () => {
    expect(parseRichText('{:heart:}', { emoticons, isSubscriber: true })).toEqual([
      { type: 'emoticon', key: 'heart', url: 'https://cdn.example.com/heart.png' },
    ])
  })

  it('asks a subscriber function about the emoticon channel', () => {
    const asked: Array<string | undefined> = []
    const isSubscriber = (channelId: string | undefined) => {
      asked.push(channelId)
      return channelId === 'mina'
    }
    expect(parseRichText('{:heart:}', { emoticons, isSubscriber })).toHaveLength(1)
    expect(
      parseRichText('{:heart:}', {
        emoticons: { heart: { ...heart, channelId: 'other' } },
        isSubscriber,
      }),
    ).toEqual([])
    expect(asked).toEqual(['mina', 'other'])
  })

  it('strips emoticons whose image URL is not http(s)', () => {
    const bad = {
      js: { url: 'javascript:alert(1)' },
      data: { url: 'data:image/png;base64,AAAA' },
      rel: { url: '/wave.png' },
    }
    expect(parseRichText('{:js:}{:data:}{:rel:}', { emoticons: bad })).toEqual([])
  })
})

describe('parseRichText: links', () => {
  it('links http and https URLs with a normalized href', () => {
    expect(parseRichText('see http://Example.com/a?b=1#c now')).toEqual([
      { type: 'text', text: 'see ' },
      { type: 'link', href: 'http://example.com/a?b=1#c', text: 'http://Example.com/a?b=1#c' },
      { type: 'text', text: ' now' },
    ])
    expect(parseRichText('HTTPS://example.com')).toEqual([
      { type: 'link', href: 'https://example.com/', text: 'HTTPS://example.com' },
    ])
  })

  it('links www. with https', () => {
    expect(parseRichText('www.example.com/x')).toEqual([
      { type: 'link', href: 'https://www.example.com/x', text: 'www.example.com/x' },
    ])
  })

  it('leaves trailing sentence punctuation out of the URL', () => {
    for (const tail of ['.', ',', '!', '?', ':', ';', "'", '...', '?!']) {
      expect(parseRichText(`go to https://example.com/a${tail}`)).toEqual([
        { type: 'text', text: 'go to ' },
        { type: 'link', href: 'https://example.com/a', text: 'https://example.com/a' },
        { type: 'text', text: tail },
      ])
    }
  })

  it('drops an unbalanced closing bracket but keeps a balanced one', () => {
    expect(parseRichText('(see https://example.com/a)')).toEqual([
      { type: 'text', text: '(see ' },
      { type: 'link', href: 'https://example.com/a', text: 'https://example.com/a' },
      { type: 'text', text: ')' },
    ])
    expect(parseRichText('https://en.wikipedia.org/wiki/Foo_(bar).')).toEqual([
      {
        type: 'link',
        href: 'https://en.wikipedia.org/wiki/Foo_(bar)',
        text: 'https://en.wikipedia.org/wiki/Foo_(bar)',
      },
      { type: 'text', text: '.' },
    ])
    expect(parseRichText('[https://example.com/a]')).toEqual([
      { type: 'text', text: '[' },
      { type: 'link', href: 'https://example.com/a', text: 'https://example.com/a' },
      { type: 'text', text: ']' },
    ])
  })

  it('ends the URL at quotes, angle brackets, spaces and non-ASCII text', () => {
    expect(parseRichText('"https://example.com/a"<b>')).toEqual([
      { type: 'text', text: '"' },
      { type: 'link', href: 'https://example.com/a', text: 'https://example.com/a' },
      { type: 'text', text: '"<b>' },
    ])
    expect(parseRichText('https://example.com/a에서 봐요')).toEqual([
      { type: 'link', href: 'https://example.com/a', text: 'https://example.com/a' },
      { type: 'text', text: '에서 봐요' },
    ])
  })

  it('links only http(s) and www., never other schemes', () => {
    expect(parseRichText('javascript:alert(1)')).toEqual([
      { type: 'text', text: 'javascript:alert(1)' },
    ])
    expect(parseRichText('data:text/html,hi vbscript:x ftp://example.com')).toEqual([
      { type: 'text', text: 'data:text/html,hi vbscript:x ftp://example.com' },
    ])
  })

  it('does not link a scheme glued to a word or without a host', () => {
    expect(parseRichText('xhttp://example.com awww.example.com')).toEqual([
      { type: 'text', text: 'xhttp://example.com awww.example.com' },
    ])
    expect(parseRichText('http:// and http://... and www.')).toEqual([
      { type: 'text', text: 'http:// and http://... and www.' },
    ])
  })

  it('links a URL whose path holds javascript: as an http link', () => {
    expect(parseRichText('javascript:http://example.com')).toEqual([
      { type: 'text', text: 'javascript:' },
      { type: 'link', href: 'http://example.com/', text: 'http://example.com' },
    ])
  })

  it('reads @ inside a URL as part of it, and emoticon markers before URLs', () => {
    expect(parseRichText('https://example.com/@mina')).toEqual([
      { type: 'link', href: 'https://example.com/@mina', text: 'https://example.com/@mina' },
    ])
    expect(parseRichText('https://example.com/{:wave:}', { emoticons })).toEqual([
      { type: 'link', href: 'https://example.com/', text: 'https://example.com/' },
      { type: 'emoticon', key: 'wave', url: 'https://cdn.example.com/wave.png' },
    ])
  })
})

describe('parseRichText: mentions', () => {
  it('turns @name at the start of a word into a mention', () => {
    expect(parseRichText('@mina hi @bo_b-2!')).toEqual([
      { type: 'mention', name: 'mina' },
      { type: 'text', text: ' hi ' },
      { type: 'mention', name: 'bo_b-2' },
      { type: 'text', text: '!' },
    ])
  })

  it('accepts the nickname scripts: hangul, kana, kanji, Thai, accented Spanish', () => {
    for (const name of ['민아', 'ミナー', 'みな', '美奈', 'มินา', 'Nuñez', 'José']) {
      expect(parseRichText(`@${name}`)).toEqual([{ type: 'mention', name }])
    }
  })

  it('ends the name at the first other character', () => {
    expect(parseRichText("@mina's @mina.")).toEqual([
      { type: 'mention', name: 'mina' },
      { type: 'text', text: "'s " },
      { type: 'mention', name: 'mina' },
      { type: 'text', text: '.' },
    ])
  })

  it('accepts @ after a line break, an opening bracket or quote', () => {
    expect(parseRichText('(@mina) "@bo"\n@cy')).toEqual([
      { type: 'text', text: '(' },
      { type: 'mention', name: 'mina' },
      { type: 'text', text: ') "' },
      { type: 'mention', name: 'bo' },
      { type: 'text', text: '"' },
      { type: 'lineBreak' },
      { type: 'mention', name: 'cy' },
    ])
  })

  it('leaves e-mail addresses and @ inside words alone', () => {
    expect(parseRichText('mail mina@example.com or a.@bo')).toEqual([
      { type: 'text', text: 'mail mina@example.com or a.@bo' },
    ])
  })

  it('needs 2 to 20 name characters, like a nickname', () => {
    expect(parseRichText('@a @ @@mina')).toEqual([{ type: 'text', text: '@a @ @@mina' }])
    expect(parseRichText(`@${'a'.repeat(20)}`)).toEqual([{ type: 'mention', name: 'a'.repeat(20) }])
    expect(parseRichText(`@${'a'.repeat(21)}`)).toEqual([
      { type: 'text', text: `@${'a'.repeat(21)}` },
    ])
  })

  it('does not let the Kelvin sign or long s pass for Latin letters', () => {
    expect(parseRichText('@\u212Aa')).toEqual([{ type: 'text', text: '@\u212Aa' }])
    expect(parseRichText('httpſ://example.com')).toEqual([
      { type: 'text', text: 'httpſ://example.com' },
    ])
  })

  it('mentions after an emoticon, and after a removed marker at the word start', () => {
    expect(parseRichText('{:wave:}@mina {:nope:}@bo', { emoticons })).toEqual([
      { type: 'emoticon', key: 'wave', url: 'https://cdn.example.com/wave.png' },
      { type: 'mention', name: 'mina' },
      { type: 'text', text: ' ' },
      { type: 'mention', name: 'bo' },
    ])
  })
})
