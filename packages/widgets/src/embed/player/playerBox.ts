import { createPlayer, mountPlayerUI, type Player, type PlayerUI } from '@airwave/player'
import type { EmbedEventMap, EmbedEventName } from '@airwave/sdk/embed'
import { playerCatalogue } from '@airwave/sdk/i18n'

export interface EmbedPlayerOptions {
  /** The platform's origin: API, media and socket. */
  origin: string
  /** A channel's live, or a video (`vod`, with its playlist and preview track from its poster). */
  channel?: string
  vod?: number
  src?: string | undefined
  thumbnails?: string | undefined
  muted: boolean
  locale?: string | undefined
  /** In the platform's iframe page (the player fills the frame). */
  frame: boolean
  onEvent: <K extends EmbedEventName>(name: K, detail: EmbedEventMap[K]) => void
}

/** One viewer per page load for the platform's counts: a third-party page keeps no id. */
export const clientId = () => `embed-${crypto.randomUUID()}`

export interface Box {
  player: Player
  ui: PlayerUI
  overlay: HTMLElement
  destroy(): void
}

/** The player and its controls in `host`, words in `locale` (English until they arrive). */
export function mountBox(
  host: HTMLElement,
  options: EmbedPlayerOptions,
  playerOptions: Parameters<typeof createPlayer>[1],
  thumbnails?: string,
): Box {
  const box = document.createElement('div')
  if (options.frame) box.style.height = '100%'
  const video = document.createElement('video')
  video.setAttribute('playsinline', '')
  const overlay = document.createElement('div')
  overlay.className = 'aw-player-overlay'
  box.append(video, overlay)
  host.append(box)
  // The host's `muted` starts the player muted without becoming the viewer's stored choice.
  const player = createPlayer(video, { ...playerOptions, ...(options.muted && { muted: true }) })
  const { locale } = options
  const mountUI = () =>
    mountPlayerUI(box, player, {
      ...(locale && playerCatalogue.loaded(locale) && { strings: playerCatalogue.loaded(locale) }),
      ...(thumbnails && { thumbnails }),
    })
  let ui = mountUI()
  let gone = false
  if (locale && !playerCatalogue.loaded(locale)) {
    playerCatalogue.load(locale).then(
      () => {
        if (gone) return
        ui.destroy()
        ui = mountUI()
      },
      () => {},
    )
  }
  return {
    player,
    get ui() {
      return ui
    },
    overlay,
    destroy() {
      gone = true
      ui.destroy()
      player.destroy()
      box.remove()
    },
  }
}

/** Forwards the player's events to the host as the embed's (`ready` is the caller's). */
export function forward(player: Player, options: EmbedPlayerOptions) {
  player.on('play', () => options.onEvent('play', {}))
  player.on('pause', () => options.onEvent('pause', {}))
  player.on('ended', () => options.onEvent('ended', {}))
  player.on('error', ({ alert }) =>
    options.onEvent('error', { code: alert.code || alert.kind, message: alert.kind }),
  )
}
