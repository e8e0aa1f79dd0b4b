import type { Player } from '@airwave/player'
import type { EmbedCommand } from '@airwave/sdk/embed'

/**
 * Runs a host's command on the player: `setMuted` only when it changes something,
 * `setQuality` by a rendition's label (`720p`) or `auto`; an unknown label changes nothing.
 *
 * @example applyCommand(player, { command: 'setQuality', value: '720p' })
 */
export function applyCommand(player: Player, command: EmbedCommand) {
  switch (command.command) {
    case 'play':
      return player.play()
    case 'pause':
      return player.pause()
    case 'seek':
      return player.seek(command.value)
    case 'setVolume':
      return player.setVolume(command.value)
    case 'setMuted':
      return player.setMuted(command.value)
    case 'setQuality': {
      if (command.value.toLowerCase() === 'auto') return player.setQuality(-1)
      const track = player.qualities().find((quality) => quality.label === command.value)
      if (track) player.setQuality(track.trackId)
    }
  }
}
