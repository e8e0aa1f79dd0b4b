import type { DialogAlert } from '../alerts/alerts'
import { clampVolume } from '../playback/playbackSettings'
import type { Player, PlayerState } from '../player'
import { alertContent } from './alertContent'
import { createAlertLayer } from './alertLayer'
import { createAutohide } from './autohide'
import { element, uniqueId } from './dom'
import { type IconName, icon, setIcon } from './icons'
import { SEEK_STEP_SECONDS, type ShortcutAction, shortcutFor, VOLUME_STEP } from './keyboard'
import {
  canPictureInPicture,
  isFullscreen,
  isPictureInPicture,
  toggleFullscreen,
  togglePictureInPicture,
} from './screen'
import { createSettingsMenu } from './settingsMenu'
import { type PlayerStringsInput, playerStrings } from './strings'
import { injectPlayerStyles } from './styles'

/** What the UI asks of its host: the player alone cannot navigate or change the page layout. */
export type PlayerUIAction =
  /** OK on a dialog alert (the host signs out, redirects…). */
  | { type: 'dialog-confirm'; alert: DialogAlert }
  /** Back on the adult notice: the host leaves the page. */
  | { type: 'leave'; reason: 'adult' }
  /** The screen mode button or `s`: the host widens or restores its layout. */
  | { type: 'screen-mode'; mode: PlayerScreenMode }

/** The page layout the viewer asked for. */
export type PlayerScreenMode = 'normal' | 'wide'

/** Options of {@link mountPlayerUI}. */
export interface PlayerUIOptions {
  /** Translations over the English defaults. */
  strings?: PlayerStringsInput
  onAction?: (action: PlayerUIAction) => void
  /** Controls hide after this long without activity while playing; 3000 ms by default. */
  hideAfterMs?: number
}

/** A mounted UI. */
export interface PlayerUI {
  /** The settings layer: `main` when open. */
  settings(): 'main' | 'none'
  destroy(): void
}

const formatTime = (seconds: number) => {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0))
  const mm = String(Math.floor((s % 3600) / 60))
  const ss = String(s % 60).padStart(2, '0')
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mm.padStart(2, '0')}:${ss}` : `${mm}:${ss}`
}

/**
 * Mounts the player controls and alerts in `root`, the element that holds `video`: play and
 * pause, volume and mute, the seek bar (video) or the go-to-live control (live), the settings
 * layer with quality and speed, picture-in-picture, screen mode and fullscreen, the keyboard
 * shortcuts, controls that hide while playing, the alerts and the muted-autoplay notice. Framework
 * free: the custom element and the React component both call it. States are `data-*`
 * attributes on `root` (`data-state`, `data-mode`, `data-controls`, `data-screen-mode`).
 *
 * @example
 * const player = createPlayer(video, { src, live: true })
 * const ui = mountPlayerUI(container, player, { onAction: (a) => a.type === 'leave' && history.back() })
 * // later
 * ui.destroy()
 * player.destroy()
 */
export function mountPlayerUI(
  root: HTMLElement,
  player: Player,
  options: PlayerUIOptions = {},
): PlayerUI {
  const doc = root.ownerDocument
  const t = playerStrings(options.strings)
  const video = root.querySelector('video') as HTMLVideoElement
  const cleanups: (() => void)[] = []
  const listen = (target: EventTarget, type: string, listener: (event: Event) => void) => {
    target.addEventListener(type, listener)
    cleanups.push(() => target.removeEventListener(type, listener))
  }
  const el = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    attrs: Record<string, string> = {},
    ...children: (Node | string)[]
  ) => element(doc, tag, attrs, ...children)
  const button = (className: string, label: string, onClick: () => void, shape?: IconName) => {
    const node = el('button', { type: 'button', class: `aw-player-button ${className}` })
    node.setAttribute('aria-label', label)
    if (shape) node.append(icon(doc, shape))
    node.addEventListener('click', onClick)
    return node
  }
  const setLabel = (node: HTMLElement, label: string) => {
    if (node.getAttribute('aria-label') !== label) node.setAttribute('aria-label', label)
  }

  // In a shadow root the styles go there; otherwise (even detached) in the document.
  const rootNode = root.getRootNode()
  injectPlayerStyles(rootNode instanceof ShadowRoot ? rootNode : doc)
  const created: Element[] = []
  const previous = {
    classes: root.className,
    tabIndex: root.getAttribute('tabindex'),
    role: root.getAttribute('role'),
    label: root.getAttribute('aria-label'),
  }
  root.classList.add('aw-player')
  video.classList.add('aw-player-video')
  root.setAttribute('role', 'region')
  root.setAttribute('aria-label', t.player)
  if (!root.hasAttribute('tabindex')) root.tabIndex = 0

  let layer: 'main' | 'none' = 'none'
  // A keyboard user's focus in the controls keeps them shown; a mouse click's focus does not.
  let keyboard = false
  let screenMode: PlayerScreenMode = 'normal'
  let last: PlayerState | undefined

  // Screen-reader announcements of state changes.
  const announcer = el('div', { class: 'aw-player-sr', 'aria-live': 'polite', role: 'status' })
  const announce = (text: string) => {
    announcer.textContent = text
  }

  // Alert layer: one alert at a time.
  const alerts = createAlertLayer(doc, (action) => {
    if (action === 'agree') player.answerAdult('agree')
    else if (action === 'back') {
      player.answerAdult('back')
      options.onAction?.({ type: 'leave', reason: 'adult' })
    } else if (action === 'ok') {
      options.onAction?.({ type: 'dialog-confirm', alert: player.state().alerts.dialog })
    } else player.retry()
  })

  // Muted autoplay: say so, and offer the one button that fixes it.
  const notice = el('div', { class: 'aw-player-notice', role: 'status', hidden: '' })
  notice.append(
    el('span', {}, t.mutedAutoplay),
    button('aw-player-notice-unmute', t.unmute, () => player.toggleMute(), 'volume'),
  )

  // The controls.
  const seek = el('input', {
    type: 'range',
    class: 'aw-player-range aw-player-seek',
    min: '0',
    step: 'any',
    value: '0',
    'aria-label': t.seek,
  })
  listen(seek, 'input', () => player.seek(Number(seek.value)))
  const playButton = button('aw-player-play', t.play, () => togglePlay(), 'play')
  const muteButton = button('aw-player-mute', t.mute, () => player.toggleMute(), 'volume')
  const volume = el('input', {
    type: 'range',
    class: 'aw-player-range aw-player-volume',
    min: '0',
    max: '1',
    step: '0.05',
    'aria-label': t.volume,
  })
  listen(volume, 'input', () => player.setVolume(Number(volume.value)))
  const time = el('span', { class: 'aw-player-time' })
  const liveButton = button('aw-player-live', t.goToLive, () => player.goToLive())
  liveButton.append(el('span', { 'aria-hidden': 'true' }, t.live))
  const settingsId = uniqueId('aw-player-settings')
  const settingsButton = button(
    'aw-player-settings-button',
    t.settings,
    () => toggleSettings(),
    'settings',
  )
  settingsButton.setAttribute('aria-controls', settingsId)
  settingsButton.setAttribute('aria-expanded', 'false')
  const pipButton = button(
    'aw-player-pip',
    t.pictureInPicture,
    () => void togglePictureInPicture(video),
    'pip',
  )
  const screenButton = button(
    'aw-player-screen-mode',
    t.screenMode,
    () => toggleScreenMode(),
    'screen',
  )
  const fullscreenButton = button(
    'aw-player-fullscreen',
    t.fullscreen,
    () => void toggleFullscreen(root),
    'fullscreen',
  )
  const menu = createSettingsMenu(doc, settingsId, t, {
    quality: (trackId) => player.setQuality(trackId),
    rate: (rate) => player.setRate(rate),
  })
  const controls = el(
    'div',
    { class: 'aw-player-controls' },
    seek,
    el(
      'div',
      { class: 'aw-player-bar' },
      playButton,
      muteButton,
      volume,
      time,
      liveButton,
      el('span', { class: 'aw-player-spacer' }),
      settingsButton,
      pipButton,
      screenButton,
      fullscreenButton,
    ),
  )
  // The settings panel sits on the player, not in the bar, so it can be as tall as the picture.
  created.push(alerts.element, notice, controls, menu.element, announcer)
  root.append(...created)

  const setLayer = (next: 'main' | 'none') => {
    layer = next
    menu.element.dataset.layer = next
    settingsButton.setAttribute('aria-expanded', String(next === 'main'))
    if (next === 'main') {
      menu.render(player.state(), player.qualities(), video.videoHeight)
      menu.focusChosen()
    }
    autohide.update()
  }
  const toggleSettings = () => setLayer(layer === 'main' ? 'none' : 'main')
  const togglePlay = () => {
    const { playback } = player.state()
    if (playback === 'playing' || playback === 'starting') player.pause()
    else player.play()
  }
  const toggleScreenMode = () => {
    screenMode = screenMode === 'wide' ? 'normal' : 'wide'
    render()
    options.onAction?.({ type: 'screen-mode', mode: screenMode })
  }

  const autohide = createAutohide({
    canHide: () => {
      const state = player.state()
      return (
        state.playback === 'playing' &&
        layer === 'none' &&
        !(
          keyboard && controls.contains((root.getRootNode() as Document | ShadowRoot).activeElement)
        )
      )
    },
    onChange: (visible) => {
      root.dataset.controls = visible ? 'visible' : 'hidden'
    },
    ...(options.hideAfterMs !== undefined && { hideAfterMs: options.hideAfterMs }),
  })
  root.dataset.controls = 'visible'

  const run = (action: ShortcutAction) => {
    const state = player.state()
    if (action === 'toggle-play') togglePlay()
    else if (action === 'toggle-mute') player.toggleMute()
    else if (action === 'toggle-fullscreen') void toggleFullscreen(root)
    else if (action === 'toggle-picture-in-picture') void togglePictureInPicture(video)
    else if (action === 'toggle-screen-mode') toggleScreenMode()
    else if (action === 'volume-up') player.setVolume(clampVolume(state.volume + VOLUME_STEP))
    else if (action === 'volume-down') player.setVolume(clampVolume(state.volume - VOLUME_STEP))
    else if (action === 'seek-back' || action === 'seek-forward') {
      if (state.mode === 'live') return
      const step = action === 'seek-back' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS
      const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY
      player.seek(Math.min(end, Math.max(0, video.currentTime + step)))
    } else if (layer === 'main') {
      setLayer('none')
      settingsButton.focus()
    } else if (screenMode === 'wide') toggleScreenMode()
  }
  listen(root, 'pointerdown', () => {
    keyboard = false
  })
  listen(root, 'keydown', (event) => {
    keyboard = true
    const action = shortcutFor(event as KeyboardEvent)
    // Answering an alert dialog comes first: no shortcut acts behind it.
    if (!action || alerts.blocking()) return
    event.preventDefault()
    autohide.poke()
    run(action)
  })
  for (const type of ['pointermove', 'pointerdown', 'focusin']) listen(root, type, autohide.poke)

  const render = () => {
    const state = player.state()
    const live = state.mode === 'live'
    const active = state.playback === 'playing' || state.playback === 'starting'
    root.dataset.state = state.playback
    root.dataset.mode = state.mode
    root.dataset.screenMode = screenMode
    if (state.live) root.dataset.liveStatus = state.live.status
    setLabel(playButton, active ? t.pause : t.play)
    setIcon(playButton.firstChild as SVGSVGElement, active ? 'pause' : 'play')
    const silent = state.muted || state.volume === 0
    setLabel(muteButton, silent ? t.unmute : t.mute)
    setIcon(muteButton.firstChild as SVGSVGElement, silent ? 'muted' : 'volume')
    volume.value = String(state.muted ? 0 : state.volume)
    volume.setAttribute('aria-valuetext', `${Math.round(Number(volume.value) * 100)}%`)

    seek.hidden = live
    time.hidden = live
    liveButton.hidden = !live
    if (live) {
      const behind = state.live?.behind === true
      liveButton.dataset.state = behind ? 'behind' : 'live'
      liveButton.title = behind ? t.behindLive : t.live
    } else {
      const duration = Number.isFinite(video.duration) ? video.duration : 0
      seek.max = String(duration)
      seek.value = String(video.currentTime || 0)
      const text = t.timeOf
        .replace('{current}', formatTime(video.currentTime))
        .replace('{duration}', formatTime(duration))
      seek.setAttribute('aria-valuetext', text)
      time.textContent = `${formatTime(video.currentTime)} / ${formatTime(duration)}`
    }

    pipButton.hidden = !canPictureInPicture(video)
    setLabel(pipButton, isPictureInPicture(video) ? t.exitPictureInPicture : t.pictureInPicture)
    setLabel(screenButton, screenMode === 'wide' ? t.exitScreenMode : t.screenMode)
    screenButton.setAttribute('aria-pressed', String(screenMode === 'wide'))
    const full = isFullscreen(root)
    root.toggleAttribute('data-fullscreen', full)
    setLabel(fullscreenButton, full ? t.exitFullscreen : t.fullscreen)
    notice.hidden = !state.mutedAutoplay || !state.muted
    alerts.render(alertContent(state, t))
    // Behind a dialog (modal) nothing else may be operated.
    controls.hidden = alerts.blocking()
    if (layer === 'main') menu.render(state, player.qualities(), video.videoHeight)

    if (last && last.playback !== state.playback) {
      announce(
        state.playback === 'playing'
          ? t.playing
          : state.playback === 'paused'
            ? t.paused
            : state.playback === 'ended'
              ? t.ended
              : (announcer.textContent ?? ''),
      )
    }
    if (last && last.rate !== state.rate) announce(`${t.speed} ${state.rate}x`)
    if (last && last.quality !== state.quality && state.quality !== undefined) {
      const track = player.qualities().find((q) => q.trackId === state.quality)
      if (track) announce(`${t.quality} ${track.trackId === -1 ? t.auto : track.label}`)
    }
    if (state.mutedAutoplay && !last?.mutedAutoplay) announce(t.mutedAutoplay)
    last = state
    autohide.update()
  }

  cleanups.push(player.subscribe(render))
  for (const type of [
    'timeupdate',
    'durationchange',
    'volumechange',
    'enterpictureinpicture',
    'leavepictureinpicture',
  ]) {
    listen(video, type, render)
  }
  listen(doc, 'fullscreenchange', render)
  render()

  return {
    settings: () => layer,
    destroy: () => {
      for (const cleanup of cleanups.splice(0)) cleanup()
      autohide.destroy()
      for (const node of created) node.remove()
      root.className = previous.classes
      video.classList.remove('aw-player-video')
      for (const name of ['state', 'mode', 'controls', 'screenMode', 'liveStatus'])
        delete root.dataset[name]
      root.removeAttribute('data-fullscreen')
      for (const [name, value] of [
        ['tabindex', previous.tabIndex],
        ['role', previous.role],
        ['aria-label', previous.label],
      ] as const) {
        if (value === null) root.removeAttribute(name)
        else root.setAttribute(name, value)
      }
    },
  }
}
