// @vitest-environment jsdom
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { renderRichText, sanitizeRichTextHtml } from './renderRichText'
import type { RenderRichTextOptions } from './richText.types'
import { findViolations } from './richTextDom.fixture'
import { xssVectors } from './xssVectors.fixture'

const options: RenderRichTextOptions = {
  emoticons: {
    wave: { url: 'https://cdn.example.com/wave.png' },
    javascript: { url: 'javascript:window.__xss=1' },
    data: { url: 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+' },
  },
  mentionHref: (name) => `https://airwave.example/${encodeURIComponent(name)}`,
}

/** Loads the HTML as a page that runs scripts, pokes every element, and reads the sentinel. */
function runs(html: string): unknown {
  const dom = new JSDOM(`<!doctype html><body>${html}</body>`, { runScripts: 'dangerously' })
  const { window } = dom
  for (const element of Array.from(window.document.body.querySelectorAll('*'))) {
    for (const type of ['click', 'mouseover', 'focus', 'load', 'error', 'toggle']) {
      element.dispatchEvent(new window.Event(type))
    }
  }
  const sentinel = (window as unknown as { __xss?: unknown }).__xss
  window.close()
  return sentinel
}

const scripted = xssVectors.filter((vector) => vector.includes('__xss'))

describe('XSS vectors', () => {
  it('has at least 100 of them, 40 running script', () => {
    expect(xssVectors.length).toBeGreaterThanOrEqual(100)
    expect(scripted.length).toBeGreaterThanOrEqual(40)
  })

  it.each(xssVectors)('typed as text, renders inert: %s', (vector) => {
    const html = renderRichText(vector, options)
    expect(findViolations(html, document)).toEqual([])
    expect(html).not.toMatch(/<(?!\/?(?:a|img|span|br)[\s>])/)
  })

  it.each(xssVectors)('given as HTML to the sanitizer, comes out inert: %s', (vector) => {
    expect(findViolations(sanitizeRichTextHtml(vector, window), document)).toEqual([])
  })

  it.each(xssVectors)('as an emoticon URL or mention link, renders inert: %s', (vector) => {
    const html = renderRichText('{:x:} @mina', {
      emoticons: { x: { url: vector } },
      mentionHref: () => vector,
    })
    expect(findViolations(html, document)).toEqual([])
  })

  it.each(scripted)('runs no script in a live page: %s', (vector) => {
    expect(runs(renderRichText(vector, options))).toBeUndefined()
    expect(runs(sanitizeRichTextHtml(vector, window))).toBeUndefined()
  })
})

describe('the XSS checks themselves', () => {
  it('see forbidden markup', () => {
    expect(findViolations('<script>x</script>', document)).toEqual(['element <script>'])
    expect(findViolations('<img src="x" onerror="y">', document)).toEqual([
      'URL "x" on <img>',
      'event handler onerror on <img>',
    ])
    expect(findViolations('<a href="https://x.example">x</a>', document)).toEqual([
      'link without target=_blank rel="noopener noreferrer"',
    ])
    expect(findViolations('<svg><a></a></svg>', document)).toEqual([
      'element <svg>',
      'element <a>',
      'link without target=_blank rel="noopener noreferrer"',
    ])
  })

  it('see a script run by a tag or an event handler', () => {
    expect(runs('<script>window.__xss=1</script>')).toBe(1)
    expect(runs('<span onclick="window.__xss=2">x</span>')).toBe(2)
  })
})
