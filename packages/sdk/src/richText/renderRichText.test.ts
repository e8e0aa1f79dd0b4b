// @vitest-environment jsdom
import DOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { createRichTextRenderer, renderRichText, sanitizeRichTextHtml } from './renderRichText'

const emoticons = {
  wave: { url: 'https://cdn.example.com/wave.png' },
  heart: { url: 'https://cdn.example.com/heart.png', subscriberOnly: true },
}

describe('renderRichText', () => {
  it('escapes text', () => {
    // DOMPurify returns input without a tag untouched, so the builder's &quot; stays.
    expect(renderRichText('<b onclick="x()">&</b>')).toBe(
      '&lt;b onclick=&quot;x()&quot;&gt;&amp;&lt;/b&gt;',
    )
    expect(renderRichText('<b onclick="x()">\n')).toBe('&lt;b onclick="x()"&gt;<br>')
  })

  it('renders links opening in a new tab', () => {
    expect(renderRichText('see www.example.com/a?b=1&c=2.')).toBe(
      'see <a class="aw-rt-link" href="https://www.example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">www.example.com/a?b=1&amp;c=2</a>.',
    )
  })

  it('renders mentions as spans', () => {
    expect(renderRichText('hi @mina')).toBe(
      'hi <span class="aw-rt-mention" data-mention="mina">@mina</span>',
    )
  })

  it('renders mentions as links when mentionHref gives an http(s) URL', () => {
    const mentionHref = (name: string) => `https://airwave.example/${encodeURIComponent(name)}`
    expect(renderRichText('@민아', { mentionHref })).toBe(
      '<a class="aw-rt-mention" data-mention="민아" href="https://airwave.example/%EB%AF%BC%EC%95%84" target="_blank" rel="noopener noreferrer">@민아</a>',
    )
  })

  it('falls back to a span when mentionHref gives anything else', () => {
    for (const href of ['/mina', 'javascript:alert(1)', undefined]) {
      expect(renderRichText('@mina', { mentionHref: () => href })).toBe(
        '<span class="aw-rt-mention" data-mention="mina">@mina</span>',
      )
    }
  })

  it('renders emoticons as images and removes locked ones', () => {
    expect(renderRichText('{:wave:}{:heart:}', { emoticons })).toBe(
      '<img class="aw-rt-emoticon" src="https://cdn.example.com/wave.png" alt="wave" data-emoticon="wave">',
    )
    expect(renderRichText('{:heart:}', { emoticons, isSubscriber: true })).toBe(
      '<img class="aw-rt-emoticon" src="https://cdn.example.com/heart.png" alt="heart" data-emoticon="heart">',
    )
  })

  it('renders line breaks', () => {
    expect(renderRichText('a\r\nb\n')).toBe('a<br>b<br>')
  })

  it('renders tokens, re-checking what the caller built by hand', () => {
    expect(
      renderRichText([
        { type: 'link', href: 'javascript:alert(1)', text: 'click' },
        { type: 'emoticon', key: 'x', url: 'data:image/png;base64,AAAA' },
        { type: 'mention', name: '"><img src=x onerror=alert(1)>' },
      ]),
    ).toBe(
      'click<span class="aw-rt-mention" data-mention="&quot;><img src=x onerror=alert(1)>">@"&gt;&lt;img src=x onerror=alert(1)&gt;</span>',
    )
  })

  it('looks up the page window at call time', () => {
    // DOMPurify re-serializes quotes in text; the builder alone leaves them as &quot;.
    const purified = '"x" <span class="aw-rt-mention" data-mention="mina">@mina</span>'
    const escaped = '&quot;x&quot; <span class="aw-rt-mention" data-mention="mina">@mina</span>'
    expect(renderRichText('"x" @mina')).toBe(purified)
    const saved = globalThis.window
    try {
      Object.assign(globalThis, { window: undefined })
      expect(renderRichText('"x" @mina')).toBe(escaped)
    } finally {
      Object.assign(globalThis, { window: saved })
    }
    expect(renderRichText('"x" @mina')).toBe(purified)
  })
})

describe('createRichTextRenderer', () => {
  it('sanitizes with the window it is given', () => {
    const render = createRichTextRenderer({ window: new JSDOM('').window })
    expect(render('hi @mina')).toBe(
      'hi <span class="aw-rt-mention" data-mention="mina">@mina</span>',
    )
  })

  it('with window null, returns the escaped builder output', () => {
    const render = createRichTextRenderer({ window: null })
    expect(render('<i> @mina</i>')).toBe(
      '&lt;i&gt; <span class="aw-rt-mention" data-mention="mina">@mina</span>&lt;/i&gt;',
    )
  })
})

describe('sanitizeRichTextHtml', () => {
  const { window } = new JSDOM('')

  it('keeps only the allowed tags and attributes', () => {
    expect(
      sanitizeRichTextHtml(
        '<div id="x" style="color:red"><b>b</b><span class="aw-rt-mention" data-x="1" title="t">s</span><br></div>',
        window,
      ),
    ).toBe('b<span class="aw-rt-mention">s</span><br>')
  })

  it('forces target and rel on every link', () => {
    expect(
      sanitizeRichTextHtml('<a href="https://x.com" target="_self" rel="opener">x</a>', window),
    ).toBe('<a href="https://x.com" target="_blank" rel="noopener noreferrer">x</a>')
  })

  it('removes non-http(s) URLs, data: images included', () => {
    expect(
      sanitizeRichTextHtml(
        '<a href="javascript:alert(1)">a</a><a href="">b</a><img src="data:image/png;base64,AA"><img src="//x.com/a.png">',
        window,
      ),
    ).toBe(
      '<a target="_blank" rel="noopener noreferrer">a</a><a target="_blank" rel="noopener noreferrer">b</a><img><img>',
    )
  })

  it('removes classes outside the aw-rt- prefix', () => {
    expect(sanitizeRichTextHtml('<span class="aw-rt-link fixed-overlay">x</span>', window)).toBe(
      '<span>x</span>',
    )
  })

  it('leaves the app-wide DOMPurify hooks alone', () => {
    expect(DOMPurify(window).sanitize('<a href="https://x.com">x</a>')).toBe(
      '<a href="https://x.com">x</a>',
    )
  })
})
