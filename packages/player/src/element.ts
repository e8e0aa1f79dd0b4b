import { PLAYER_EVENT_NAMES } from './events'
import { createPlayer, type Player, type PlayerOptions } from './player'

/** Options shared by every `<airwave-player>` of the page. */
export type AirwavePlayerDefaults = Pick<PlayerOptions, 'loadProvider' | 'storage'>

/** The `<airwave-player>` element: its player, once it has a source and is in the page. */
export interface AirwavePlayerElement extends HTMLElement {
  readonly player: Player | undefined
}

/**
 * Registers `<airwave-player src="…" live muted autoplay>`, a wrapper over
 * {@link createPlayer} that plays in a `<video playsinline>` of its shadow root and re-dispatches
 * the player's events as DOM `CustomEvent`s (payload in `detail`). Nothing is registered at
 * import; calling it twice is harmless. Returns the element class.
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
    static observedAttributes = ['src', 'live', 'muted', 'autoplay']
    #player: Player | undefined
    #video: HTMLVideoElement | undefined

    get player(): Player | undefined {
      return this.#player
    }

    connectedCallback() {
      if (!this.#video) {
        const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
        this.#video = document.createElement('video')
        this.#video.setAttribute('playsinline', '')
        this.#video.style.cssText = 'width:100%;height:100%;display:block'
        root.append(this.#video)
      }
      this.#start()
    }

    disconnectedCallback() {
      this.#player?.destroy()
      this.#player = undefined
    }

    attributeChangedCallback(name: string, previous: string | null, next: string | null) {
      if (previous === next || !this.isConnected) return
      if (name === 'muted') this.#syncMuted()
      else this.#start()
    }

    #start() {
      this.#player?.destroy()
      this.#player = undefined
      const src = this.getAttribute('src')
      if (!src || !this.#video) return
      const player = createPlayer(this.#video, {
        ...defaults,
        src,
        live: this.hasAttribute('live'),
        autoplay: this.hasAttribute('autoplay'),
      })
      for (const name of PLAYER_EVENT_NAMES) {
        player.on(name, (detail) => this.dispatchEvent(new CustomEvent(name, { detail })))
      }
      this.#player = player
      // Only an explicit `muted` overrides the viewer's stored choice.
      if (this.hasAttribute('muted')) this.#syncMuted()
    }

    #syncMuted() {
      const player = this.#player
      if (player && this.hasAttribute('muted') !== player.state().muted) player.toggleMute()
    }
  }

  customElements.define(tagName, AirwavePlayer)
  return AirwavePlayer
}
