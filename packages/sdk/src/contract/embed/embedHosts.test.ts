import { describe, expect, it } from 'vitest'
import { embedHostOf, isEmbedHostAllowed, normalizeEmbedHost } from './embedHosts'

describe('normalizeEmbedHost', () => {
  it('reads what a streamer types into the canonical host', () => {
    expect(normalizeEmbedHost(' https://News.Example.com/ ')).toBe('news.example.com')
    expect(normalizeEmbedHost('http://news.example.com:80')).toBe('news.example.com')
    expect(normalizeEmbedHost('https://news.example.com:443')).toBe('news.example.com')
    expect(normalizeEmbedHost('localhost:5173')).toBe('localhost:5173')
    expect(normalizeEmbedHost('127.0.0.1:8080')).toBe('127.0.0.1:8080')
  })

  it('refuses what is not a host', () => {
    for (const text of [
      '',
      '*.example.com',
      'example.com/path',
      'https://example.com/page',
      'user@example.com',
      'exa mple.com',
      '-example.com',
      'example.com:0',
      'example.com:70000',
      'javascript:alert(1)',
      "example.com' 'unsafe-inline",
      'example.com;script-src *',
    ]) {
      expect(normalizeEmbedHost(text), text).toBeUndefined()
    }
  })
})

describe('embedHostOf and isEmbedHostAllowed', () => {
  it('takes the host of an origin, port included', () => {
    expect(embedHostOf('https://news.example.com')).toBe('news.example.com')
    expect(embedHostOf('http://localhost:5173')).toBe('localhost:5173')
    expect(embedHostOf('null')).toBeUndefined()
    expect(embedHostOf('file:///tmp/a.html')).toBeUndefined()
  })

  it('matches exact hosts only', () => {
    const list = ['news.example.com', 'localhost:5173']
    expect(isEmbedHostAllowed('news.example.com', list)).toBe(true)
    expect(isEmbedHostAllowed('NEWS.example.com', list)).toBe(true)
    expect(isEmbedHostAllowed('example.com', list)).toBe(false)
    expect(isEmbedHostAllowed('evil.news.example.com', list)).toBe(false)
    expect(isEmbedHostAllowed('localhost:5174', list)).toBe(false)
    expect(isEmbedHostAllowed('localhost', list)).toBe(false)
  })
})
