import type { RaidScreen } from '@airwave/sdk/raid'
import { element, uniqueId } from '../ui/dom'
import { injectScreenStyles, rootOf } from './screenStyles'
import { type ScreenText, type ScreenTextOptions, screenText } from './screenText'

export interface RaidScreenOptions extends ScreenTextOptions {
  /** The viewer goes now: send the raid machine `GO`. */
  onGo: () => void
  /** The viewer stays (the button, or Escape): send the raid machine `STAY`. */
  onStay: () => void
  /** The raiding channel's name for "{from} is raiding {target}"; default its channel id. */
  raiderName?: string
}

/** A mounted raid screen: give it each new state; `destroy` takes it out. */
export interface RaidScreenView {
  update(screen: RaidScreen): void
  destroy(): void
}

/** A picture's address only when it is one (http, https or the page's own path). */
function safeImageUrl(url: string | undefined): string | undefined {
  if (!url) return undefined
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : undefined
}

const nameOf = (channel: { channelId: string; nickname?: string | undefined }) =>
  channel.nickname || channel.channelId

/**
 * The raid countdown over the player, without a framework: who raids whom, the target's stream
 * title, a progress bar and the seconds left, "Go now" and "Stay here" (Escape stays too).
 * It never takes the focus (a viewer may be typing in the chat); it is announced once when it
 * appears. Mount it in the player's overlay layer (`<Player overlay>`, or a `<div
 * slot="overlay">` of `<airwave-player>`), and feed it the SDK's `raidScreenOf(snapshot)`.
 *
 * @example
 * const view = mountRaidScreen(overlayDiv, {
 *   locale: 'ko-KR',
 *   onGo: () => raid.send({ type: 'GO' }),
 *   onStay: () => raid.send({ type: 'STAY' }),
 * })
 * raid.subscribe((snapshot) => view.update(raidScreenOf(snapshot)))
 */
export function mountRaidScreen(
  container: HTMLElement,
  options: RaidScreenOptions,
): RaidScreenView {
  const doc = container.ownerDocument
  injectScreenStyles(rootOf(container))
  const titleId = uniqueId('aw-raid-title')
  const eyebrow = element(doc, 'p', { class: 'aw-screen-eyebrow' })
  const title = element(doc, 'h2', { class: 'aw-screen-title', id: titleId })
  const lead = element(doc, 'p', { class: 'aw-screen-lead' })
  const avatar = element(doc, 'div', { class: 'aw-raid-avatar', 'aria-hidden': 'true' })
  const bar = element(doc, 'div', { class: 'aw-raid-progress-bar' })
  const progress = element(doc, 'div', { class: 'aw-raid-progress', role: 'progressbar' }, bar)
  const countdown = element(doc, 'p', { class: 'aw-raid-countdown' })
  const go = element(doc, 'button', {
    type: 'button',
    class: 'aw-screen-button aw-raid-go',
    'data-variant': 'primary',
  })
  const stay = element(doc, 'button', { type: 'button', class: 'aw-screen-button aw-raid-stay' })
  const actions = element(doc, 'div', { class: 'aw-raid-actions' }, go, stay)
  // Said once when the screen appears, not every second.
  const announcer = element(doc, 'p', { class: 'aw-screen-sr', 'aria-live': 'polite' })
  const card = element(
    doc,
    'div',
    { class: 'aw-screen-card' },
    element(
      doc,
      'div',
      { class: 'aw-raid-head' },
      avatar,
      element(doc, 'div', {}, eyebrow, title, lead),
    ),
    progress,
    countdown,
    actions,
  )
  const root = element(
    doc,
    'section',
    { class: 'aw-screen aw-raid', 'data-state': 'hidden', 'aria-labelledby': titleId, hidden: '' },
    card,
  )
  container.append(announcer, root)
  go.addEventListener('click', () => options.onGo())
  stay.addEventListener('click', () => options.onStay())
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || root.dataset.state !== 'countdown') return
    event.stopPropagation()
    options.onStay()
  })

  let current: RaidScreen | undefined
  let announced: string | undefined
  let destroyed = false
  const words = screenText(options)
  let text: ScreenText = words.text

  const render = () => {
    const screen = current
    if (!screen || screen.state === 'hidden' || !screen.target) {
      root.hidden = true
      root.dataset.state = 'hidden'
      announced = undefined
      return
    }
    const target = nameOf(screen.target)
    const from = options.raiderName || screen.channelId
    root.hidden = false
    root.dataset.state = screen.state
    root.dataset.kind = screen.kind ?? 'now'
    eyebrow.textContent = text('raidScreen')
    title.textContent =
      screen.kind === 'autoplay'
        ? text('raidAutoplayTitle', { target })
        : text('raidNowTitle', { from, target })
    lead.textContent = screen.target.title ?? ''
    lead.hidden = !screen.target.title
    avatar.replaceChildren()
    const picture = safeImageUrl(screen.target.profileUrl)
    if (picture) {
      avatar.append(element(doc, 'img', { src: picture, alt: '' }))
    } else {
      avatar.textContent = target.slice(0, 1).toUpperCase()
    }
    const counting = screen.state === 'countdown'
    const seconds = text('raidCountdown', { count: screen.remaining })
    countdown.textContent = counting ? seconds : text('raidGoing', { target })
    progress.hidden = !counting
    progress.setAttribute('aria-valuemin', '0')
    progress.setAttribute('aria-valuemax', String(screen.total))
    progress.setAttribute('aria-valuenow', String(screen.remaining))
    progress.setAttribute('aria-valuetext', seconds)
    progress.setAttribute('aria-label', text('raidScreen'))
    bar.style.width = `${Math.round((100 * screen.remaining) / Math.max(1, screen.total))}%`
    actions.hidden = !counting
    go.textContent = text('raidGo')
    stay.textContent = text('raidStay')
    const said = `${title.textContent}. ${countdown.textContent}`
    const key = `${screen.state} ${screen.target.channelId}`
    if (announced !== key) {
      announced = key
      announcer.textContent = said
    }
  }

  words.later?.then(
    (loaded) => {
      if (destroyed) return
      text = loaded
      announced = undefined
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
