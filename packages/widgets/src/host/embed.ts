import type { EmbedEventMap, EmbedEventName } from '@airwave/sdk/embed'
import { defineAirwaveEmbeds } from '../embed/defineAirwaveEmbeds'
import type { AirwavePlayerEmbedElement } from '../embed/elements'

export interface EmbedOptions {
  /** The platform's origin (`https://airwave.example`). */
  origin: string
  /** What to show: a channel's live, a video, or a channel's community board (or one post). */
  channel?: string
  vod?: number
  board?: boolean
  post?: number
  /** `inline` (default): elements in a shadow root of this page; `iframe`: the platform's page. */
  mode?: 'inline' | 'iframe'
  /** Starts playing when the player is seen (muted when the browser asks for it). */
  autoplay?: boolean
  muted?: boolean
  locale?: string
  theme?: 'light' | 'dark'
}

/** An embed on the page: its element, its commands and its typed events. */
export interface AirwaveEmbed {
  readonly element: HTMLElement
  play(): void
  pause(): void
  /** Seconds, in a video. */
  seek(seconds: number): void
  /** 0 to 1. */
  setVolume(volume: number): void
  setMuted(muted: boolean): void
  /** A rendition's label (`720p`) or `auto`. */
  setQuality(label: string): void
  /** Listens to an event; returns the way to stop. */
  on<K extends EmbedEventName>(name: K, listener: (detail: EmbedEventMap[K]) => void): () => void
  /** Takes the embed out of the page. */
  destroy(): void
}

/**
 * Puts a player or a board into `target` (an element or a selector) and gives its commands
 * and typed events, in either mode: what `<airwave-player>` and the postMessage API do, for
 * a TypeScript host.
 *
 * @example
 * import { embed } from '@airwave/widgets'
 * const player = embed('#stream', { origin: 'https://airwave.example', channel: 'airwave' })
 * player.on('raid', ({ to }) => console.log(`now watching ${to}`))
 * player.on('ready', () => player.setVolume(0.5))
 */
export function embed(target: HTMLElement | string, options: EmbedOptions): AirwaveEmbed {
  const parent = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target
  if (!parent) throw new Error(`embed: no element matches ${String(target)}`)
  defineAirwaveEmbeds({ origin: options.origin })
  const element = document.createElement(options.board ? 'airwave-community' : 'airwave-player')
  const attributes: Record<string, string | boolean | undefined> = {
    channel: options.channel,
    vod: options.vod === undefined ? undefined : String(options.vod),
    post: options.post === undefined ? undefined : String(options.post),
    mode: options.mode,
    autoplay: options.autoplay,
    muted: options.muted,
    locale: options.locale,
    theme: options.theme,
  }
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, '')
    else if (typeof value === 'string') element.setAttribute(name, value)
  }
  parent.append(element)
  const player = element as AirwavePlayerEmbedElement
  const call = <K extends keyof AirwavePlayerEmbedElement>(name: K) =>
    ((...args: unknown[]) => {
      const method = player[name] as unknown
      if (typeof method === 'function') method.apply(player, args)
    }) as AirwavePlayerEmbedElement[K]
  return {
    element,
    play: call('play'),
    pause: call('pause'),
    seek: call('seek'),
    setVolume: call('setVolume'),
    setMuted: call('setMuted'),
    setQuality: call('setQuality'),
    on(name, listener) {
      const handler = (event: Event) => listener((event as CustomEvent).detail)
      element.addEventListener(name, handler)
      return () => element.removeEventListener(name, handler)
    },
    destroy: () => element.remove(),
  }
}
