import type { Mounted } from '../mounted'
import { applyCommand } from './commands'
import { type EmbedPlayerOptions, forward, mountBox } from './playerBox'

export type { EmbedPlayerOptions } from './playerBox'

/**
 * A video in the embed: the player with its seek-bar previews (the video's sprites), both
 * named by its poster.
 */
function mountVideo(
  host: HTMLElement,
  options: EmbedPlayerOptions & { vod: number; src: string },
): Mounted {
  const { vod, src } = options
  const box = mountBox(host, options, { src, autoplay: true }, options.thumbnails)
  forward(box.player, options)
  box.player.on('ready', () => options.onEvent('ready', { vod, live: false }))
  return { command: (command) => applyCommand(box.player, command), destroy: () => box.destroy() }
}

/**
 * Mounts the embed's player in `host` (a box of the element's shadow root): a channel's live,
 * or a video (which loads none of the live's code). Its events go to `onEvent`; `command`
 * takes the host's commands.
 *
 * @example const mounted = mountEmbedPlayer(box, { origin, channel: 'airwave', muted: false, frame: false, onEvent })
 */
export async function mountEmbedPlayer(
  host: HTMLElement,
  options: EmbedPlayerOptions,
): Promise<Mounted> {
  const { vod, src } = options
  if (vod !== undefined && src) return mountVideo(host, { ...options, vod, src })
  // A live's status and raids (the socket, the SDK's machines) load with the first live only.
  const { mountLive } = await import('./liveEmbed')
  return mountLive(host, { ...options, channel: options.channel ?? '' })
}
