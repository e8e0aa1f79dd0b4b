import { describe, expect, it } from 'vitest'
import {
  embedLoginMessage,
  embedLoginPath,
  embedTargetOrigin,
  isEmbedLoginMessage,
  parseOrigin,
} from './embedLogin'
import { isSiteReturnPath } from './social.schemas'
import {
  isSocialPopupMessage,
  readSocialReturn,
  socialFlowPlace,
  socialPopupMessage,
  socialReturnFragment,
  socialReturnPath,
} from './socialReturn'

const token = 'a'.repeat(43)

describe('the return page', () => {
  it('reads the fragment the callback writes', () => {
    for (const value of [
      { kind: 'token', socialToken: token },
      { kind: 'cancelled' },
      { kind: 'failed', code: 'SOC10004' },
    ] as const) {
      expect(readSocialReturn(socialReturnFragment(value))).toEqual(value)
    }
    expect(readSocialReturn('')).toBeUndefined()
    expect(readSocialReturn('#socialToken=<script>')).toBeUndefined()
  })

  it('round-trips the flow in its address', () => {
    const check = socialReturnPath({ platform: 'google', intent: 'check', window: 'popup' })
    expect(check).toBe('/login/popup/google?check=true')
    const embed = socialReturnPath({
      platform: 'apple',
      intent: 'login',
      window: 'embed',
      origin: 'https://partner.example',
    })
    const url = new URL(embed, 'https://airwave.test')
    expect(socialFlowPlace('apple', url.searchParams)).toEqual({
      platform: 'apple',
      intent: 'login',
      window: 'embed',
      origin: 'https://partner.example',
    })
    const page = new URL(
      socialReturnPath({
        platform: 'facebook',
        intent: 'link',
        window: 'page',
        next: '/account/connect',
      }),
      'https://airwave.test',
    )
    expect(socialFlowPlace('facebook', page.searchParams)).toMatchObject({
      intent: 'link',
      window: 'page',
      next: '/account/connect',
    })
    expect(socialFlowPlace('myspace', new URLSearchParams())).toBeUndefined()
    expect(
      socialFlowPlace('google', new URLSearchParams('next=//evil.example'))?.next,
    ).toBeUndefined()
  })

  it('keeps only paths of this site', () => {
    expect(isSiteReturnPath('/login/popup/google?check=true')).toBe(true)
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil', '/a#b', '/a b']) {
      expect(isSiteReturnPath(bad)).toBe(false)
    }
  })

  it('knows a popup message from anything else', () => {
    expect(isSocialPopupMessage(socialPopupMessage('google', { kind: 'cancelled' }))).toBe(true)
    expect(isSocialPopupMessage({ source: 'airwave', type: 'social', platform: 'x' })).toBe(false)
    expect(isSocialPopupMessage(null)).toBe(false)
  })
})

describe('the embed login interface', () => {
  it('posts to the opener origin only when it is a well-formed http(s) origin', () => {
    expect(embedTargetOrigin('https://partner.example', 'https://airwave.test')).toBe(
      'https://partner.example',
    )
    expect(embedTargetOrigin('https://partner.example/', 'https://airwave.test')).toBe(
      'https://partner.example',
    )
    for (const bad of [
      '*',
      'javascript:alert(1)',
      'https://a.example/path',
      'https://u:p@a.example',
      null,
      '',
    ]) {
      expect(embedTargetOrigin(bad, 'https://airwave.test')).toBe('https://airwave.test')
    }
    expect(parseOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080')
  })

  it('opens at its path and sends a message without a token', () => {
    expect(embedLoginPath('https://partner.example')).toBe(
      '/login/third-party?popup=embed&origin=https%3A%2F%2Fpartner.example',
    )
    expect(embedLoginMessage('signed-in')).toEqual({
      source: 'airwave',
      type: 'login',
      status: 'signed-in',
    })
    expect(isEmbedLoginMessage(embedLoginMessage('cancelled'))).toBe(true)
    expect(isEmbedLoginMessage({ source: 'airwave', type: 'login', status: 'maybe' })).toBe(false)
  })
})
