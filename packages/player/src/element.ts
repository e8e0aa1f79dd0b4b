import { type MountedPlayer, mountPlayer } from './mountPlayer'
import type { Player, PlayerOptions } from './player'
import { preloadHlsPlayer } from './providers/hls/loader'
import type { PlayerUIOptions } from './ui/playerUI'

/** Options shared by every `<airwave-player>` of the page. */
export type AirwavePlayerDefaults = Pick<PlayerOptions, 'loadProvider' | 'storage'> &
  Pick<PlayerUIOptions, 'strings' | 'hideAfterMs'> & {
    /** The UI's language when an element has no `locale` attribute. Default: English. */
    locale?: string
    /**
     * Start loading hls.js when an element is connected, before it has a source (default
     * true): an element in the page is there to play, and its source often comes later (a
     * framework's render, a call that names the stream). Off for providers that need no hls.js.
     */
    preload?: boolean
  }

/** The `<airwave-player>` element: its player, once it has a source and is in the page. */
export interface AirwavePlayerElement extends HTMLElement {
  readonly player: Player | undefined
}

/**
 * Registers `<airwave-player src="…" live muted autoplay locale="ko-KR" thumbnails="…vtt">`, a wrapper over
 * {@link createPlayer} and {@link mountPlayerUI} that plays in a `<video playsinline>` of its
 * shadow root, with the controls and alerts, and re-dispatches the player's events as DOM
 * `CustomEvent`s (payload in `detail`); what the UI asks of the page (leave, screen mode, a
 * dialog's OK) arrives as a `player-action` event. Nothing is registered at import; calling it
 * twice is harmless. Returns the element class.
 *
 * @example
 * defineAirwavePlayer()
 * document.body.innerHTML = '<airwave-player src="https://cdn.example.com/live.m3u8" live></airwave-player>'
 * document.querySelector('airwave-player')?.addEventListener('error', (e) => console.warn(e))
 */
export function defineAirwavePlayer(
  defaults: AirwavePlayerDefaults = {},
  tagName = 'airwave-player',
): CustomElementConstructor {
  const existing = customElements.get(tagName)
  if (existing) return existing

  class AirwavePlayer extends HTMLElement implements AirwavePlayerElement {
    static observedAttributes = ['src', 'live', 'muted', 'autoplay', 'locale', 'thumbnails']
    #mounted: MountedPlayer | undefined
    #box: HTMLDivElement | undefined
    #video: HTMLVideoElement | undefined

    get player(): Player | undefined {
      return this.#mounted?.player
    }

    connectedCallback() {
      if (!this.#video) {
        const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
        const host = document.createElement('style')
        host.textContent = ':host{display:block}'
        this.#box = document.createElement('div')
        this.#video = document.createElement('video')
        this.#video.setAttribute('playsinline', '')
        // The host's content over the picture: <div slot="overlay"> in the element.
        const overlay = document.createElement('div')
        overlay.className = 'aw-player-overlay'
        overlay.append(Object.assign(document.createElement('slot'), { name: 'overlay' }))
        this.#box.append(this.#video, overlay)
        root.append(host, this.#box)
        if (defaults.preload !== false) preloadHlsPlayer()
      }
      this.#start()
    }

    disconnectedCallback() {
      this.#stop()
    }

    #stop() {
      this.#mounted?.destroy()
      this.#mounted = undefined
    }

    attributeChangedCallback(name: string, previous: string | null, next: string | null) {
      if (previous === next || !this.isConnected) return
      if (name === 'muted') this.#syncMuted()
      // A new preview track needs no new player.
      else if (name === 'thumbnails') this.#mounted?.setThumbnails(next ?? undefined)
      else this.#start()
    }

    #start() {
      this.#stop()
      const src = this.getAttribute('src')
      if (!src || !this.#video || !this.#box) return
      const { preload: _preload, locale, ...options } = defaults
      const chosenLocale = this.getAttribute('locale') ?? locale
      const thumbnails = this.getAttribute('thumbnails')
      this.#mounted = mountPlayer(this.#box, this.#video, {
        ...options,
        ...(chosenLocale && { locale: chosenLocale }),
        ...(thumbnails && { thumbnails }),
        src,
        live: this.hasAttribute('live'),
        autoplay: this.hasAttribute('autoplay'),
        // Only an explicit `muted` overrides the viewer's stored choice (and is not stored).
        ...(this.hasAttribute('muted') && { muted: true }),
        onEvent: ({ type, detail }) => this.dispatchEvent(new CustomEvent(type, { detail })),
        onAction: (detail) => this.dispatchEvent(new CustomEvent('player-action', { detail })),
      })
    }

    #syncMuted() {
      const player = this.#mounted?.player
      player?.setMuted(this.hasAttribute('muted'))
    }
  }

  customElements.define(tagName, AirwavePlayer)
  return AirwavePlayer
}
