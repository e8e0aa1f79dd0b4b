import { isAtLiveEdge, playbackRateOptions } from '../playback/playbackSettings'
import type { PlayerState } from '../player'
import { AUTO_TRACK_ID, type QualityTrack } from '../providers/hls/types'
import { element } from './dom'
import type { PlayerStrings } from './strings'

/** The settings layer's panel: quality (auto and each rendition) and playback speed. */
export interface SettingsMenu {
  readonly element: HTMLDivElement
  /** Brings the choices and the pressed ones up to date. */
  /**
   * `shownHeight` is the video's own height, which names a rendition whose playlist gave none
   * (a live stream's master playlist is written before the broadcast's size is known).
   */
  render(
    state: Pick<PlayerState, 'mode' | 'quality' | 'rate' | 'live'>,
    tracks: QualityTrack[],
    shownHeight?: number,
  ): void
  /** Moves the focus to the chosen quality (or speed), for a keyboard user who opened it. */
  focusChosen(): void
}

/**
 * Creates the settings panel: two labelled groups of `aria-pressed` buttons. Buttons are rebuilt
 * only when the choices change (a new stream, other renditions); making a choice only moves
 * `aria-pressed`, so the focused option keeps the focus.
 *
 * @example
 * const menu = createSettingsMenu(document, 'settings-1', strings, { quality: player.setQuality, rate: player.setRate })
 * menu.render(player.state(), player.qualities())
 */
export function createSettingsMenu(
  doc: Document,
  id: string,
  strings: PlayerStrings,
  choose: { quality: (trackId: number) => void; rate: (rate: number) => void },
): SettingsMenu {
  const panel = element(doc, 'div', {
    class: 'aw-player-settings',
    id,
    role: 'group',
    'aria-label': strings.settings,
    'data-layer': 'none',
  })
  const group = (label: string) =>
    element(doc, 'div', { class: 'aw-player-group', role: 'group', 'aria-label': label })
  const quality = group(strings.quality)
  const rate = group(strings.speed)
  panel.append(quality, rate)
  const option = (label: string, value: number, onClick: () => void) => {
    const button = element(doc, 'button', { type: 'button', class: 'aw-player-option' }, label)
    button.dataset.value = String(value)
    button.addEventListener('click', onClick)
    return button
  }
  const heading = (label: string) =>
    element(doc, 'span', { class: 'aw-player-group-label', 'aria-hidden': 'true' }, label)
  const press = (target: HTMLElement, selected: number) => {
    for (const button of target.querySelectorAll<HTMLElement>('button')) {
      button.setAttribute('aria-pressed', String(Number(button.dataset.value) === selected))
    }
  }
  let choices = ''
  return {
    element: panel,
    render(state, tracks, shownHeight) {
      const labelOf = (track: QualityTrack) =>
        track.trackId === AUTO_TRACK_ID
          ? strings.auto
          : !track.videoHeight && shownHeight
            ? `${shownHeight}p`
            : track.label
      const renditions = tracks.filter((track) => track.trackId !== AUTO_TRACK_ID)
      const next = `${state.mode} ${tracks.map(labelOf).join()}`
      if (next !== choices) {
        choices = next
        const only = renditions.length === 1 ? renditions[0] : undefined
        quality.replaceChildren(
          heading(strings.quality),
          // One rendition: say which, and offer no menu with a single choice.
          ...(only
            ? [
                element(
                  doc,
                  'span',
                  { class: 'aw-player-only-quality' },
                  `${labelOf(only)} (${strings.onlyQuality})`,
                ),
              ]
            : tracks.map((track) =>
                option(labelOf(track), track.trackId, () => choose.quality(track.trackId)),
              )),
        )
        quality.hidden = renditions.length === 0
        rate.replaceChildren(
          heading(strings.speed),
          ...playbackRateOptions(state.mode).map((choice) =>
            option(choice.label, choice.rate, () => choose.rate(choice.rate)),
          ),
        )
      }
      press(quality, state.quality ?? -1)
      press(rate, state.rate)
      const atLiveEdge = isAtLiveEdge(state)
      for (const choice of playbackRateOptions(state.mode, { atLiveEdge })) {
        const button = rate.querySelector<HTMLButtonElement>(`button[data-value="${choice.rate}"]`)
        if (button) button.disabled = choice.disabled
      }
    },
    focusChosen() {
      panel.querySelector<HTMLElement>('[aria-pressed=true]')?.focus()
    },
  }
}
