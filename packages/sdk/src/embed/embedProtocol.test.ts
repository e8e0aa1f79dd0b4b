import { describe, expect, it } from 'vitest'
import {
  embedCommandOf,
  embedEventOf,
  embedLoginUrl,
  loginKeyOf,
  loginStatusOf,
} from './embedProtocol'

const source = 'airwave-embed'

describe('embedCommandOf', () => {
  it('reads each command with a value of its kind', () => {
    expect(embedCommandOf({ source, command: 'play' })).toEqual({ command: 'play' })
    expect(embedCommandOf({ source, command: 'pause', target: 'p1' })).toEqual({
      command: 'pause',
      target: 'p1',
    })
    expect(embedCommandOf({ source, command: 'seek', value: 12.5 })).toEqual({
      command: 'seek',
      value: 12.5,
    })
    expect(embedCommandOf({ source, command: 'setVolume', value: 0.3 })?.command).toBe('setVolume')
    expect(embedCommandOf({ source, command: 'setMuted', value: true })?.command).toBe('setMuted')
    expect(embedCommandOf({ source, command: 'setQuality', value: '720p' })?.command).toBe(
      'setQuality',
    )
  })

  it('drops anything else', () => {
    for (const data of [
      null,
      'play',
      { command: 'play' },
      { source: 'other', command: 'play' },
      { source, command: 'destroy' },
      { source, command: 'seek', value: -1 },
      { source, command: 'seek', value: '10' },
      { source, command: 'setVolume', value: 2 },
      { source, command: 'setMuted', value: 'yes' },
      { source, command: 'setQuality', value: 720 },
    ]) {
      expect(embedCommandOf(data), JSON.stringify(data)).toBeUndefined()
    }
  })
})

describe('embedEventOf', () => {
  it('reads known events with a detail object', () => {
    expect(embedEventOf({ source, event: 'ready', detail: { live: true } })?.event).toBe('ready')
    expect(embedEventOf({ source, event: 'hack', detail: {} })).toBeUndefined()
    expect(embedEventOf({ source, event: 'play' })).toBeUndefined()
  })
})

describe('loginStatusOf and embedLoginUrl', () => {
  it('reads the popup message and nothing else', () => {
    expect(loginStatusOf({ source: 'airwave', type: 'login', status: 'signed-in' })).toBe(
      'signed-in',
    )
    expect(loginStatusOf({ source: 'airwave', type: 'login', status: 'cancelled' })).toBe(
      'cancelled',
    )
    expect(loginStatusOf({ source: 'airwave', type: 'login', status: 'maybe' })).toBeUndefined()
    expect(loginStatusOf({ source: 'x', type: 'login', status: 'signed-in' })).toBeUndefined()
  })

  it('reads the handoff key and nothing else', () => {
    expect(loginKeyOf({ source: 'airwave', type: 'embed-login-key', key: 'k1' })).toBe('k1')
    expect(loginKeyOf({ source: 'airwave', type: 'embed-login-key', key: 1 })).toBeUndefined()
    expect(loginKeyOf({ source: 'airwave', type: 'login', key: 'k1' })).toBeUndefined()
  })

  it('builds the popup address with the opener origin', () => {
    expect(embedLoginUrl('https://airwave.example', 'https://news.example.com')).toBe(
      'https://airwave.example/login/third-party?popup=embed&origin=https%3A%2F%2Fnews.example.com',
    )
  })
})
