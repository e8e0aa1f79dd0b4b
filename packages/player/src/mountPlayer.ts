import { playerCatalogue } from '@airwave/sdk/i18n'
import { PLAYER_EVENT_NAMES, type PlayerEvent } from './events'
import { createPlayer, type Player, type PlayerOptions } from './player'
import {
  mountPlayerUI,
  type PlayerUI,
  type PlayerUIAction,
  type PlayerUIOptions,
} from './ui/playerUI'

/** Everything a mounted player takes: the player's options, the UI's, and where events go. */
export interface MountPlayerOptions
  extends PlayerOptions,
    Pick<PlayerUIOptions, 'hideAfterMs' | 'thumbnails'> {
  /** The UI's words; over `locale`'s, which are over English. */
  strings?: PlayerUIOptions['strings']
  /**
   * The UI's language (any BCP 47 tag; the nearest shipped one is used). Its words come from
   * `@airwave/sdk/i18n`: at once when already loaded, else the UI speaks English until they
   * arrive, a moment later.
   */
  locale?: string
  /** Every player event, tagged with its name. */
  onEvent: (event: PlayerEvent) => void
  /** What the UI asks of the page (leave, screen mode, a dialog's answer). */
  onAction: (action: PlayerUIAction) => void
}

/** A player with its UI in a box. */
export interface MountedPlayer {
  readonly player: Player
  /** Another thumbnail track for the seek bar's preview, without a new player. */
  setThumbnails(url: string | undefined): void
  /** Takes the UI out of the box and destroys the player. */
  destroy(): void
}

/**
 * Creates the player on `video`, forwards its events, and mounts the controls and alerts in
 * `box`: the wiring the `<airwave-player>` element and the React `Player` share.
 *
 * @example
 * const mounted = mountPlayer(box, video, {
 *   src, live: true, locale: 'ko-KR',
 *   onEvent: (event) => console.log(event.type),
 *   onAction: (action) => action.type === 'leave' && history.back(),
 * })
 * mounted.destroy()
 */
export function mountPlayer(
  box: HTMLElement,
  video: HTMLVideoElement,
  options: MountPlayerOptions,
): MountedPlayer {
  const { strings, locale, hideAfterMs, thumbnails, onEvent, onAction, ...playerOptions } = options
  let track = thumbnails
  const player = createPlayer(video, playerOptions)
  for (const type of PLAYER_EVENT_NAMES) {
    player.on(type, (detail) => onEvent({ type, detail } as PlayerEvent))
  }
  const mountUI = (words: PlayerUIOptions['strings']) =>
    mountPlayerUI(box, player, {
      ...(words && { strings: words }),
      ...(hideAfterMs !== undefined && { hideAfterMs }),
      ...(track && { thumbnails: track }),
      onAction,
    })
  const withLocale = (localeWords: PlayerUIOptions['strings']) =>
    localeWords
      ? { ...localeWords, ...strings, alerts: { ...localeWords.alerts, ...strings?.alerts } }
      : strings
  let destroyed = false
  let ui: PlayerUI = mountUI(withLocale(locale ? playerCatalogue.loaded(locale) : undefined))
  if (locale && !playerCatalogue.loaded(locale)) {
    // The words arrive after the first paint: the UI is mounted again with them (the player,
    // its playback and its state, stays as it is).
    playerCatalogue.load(locale).then(
      (words) => {
        if (destroyed) return
        ui.destroy()
        ui = mountUI(withLocale(words))
      },
      () => {},
    )
  }
  return {
    player,
    setThumbnails(url) {
      track = url
      ui.setThumbnails(url)
    },
    destroy() {
      destroyed = true
      ui.destroy()
      player.destroy()
    },
  }
}
