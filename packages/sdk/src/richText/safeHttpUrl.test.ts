import { describe, expect, it } from 'vitest'
import { toSafeHttpUrl } from './safeHttpUrl'

describe('toSafeHttpUrl', () => {
  it('keeps http and https URLs, normalized', () => {
    expect(toSafeHttpUrl('http://example.com')).toBe('http://example.com/')
    expect(toSafeHttpUrl('HTTPS://Example.COM/a b?q=1#x')).toBe('https://example.com/a%20b?q=1#x')
  })

  it('gives www. URLs https', () => {
    expect(toSafeHttpUrl('www.example.com/path')).toBe('https://www.example.com/path')
    expect(toSafeHttpUrl('WWW.example.com')).toBe('https://www.example.com/')
  })

  it('refuses every other scheme', () => {
    expect(toSafeHttpUrl('javascript:alert(1)')).toBeUndefined()
    expect(toSafeHttpUrl('JaVaScRiPt:alert(1)')).toBeUndefined()
    expect(toSafeHttpUrl('data:text/html,<script>alert(1)</script>')).toBeUndefined()
    expect(toSafeHttpUrl('vbscript:msgbox(1)')).toBeUndefined()
    expect(toSafeHttpUrl('ftp://example.com')).toBeUndefined()
    expect(toSafeHttpUrl('file:///etc/passwd')).toBeUndefined()
  })

  it('refuses relative, hostless and unparsable URLs', () => {
    expect(toSafeHttpUrl('/profile')).toBeUndefined()
    expect(toSafeHttpUrl('//example.com')).toBeUndefined()
    expect(toSafeHttpUrl('http://')).toBeUndefined()
    expect(toSafeHttpUrl('http://[')).toBeUndefined()
    expect(toSafeHttpUrl('')).toBeUndefined()
  })

  it('refuses what only the lenient URL parser turns into http', () => {
    expect(toSafeHttpUrl('ht\ttp://example.com')).toBeUndefined()
    expect(toSafeHttpUrl('http:\\\\example.com')).toBeUndefined()
    expect(toSafeHttpUrl(' http://example.com')).toBeUndefined()
    expect(toSafeHttpUrl('http:example.com')).toBeUndefined()
  })
})
