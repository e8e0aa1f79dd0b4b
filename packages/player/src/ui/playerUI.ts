import type { DialogAlert } from '../alerts/alerts'
import type { Player, PlayerState } from '../player'
import { alertContent } from './alertContent'
import { createAlertLayer } from './alertLayer'
import { createAnnouncer } from './announcer'
import { createAutohide } from './autohide'
import { createControlKit } from './controlKit'
import { uniqueId } from './dom'
import { shortcutFor } from './keyboard'
import { createPlaybackControls, togglePlay } from './playbackControls'
import { createScreenControls, type PlayerScreenMode } from './screenControls'
import type { SeekPreview } from './seekPreview'
import { createSettingsMenu } from './settingsMenu'
import { runShortcut } from './shortcuts'
import { type PlayerStringsInput, playerStrings } from './strings'
import { injectPlayerStyles } from './styles'

export type { PlayerScreenMode }

/** What the UI asks of its host: the player alone cannot navigate or change the page layout. */
export type PlayerUIAction =
  /** OK on a dialog alert (the host signs out, redirects…). */
  | { type: 'dialog-confirm'; alert: DialogAlert }
  /** Back on the adult notice: the host leaves the page. */
  | { type: 'leave'; reason: 'adult' }
  /** The screen mode button or `s`: the host widens or restores its layout. */
  | { type: 'screen-mode'; mode: PlayerScreenMode }

/** Options of {@link mountPlayerUI}. */
export interface PlayerUIOptions {
  /** Translations over the English defaults. */
  strings?: PlayerStringsInput
  onAction?: (action: PlayerUIAction) => void
  /** Controls hide after this long without activity while playing; 3000 ms by default. */
  hideAfterMs?: number
  /**
   * A video's thumbnail track (WebVTT, cues `sprite.jpg#xywh=x,y,w,h`): hovering, dragging or
   * arrowing the seek bar previews the picture at that time. Fetched on the first hover or
   * focus of the bar; without it, or when it fails, the bar has no preview.
   */
  thumbnails?: string
}

/** A mounted UI. */
export interface PlayerUI {
  /** The settings layer: `main` when open. */
  settings(): 'main' | 'none'
  /** Another thumbnail track for the seek bar's preview (`undefined`: none). */
  setThumbnails(url: string | undefined): void
  destroy(): void
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
  const kit = createControlKit(root.ownerDocument)
  const { doc, el, button, listen } = kit
  const t = playerStrings(options.strings)
  const video = root.querySelector('video') as HTMLVideoElement

  // In a shadow root the styles go there; otherwise (even detached) in the document.
  const rootNode = root.getRootNode()
  injectPlayerStyles(rootNode instanceof ShadowRoot ? rootNode : doc)
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
  let last: PlayerState | undefined

  const announcer = createAnnouncer(kit, player, t)

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

  const playback = createPlaybackControls(kit, player, video, t)
  let thumbnails = options.thumbnails
  let destroyed = false
  // The preview's code and track load on the seek bar's first hover, touch or focus.
  let preview: Promise<SeekPreview | undefined> | undefined
  let shownPreview: SeekPreview | undefined
  const wakePreview = (event: Event) => {
    if (preview || !thumbnails || player.state().mode === 'live') return
    preview = import('./seekPreview').then(
      ({ createSeekPreview }) =>
        // A UI destroyed meanwhile (a new language, the page left) takes no preview.
        destroyed
          ? undefined
          : createSeekPreview(kit, {
              root,
              seek: playback.seek,
              video,
              player,
              source: () => thumbnails,
            }),
      () => undefined,
    )
    void preview.then((mounted) => {
      shownPreview = mounted
      mounted?.handle(event)
    })
  }
  for (const type of ['pointerenter', 'pointerdown', 'focus']) {
    listen(playback.seek, type, wakePreview)
  }
  const screen = createScreenControls(kit, root, video, t, (mode) => {
    render()
    options.onAction?.({ type: 'screen-mode', mode })
  })
  const settingsId = uniqueId('aw-player-settings')
  const settingsButton = button(
    'aw-player-settings-button',
    t.settings,
    () => setLayer(layer === 'main' ? 'none' : 'main'),
    'settings',
  )
  settingsButton.setAttribute('aria-controls', settingsId)
  settingsButton.setAttribute('aria-expanded', 'false')
  const menu = createSettingsMenu(doc, settingsId, t, {
    quality: (trackId) => player.setQuality(trackId),
    rate: (rate) => player.setRate(rate),
  })
  const controls = el(
    'div',
    { class: 'aw-player-controls' },
    playback.seek,
    el(
      'div',
      { class: 'aw-player-bar' },
      ...playback.bar,
      el('span', { class: 'aw-player-spacer' }),
      settingsButton,
      ...screen.bar,
    ),
  )
  // The settings panel sits on the player, not in the bar, so it can be as tall as the picture.
  const created: Element[] = [alerts.element, notice, controls, menu.element, announcer.element]
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
    runShortcut(action, player, root, video, {
      togglePlay: () => togglePlay(player),
      toggleScreenMode: screen.toggleScreenMode,
      escape() {
        if (layer === 'main') {
          setLayer('none')
          settingsButton.focus()
        } else if (screen.screenMode() === 'wide') screen.toggleScreenMode()
      },
    })
  })
  for (const type of ['pointermove', 'pointerdown', 'focusin']) listen(root, type, autohide.poke)

  const render = () => {
    const state = player.state()
    root.dataset.state = state.playback
    root.dataset.mode = state.mode
    if (state.live) root.dataset.liveStatus = state.live.status
    // A dialog (suspended, blocked, deleted...) stops the player and needs an answer: the host's
    // overlay (a raid countdown, the live-end screen) gives way to it.
    if (state.alerts.dialog === 'NONE') delete root.dataset.dialog
    else root.dataset.dialog = state.alerts.dialog
    playback.render(state)
    screen.render()
    notice.hidden = !state.mutedAutoplay || !state.muted
    alerts.render(alertContent(state, t))
    // Behind a dialog (modal) nothing else may be operated.
    controls.hidden = alerts.blocking()
    if (layer === 'main') menu.render(state, player.qualities(), video.videoHeight)
    announcer.render(state, last)
    last = state
    autohide.update()
  }

  const unsubscribe = player.subscribe(render)
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
    setThumbnails: (url) => {
      thumbnails = url
    },
    destroy: () => {
      destroyed = true
      unsubscribe()
      shownPreview?.destroy()
      kit.release()
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
