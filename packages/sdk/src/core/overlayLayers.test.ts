import { describe, expect, it } from 'vitest'
import { arrangeOverlays, createOverlayLayers } from './overlayLayers'

describe('arrangeOverlays', () => {
  it('keeps the raid countdown and hides the poll card under it', () => {
    expect(arrangeOverlays(['poll-card', 'raid-countdown'])).toEqual({
      'raid-countdown': 'shown',
      'poll-card': 'yielded',
    })
  })

  it('shows one cover at a time, the highest, and the poll card only on a clear picture', () => {
    expect(arrangeOverlays(['live-end', 'raid-countdown', 'live-alert', 'poll-card'])).toEqual({
      'live-alert': 'shown',
      'raid-countdown': 'yielded',
      'live-end': 'yielded',
      'poll-card': 'yielded',
    })
    expect(arrangeOverlays(['poll-card'])).toEqual({ 'poll-card': 'shown' })
  })

  it("keeps the page's overlays apart from the player's", () => {
    expect(arrangeOverlays(['raid-countdown', 'poll-popup', 'raid-panel'])).toEqual({
      'raid-countdown': 'shown',
      'raid-panel': 'shown',
      'poll-popup': 'shown',
    })
  })
})

describe('createOverlayLayers', () => {
  it('tells the poll card to yield while a raid counts down, and to come back after', () => {
    const layers = createOverlayLayers()
    let changes = 0
    layers.subscribe(() => changes++)
    const card = layers.claim('poll-card')
    expect(layers.placement('poll-card')).toBe('shown')
    const raid = layers.claim('raid-countdown')
    expect(layers.placement('poll-card')).toBe('yielded')
    expect(layers.placement('raid-countdown')).toBe('shown')
    raid()
    raid()
    expect(layers.placement('poll-card')).toBe('shown')
    card()
    expect(changes).toBe(4)
  })

  it('counts claims: an overlay claimed twice (StrictMode) stays until both release', () => {
    const layers = createOverlayLayers()
    layers.claim('poll-card')
    const first = layers.claim('raid-countdown')
    const second = layers.claim('raid-countdown')
    first()
    expect(layers.placement('poll-card')).toBe('yielded')
    second()
    expect(layers.placement('poll-card')).toBe('shown')
  })
})
