import { describe, expect, it } from 'vitest'
import { channelLinkUrl } from './channelProfile.schemas'

describe('channelLinkUrl', () => {
  it('keeps absolute http and https addresses, normalised', () => {
    expect(channelLinkUrl(' https://Example.com/a?b=1 ')).toBe('https://example.com/a?b=1')
    expect(channelLinkUrl('http://example.com')).toBe('http://example.com/')
  })

  it('refuses other schemes, relative paths, credentials and overlong addresses', () => {
    for (const text of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//example.com',
      '/path',
      'example.com',
      'https://user:pw@example.com',
      '',
      `https://e.com/${'a'.repeat(300)}`,
    ]) {
      expect(channelLinkUrl(text)).toBeUndefined()
    }
  })
})
