import { fillPlaceholders } from '@airwave/sdk/i18n'
import { EmbedElement, type PosterAnswer } from './embedElement'
import { type Poster, renderMessage, renderPoster } from './poster'
import type { EmbedRuntime } from './runtime'

export type { Mounted } from './mounted'

/** The methods both modes answer, as the postMessage commands do. */
export interface AirwavePlayerEmbedElement extends HTMLElement {
  play(): void
  pause(): void
  seek(seconds: number): void
  setVolume(volume: number): void
  setMuted(muted: boolean): void
  setQuality(label: string): void
}

/**
 * Registers `<airwave-player channel="…">` / `<airwave-player vod="…">` and
 * `<airwave-community channel="…" post="…">` over a runtime. Calling it twice is harmless (the
 * first registration stays).
 *
 * @example defineEmbedElements({ origin: 'https://airwave.example', load })
 */
export function defineEmbedElements(runtime: EmbedRuntime) {
  if (!customElements.get('airwave-player')) {
    class AirwavePlayerEmbed extends EmbedElement implements AirwavePlayerEmbedElement {
      static override observedAttributes = [...EmbedElement.observedAttributes, 'muted']
      protected readonly runtime = runtime

      protected posterPath() {
        const vod = this.getAttribute('vod')
        if (vod) return `/v2/embed/video/${encodeURIComponent(vod)}`
        return `/v2/embed/channel/${encodeURIComponent(this.getAttribute('channel') ?? '')}`
      }

      protected facade(answer: PosterAnswer) {
        return renderPoster(this.words, this.posterOf(answer), () => this.activate())
      }

      posterOf(answer: PosterAnswer): Poster {
        const name = answer.nickname ?? this.getAttribute('channel') ?? ''
        const vod = this.hasAttribute('vod')
        return {
          label: vod
            ? fillPlaceholders(this.words.playVideo, { title: answer.title ?? '' })
            : fillPlaceholders(this.words.playChannel, { name }),
          title: vod ? answer.title : (answer.title ?? name),
          image: answer.thumbnail ? new URL(answer.thumbnail, this.runtime.origin).href : undefined,
          live: vod ? undefined : answer.live === true,
        }
      }

      protected framePath() {
        const vod = this.getAttribute('vod')
        return vod
          ? `/player/embed/video/${encodeURIComponent(vod)}`
          : `/player/embed/${encodeURIComponent(this.getAttribute('channel') ?? '')}`
      }

      protected loadsWhenSeen() {
        return this.hasAttribute('autoplay')
      }

      protected async mount(box: HTMLElement) {
        const { mountEmbedPlayer } = await this.runtime.load.player()
        const vod = this.getAttribute('vod')
        const { origin } = this.runtime
        const at = (path: string | undefined) => path && new URL(path, origin).href
        return mountEmbedPlayer(box, {
          origin,
          frame: this.inFrame,
          ...(vod
            ? {
                vod: Number(vod),
                src: at(this.answer?.src),
                thumbnails: at(this.answer?.thumbnails),
              }
            : { channel: this.getAttribute('channel') ?? '' }),
          muted: this.hasAttribute('muted'),
          locale: this.getAttribute('locale') ?? undefined,
          onEvent: (name, detail) => this.post(name, detail),
        })
      }

      play() {
        this.command({ command: 'play' })
      }
      pause() {
        this.command({ command: 'pause' })
      }
      seek(value: number) {
        this.command({ command: 'seek', value })
      }
      setVolume(value: number) {
        this.command({ command: 'setVolume', value })
      }
      setMuted(value: boolean) {
        this.command({ command: 'setMuted', value })
      }
      setQuality(value: string) {
        this.command({ command: 'setQuality', value })
      }
    }
    customElements.define('airwave-player', AirwavePlayerEmbed)
  }
  if (!customElements.get('airwave-community')) {
    class AirwaveCommunityEmbed extends EmbedElement {
      protected readonly runtime = runtime

      protected posterPath() {
        return `/v2/embed/channel/${encodeURIComponent(this.getAttribute('channel') ?? '')}`
      }

      protected facade(answer: PosterAnswer) {
        const label = fillPlaceholders(this.words.communityLabel, { name: answer.nickname ?? '' })
        const box = renderMessage(label, this.words.communityLoading, undefined, 'f c')
        box.setAttribute('aria-label', label)
        return box
      }

      protected framePath() {
        return `/player/embed/community/${encodeURIComponent(this.getAttribute('channel') ?? '')}`
      }

      protected loadsWhenSeen() {
        return true
      }

      protected async mount(box: HTMLElement) {
        const { mountEmbedCommunity } = await this.runtime.load.community()
        const post = this.getAttribute('post')
        return mountEmbedCommunity(box, {
          origin: this.runtime.origin,
          channel: this.getAttribute('channel') ?? '',
          ...(post && /^\d+$/.test(post) && { post: Number(post) }),
          locale: this.getAttribute('locale') ?? undefined,
          dark: this.hasAttribute('data-dark'),
          frame: this.inFrame,
          site: (this.inFrame ? this.getAttribute('frame-parent') : location.host) ?? 'frame',
          onEvent: (name, detail) => this.post(name, detail),
        })
      }
    }
    customElements.define('airwave-community', AirwaveCommunityEmbed)
  }
}
