import {
  EMBED_MESSAGE_SOURCE,
  type EmbedCommand,
  type EmbedEventMap,
  type EmbedEventName,
  embedEventOf,
} from '@airwave/sdk/embed'
import { type EmbedMessages, embedEnUS, fillPlaceholders } from '@airwave/sdk/i18n'
import { createBridge, type EmbedBridge } from './bridge'
import type { Mounted } from './mounted'
import { node, posterStyles, renderMessage } from './poster'
import type { EmbedRuntime } from './runtime'

/** The error codes an element shows itself, before any chunk loads. */
type PosterError = 'NOT_ALLOWED' | 'NOT_FOUND' | 'LOAD_FAILED'

export interface PosterAnswer {
  nickname?: string
  title?: string
  thumbnail?: string
  live?: boolean
  allowed?: boolean
  /** A video's playlist and preview track. */
  src?: string
  thumbnails?: string
}

/**
 * The common part of `<airwave-player>` and `<airwave-community>`: a shadow root, the words,
 * the poster (fetched from `/v2/embed/...`, no credentials), the postMessage bridge, the
 * iframe of `mode="iframe"`, and loading the real thing on use. Subclasses say what their
 * poster shows and what they mount.
 */
export abstract class EmbedElement extends HTMLElement {
  static observedAttributes = ['channel', 'vod', 'post', 'mode', 'locale', 'error']
  protected abstract readonly runtime: EmbedRuntime
  protected root: ShadowRoot | undefined
  protected words: EmbedMessages = embedEnUS
  protected bridge: EmbedBridge | undefined
  protected mounted: Mounted | undefined
  protected frameWindow: Window | undefined
  /** The poster's answer: what the player of a video loads. */
  protected answer: PosterAnswer | undefined
  #queue: EmbedCommand[] = []
  #cleanups: (() => void)[] = []
  #generation = 0

  connectedCallback() {
    this.root ??= this.attachShadow({ mode: 'open' })
    this.#build()
  }

  disconnectedCallback() {
    this.#teardown()
  }

  attributeChangedCallback(_name: string, previous: string | null, next: string | null) {
    if (previous !== next && this.isConnected && this.root) {
      this.#teardown()
      this.#build()
    }
  }

  /** In an iframe page of the platform: talks to the parent. */
  protected get inFrame() {
    return this.hasAttribute('frame')
  }

  protected get iframeMode() {
    return !this.inFrame && this.getAttribute('mode') === 'iframe'
  }

  /** The host a poster asks for: this page's. */
  protected get host() {
    return location.host
  }

  protected get boxClass() {
    return this.localName === 'airwave-community' ? 'f c' : 'f'
  }

  protected abstract posterPath(): string | undefined
  /** What shows until it is used: the player's poster, the board's placeholder. */
  protected abstract facade(answer: PosterAnswer): HTMLElement
  protected abstract framePath(): string
  protected abstract mount(box: HTMLElement): Promise<Mounted>
  /** Whether it loads as soon as it is seen (the board; a player with `autoplay`). */
  protected abstract loadsWhenSeen(): boolean

  #teardown() {
    this.#generation++
    for (const cleanup of this.#cleanups.splice(0)) cleanup()
    this.mounted?.destroy()
    this.mounted = undefined
    this.bridge?.stop()
    this.bridge = undefined
    this.frameWindow = undefined
  }

  #show(content: HTMLElement) {
    const root = this.root as ShadowRoot
    root.replaceChildren(node('style', '', posterStyles), content)
  }

  async #build() {
    const generation = this.#generation
    const stale = () => generation !== this.#generation
    this.bridge = createBridge(
      this,
      this.inFrame ? 'frame' : this.iframeMode ? 'host' : 'inline',
      (command) => this.command(command),
    )
    const theme =
      this.getAttribute('theme') ?? getComputedStyle(this).getPropertyValue('--aw-theme').trim()
    this.toggleAttribute('data-dark', theme === 'dark')
    const locale = this.getAttribute('locale')
    const words = locale ? this.runtime.load.words(locale).catch(() => embedEnUS) : undefined
    const error = this.getAttribute('error')
    if (error) {
      this.words = (await words) ?? embedEnUS
      if (!stale())
        this.#fail(
          error === 'NOT_FOUND' ? 'NOT_FOUND' : 'NOT_ALLOWED',
          this.getAttribute('error-host') ?? '',
        )
      return
    }
    this.#show(renderMessage(this.words.loading, '', undefined, this.boxClass))
    const path = this.posterPath()
    const [answer, loaded] = await Promise.all([
      path ? this.#poster(path) : Promise.resolve<PosterAnswer | PosterError>({ allowed: true }),
      words,
    ])
    if (stale()) return
    if (loaded) this.words = loaded
    if (typeof answer === 'string') return this.#fail(answer)
    this.answer = answer
    // In a frame the server checked the parent already.
    if (!answer.allowed && !this.inFrame) return this.#fail('NOT_ALLOWED', this.host)
    this.#show(this.facade(answer))
    if (this.loadsWhenSeen()) this.#whenSeen(() => this.activate())
  }

  async #poster(path: string): Promise<PosterAnswer | PosterError> {
    try {
      const response = await fetch(
        `${this.runtime.origin}${path}?parent=${encodeURIComponent(this.host)}`,
        {
          credentials: 'omit',
        },
      )
      if (response.status === 404) return 'NOT_FOUND'
      if (!response.ok) return 'LOAD_FAILED'
      return ((await response.json()) as { data: PosterAnswer }).data
    } catch {
      return 'LOAD_FAILED'
    }
  }

  #whenSeen(run: () => void) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          run()
        }
      },
      { rootMargin: '200px' },
    )
    observer.observe(this)
    this.#cleanups.push(() => observer.disconnect())
  }

  #fail(code: PosterError, host = '') {
    const { words } = this
    const content =
      code === 'NOT_ALLOWED'
        ? renderMessage(words.notAllowedTitle, fillPlaceholders(words.notAllowedBody, { host }))
        : code === 'NOT_FOUND'
          ? renderMessage(words.notFound)
          : renderMessage(words.loadFailed, '', { label: words.retry, run: () => this.#rebuild() })
    this.#show(content)
    this.post('error', {
      code,
      ...(code === 'NOT_ALLOWED' && { message: `${host} is not allowed` }),
    })
  }

  #rebuild() {
    this.#teardown()
    this.#build()
  }

  protected post<K extends EmbedEventName>(name: K, detail: EmbedEventMap[K]) {
    this.bridge?.post(name, detail)
  }

  /** Loads the real thing in place of the poster: the iframe, or the chunk in this root. */
  protected async activate() {
    const root = this.root
    if (!root || root.querySelector('[data-state=loading],[data-state=live]')) return
    const generation = this.#generation
    if (this.iframeMode) return this.#openFrame()
    const box = node('div', 's')
    box.dataset.state = 'loading'
    box.append(node('span', 'x', this.words.loading))
    root.querySelector('.f')?.setAttribute('aria-busy', 'true')
    root.append(box)
    try {
      const mounted = await this.mount(box)
      if (generation !== this.#generation) return mounted.destroy()
      this.mounted = mounted
      root.querySelector('.f')?.remove()
      box.dataset.state = 'live'
      for (const command of this.#queue.splice(0)) mounted.command?.(command)
    } catch {
      box.remove()
      if (generation === this.#generation) this.#fail('LOAD_FAILED')
    }
  }

  #openFrame() {
    const frame = node('iframe')
    frame.dataset.state = 'live'
    frame.className = this.localName === 'airwave-community' ? 'c' : ''
    const query = new URLSearchParams({ parent: this.host, autoplay: '1' })
    const locale = this.getAttribute('locale')
    if (locale) query.set('locale', locale)
    if (this.hasAttribute('muted')) query.set('muted', '1')
    const post = this.getAttribute('post')
    if (post) query.set('post', post)
    frame.src = `${this.runtime.origin}${this.framePath()}?${query}`
    frame.title = this.words.watchOn
    frame.allow = 'autoplay; fullscreen; picture-in-picture'
    const relay = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow || event.origin !== this.runtime.origin) return
      const message = embedEventOf(event.data)
      if (message) this.dispatchEvent(new CustomEvent(message.event, { detail: message.detail }))
    }
    addEventListener('message', relay)
    this.#cleanups.push(() => removeEventListener('message', relay))
    this.#show(frame)
    this.frameWindow = frame.contentWindow ?? undefined
    frame.addEventListener('load', () => {
      this.frameWindow = frame.contentWindow ?? undefined
      for (const command of this.#queue.splice(0)) this.#toFrame(command)
    })
  }

  #toFrame(command: EmbedCommand) {
    const { target: _target, ...rest } = command
    this.frameWindow?.postMessage({ source: EMBED_MESSAGE_SOURCE, ...rest }, this.runtime.origin)
  }

  /** A command from the host (a message, or a method of the element). */
  command(command: EmbedCommand) {
    if (this.iframeMode && this.root?.querySelector('iframe')) return this.#toFrame(command)
    if (this.mounted?.command) return this.mounted.command(command)
    this.#queue.push(command)
    if (command.command === 'play') this.activate()
  }
}
