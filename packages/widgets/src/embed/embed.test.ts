import { describe, expect, it, vi } from 'vitest'

// The embed runs on pages that have no React: loading it must not load React.
vi.mock('react', () => {
  throw new Error('the embed loaded React')
})
vi.mock('react-dom', () => {
  throw new Error('the embed loaded react-dom')
})

describe('@airwave/widgets/embed', () => {
  it('defines the player element without React', async () => {
    const { defineAirwavePlayer } = await import('./index')
    defineAirwavePlayer({ preload: false })
    expect(customElements.get('airwave-player')).toBeDefined()
    const element = document.createElement('airwave-player')
    expect(element).toBeInstanceOf(customElements.get('airwave-player') as CustomElementConstructor)
  })
})
