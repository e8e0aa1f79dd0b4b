import { describe, expect, it } from 'vitest'
import { pathWithReturn, safeReturnUrl } from './returnUrl'

describe('safeReturnUrl', () => {
  it.each([
    ['/airwave/community?page=2#top', '/airwave/community?page=2#top'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s returns to %s', (value, expected) => {
    expect(safeReturnUrl(value)).toBe(expected)
  })
})

describe('pathWithReturn', () => {
  it('names the page the member is on, never home or an account page', () => {
    expect(pathWithReturn('/login', { pathname: '/airwave', search: '?tab=chat' })).toBe(
      '/login?returnUrl=%2Fairwave%3Ftab%3Dchat',
    )
    expect(pathWithReturn('/login', { pathname: '/' })).toBe('/login')
    expect(pathWithReturn('/login', { pathname: '/login/email' })).toBe('/login')
    expect(pathWithReturn('/sign-up/email-and-birth', { pathname: '/sign-up/create-names' })).toBe(
      '/sign-up/email-and-birth',
    )
    expect(pathWithReturn('/channel/create', { pathname: '/video/7', hash: '#c' })).toBe(
      '/channel/create?returnUrl=%2Fvideo%2F7%23c',
    )
  })
})
