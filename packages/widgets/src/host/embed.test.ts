import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { embed } from './embed'

vi.mock('react', () => {
  throw new Error('the host API loaded React')
})

afterEach(() => document.body.replaceChildren())

describe('embed()', () => {
  it('places the element with its attributes and gives typed events', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    )
    document.body.innerHTML = '<div id="slot"></div>'
    const player = embed('#slot', {
      origin: 'https://airwave.example/',
      channel: 'airwave',
      mode: 'iframe',
      autoplay: true,
      locale: 'ja-JP',
    })
    expect(player.element.outerHTML).toBe(
      '<airwave-player channel="airwave" mode="iframe" autoplay="" locale="ja-JP"></airwave-player>',
    )
    const raids: { from: string; to: string }[] = []
    const off = player.on('raid', (detail) => {
      expectTypeOf(detail).toEqualTypeOf<{ from: string; to: string }>()
      raids.push(detail)
    })
    player.element.dispatchEvent(new CustomEvent('raid', { detail: { from: 'a', to: 'b' } }))
    off()
    player.element.dispatchEvent(new CustomEvent('raid', { detail: { from: 'b', to: 'c' } }))
    expect(raids).toEqual([{ from: 'a', to: 'b' }])
    player.destroy()
    expect(document.querySelector('airwave-player')).toBeNull()
    vi.unstubAllGlobals()
  })

  it('makes a board, and says when the target is missing', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    )
    const board = embed(document.body, {
      origin: 'https://airwave.example',
      channel: 'airwave',
      board: true,
      post: 3,
    })
    expect(board.element.localName).toBe('airwave-community')
    expect(board.element.getAttribute('post')).toBe('3')
    expect(() => embed('#nowhere', { origin: 'https://airwave.example', channel: 'x' })).toThrow(
      'no element matches',
    )
    vi.unstubAllGlobals()
  })
})
