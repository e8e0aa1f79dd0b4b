import type { Player } from '@airwave/player'
import { describe, expect, it, vi } from 'vitest'
import { applyCommand } from './commands'

function fakePlayer(muted = false) {
  const calls: unknown[][] = []
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      calls.push([name, ...args])
  const player = {
    play: record('play'),
    pause: record('pause'),
    seek: record('seek'),
    setVolume: record('setVolume'),
    setMuted: record('setMuted'),
    setQuality: record('setQuality'),
    state: vi.fn(() => ({ muted })),
    qualities: () => [
      { trackId: 0, label: '360p' },
      { trackId: 1, label: '720p' },
    ],
  }
  return { player: player as unknown as Player, calls }
}

describe('applyCommand', () => {
  it('runs each command on the player', () => {
    const { player, calls } = fakePlayer()
    applyCommand(player, { command: 'play' })
    applyCommand(player, { command: 'pause' })
    applyCommand(player, { command: 'seek', value: 12 })
    applyCommand(player, { command: 'setVolume', value: 0.3 })
    applyCommand(player, { command: 'setQuality', value: '720p' })
    applyCommand(player, { command: 'setQuality', value: 'Auto' })
    applyCommand(player, { command: 'setQuality', value: '4320p' })
    expect(calls).toEqual([
      ['play'],
      ['pause'],
      ['seek', 12],
      ['setVolume', 0.3],
      ['setQuality', 1],
      ['setQuality', -1],
    ])
  })

  it("passes the host's mute to the player, which changes only what differs", () => {
    const { player, calls } = fakePlayer(false)
    applyCommand(player, { command: 'setMuted', value: true })
    expect(calls).toEqual([['setMuted', true]])
  })
})
