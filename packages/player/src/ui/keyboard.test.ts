import { describe, expect, it } from 'vitest'
import { shortcutFor } from './keyboard'

const on = (tagName: string, type?: string) => ({ tagName, type }) as unknown as EventTarget

describe('shortcutFor', () => {
  it('maps f, s, p, m, the arrows, space and escape', () => {
    const keys = [
      ' ',
      'f',
      's',
      'p',
      'm',
      'ArrowLeft',
      'ArrowRight',
      'ArrowUp',
      'ArrowDown',
      'Escape',
    ]
    expect(keys.map((key) => shortcutFor({ key }))).toEqual([
      'toggle-play',
      'toggle-fullscreen',
      'toggle-screen-mode',
      'toggle-picture-in-picture',
      'toggle-mute',
      'seek-back',
      'seek-forward',
      'volume-up',
      'volume-down',
      'escape',
    ])
    expect(shortcutFor({ key: 'F' })).toBe('toggle-fullscreen')
    expect(shortcutFor({ key: 'x' })).toBeUndefined()
  })

  it('leaves keys to the focused control and to the browser', () => {
    expect(shortcutFor({ key: 'm', target: on('INPUT', 'text') })).toBeUndefined()
    expect(shortcutFor({ key: 'f', target: on('TEXTAREA') })).toBeUndefined()
    expect(shortcutFor({ key: ' ', target: on('BUTTON') })).toBeUndefined()
    expect(shortcutFor({ key: 'ArrowLeft', target: on('INPUT', 'range') })).toBeUndefined()
    expect(shortcutFor({ key: 'm', target: on('INPUT', 'range') })).toBe('toggle-mute')
    expect(shortcutFor({ key: 'f', target: on('BUTTON') })).toBe('toggle-fullscreen')
    expect(shortcutFor({ key: 'p', ctrlKey: true })).toBeUndefined()
    expect(shortcutFor({ key: 'f', metaKey: true })).toBeUndefined()
  })
})
