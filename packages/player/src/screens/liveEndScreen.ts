import type { LiveEndScreenState } from '@airwave/sdk/live'
import type { AutoplayVod } from '@airwave/sdk/video'
import { element, uniqueId } from '../ui/dom'
import { injectScreenStyles, rootOf } from './screenStyles'
import { type ScreenText, type ScreenTextOptions, screenText } from './screenText'

/** What the live-end screen shows: the machine's screen state and what it holds. */
export interface LiveEndScreen {
  state: LiveEndScreenState
  recommendations: readonly AutoplayVod[]
}

export interface LiveEndScreenOptions extends ScreenTextOptions {
  /** The viewer picks a video: send the live-end machine `PLAY` (the host then goes to it). */
  onPlay: (vod: AutoplayVod) => void
  /** The notice is closed (its button, or Escape): send the live-end machine `CLOSE`. */
  onClose: () => void
  /** Each video's address (the links' `href`); default `/video/{idx}`. */
  hrefOf?: (vod: AutoplayVod) => string
}

/** A mounted live-end screen: give it each new state; `destroy` takes it out. */
export interface LiveEndScreenView {
  update(screen: LiveEndScreen): void
  destroy(): void
}

const PLAY_ICON = 'M8 5v14l11-7z'

/** `m:ss` or `h:mm:ss`. @example clock(3725) // '1:02:05' */
function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  const two = (n: number) => String(n).padStart(2, '0')
  const hours = Math.floor(s / 3600)
  const minutes = Math.floor((s % 3600) / 60)
  return hours > 0 ? `${hours}:${two(minutes)}:${two(s % 60)}` : `${minutes}:${two(s % 60)}`
}

/**
 * The live-end screen over the player, without a framework: "The live has ended", then the
 * recommended videos as links (a plain click plays through `onPlay`, so a site routes it and an
 * embed plays in place; a modified click opens the link as links do), and a close button
 * (Escape closes too). Shown only in the `shown` state; the focus stays where it was.
 *
 * @example
 * const view = mountLiveEndScreen(overlayDiv, {
 *   onPlay: (vod) => liveEnd.send({ type: 'PLAY', idx: vod.idx }),
 *   onClose: () => liveEnd.send({ type: 'CLOSE' }),
 * })
 * liveEnd.subscribe((s) => view.update({ state: liveEndScreenOf(s), recommendations: s.context.recommendations }))
 */
export function mountLiveEndScreen(
  container: HTMLElement,
  options: LiveEndScreenOptions,
): LiveEndScreenView {
  const doc = container.ownerDocument
  injectScreenStyles(rootOf(container))
  const hrefOf = options.hrefOf ?? ((vod: AutoplayVod) => `/video/${vod.idx}`)
  const titleId = uniqueId('aw-live-end-title')
  const title = element(doc, 'h2', { class: 'aw-screen-title', id: titleId })
  const lead = element(doc, 'p', { class: 'aw-screen-lead' })
  const close = element(doc, 'button', { type: 'button', class: 'aw-live-end-close' }, '×')
  const list = element(doc, 'ul', { class: 'aw-live-end-list' })
  const announcer = element(doc, 'p', { class: 'aw-screen-sr', 'aria-live': 'polite' })
  const card = element(
    doc,
    'div',
    { class: 'aw-screen-card' },
    element(doc, 'div', { class: 'aw-live-end-head' }, element(doc, 'div', {}, title, lead)),
    close,
    list,
  )
  const root = element(
    doc,
    'section',
    {
      class: 'aw-screen aw-live-end',
      'data-state': 'hidden',
      'aria-labelledby': titleId,
      hidden: '',
    },
    card,
  )
  container.append(announcer, root)
  close.addEventListener('click', () => options.onClose())
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || root.dataset.state !== 'shown') return
    event.stopPropagation()
    options.onClose()
  })

  let current: LiveEndScreen | undefined
  let shownList: readonly AutoplayVod[] | undefined
  let destroyed = false
  const words = screenText(options)
  let text: ScreenText = words.text

  const item = (vod: AutoplayVod) => {
    const name = vod.titleName?.trim() || text('liveEndUntitled')
    const icon = doc.createElementNS('http://www.w3.org/2000/svg', 'svg')
    icon.setAttribute('viewBox', '0 0 24 24')
    icon.setAttribute('aria-hidden', 'true')
    const path = doc.createElementNS('http://www.w3.org/2000/svg', 'path')
    path.setAttribute('d', PLAY_ICON)
    icon.append(path)
    // The link's name is its visible words (the title, the channel); the picture is decoration.
    const thumb = element(doc, 'span', { class: 'aw-live-end-thumb', 'aria-hidden': 'true' }, icon)
    if (vod.thumbnail) {
      thumb.prepend(
        element(doc, 'img', { src: vod.thumbnail, alt: '', loading: 'lazy', decoding: 'async' }),
      )
    }
    if (vod.duration !== undefined) {
      thumb.append(element(doc, 'span', { class: 'aw-live-end-duration' }, clock(vod.duration)))
    }
    const link = element(
      doc,
      'a',
      {
        class: 'aw-live-end-item',
        href: hrefOf(vod),
        title: text('liveEndPlay', { title: name }),
        'data-idx': String(vod.idx),
      },
      thumb,
    )
    const words = element(doc, 'span', { class: 'aw-live-end-text' })
    words.append(element(doc, 'span', { class: 'aw-live-end-name' }, name))
    const channel = vod.channelNickname || vod.channelId
    if (channel) {
      words.append(
        element(doc, 'span', { class: 'aw-live-end-by' }, text('liveEndBy', { channel })),
      )
    }
    link.append(words)
    link.addEventListener('click', (event) => {
      // A new tab or window is the browser's business.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return
      }
      event.preventDefault()
      options.onPlay(vod)
    })
    return element(doc, 'li', {}, link)
  }

  const render = () => {
    const screen = current
    root.dataset.state = screen?.state ?? 'hidden'
    const shown = screen?.state === 'shown' && screen.recommendations.length > 0
    root.hidden = !shown
    if (!screen || !shown) {
      shownList = undefined
      return
    }
    title.textContent = text('liveEndTitle')
    lead.textContent = text('liveEndLead')
    close.setAttribute('aria-label', text('liveEndClose'))
    close.title = text('liveEndClose')
    list.setAttribute('aria-label', text('liveEndScreen'))
    if (shownList !== screen.recommendations) {
      if (shownList === undefined)
        announcer.textContent = `${title.textContent}. ${lead.textContent}`
      shownList = screen.recommendations
      list.replaceChildren(...screen.recommendations.map(item))
    }
  }

  words.later?.then(
    (loaded) => {
      if (destroyed) return
      text = loaded
      shownList = undefined
      render()
    },
    () => {},
  )

  return {
    update(screen) {
      current = screen
      render()
    },
    destroy() {
      destroyed = true
      root.remove()
      announcer.remove()
    },
  }
}
