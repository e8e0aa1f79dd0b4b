// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createEmitter } from '../events'
import { createPlayer, type PlayerOptions } from '../player'
import type { HlsProviderEvents } from '../providers/hls/events'
import { AUTO_TRACK } from '../providers/hls/quality'
import type { MediaProvider } from '../providers/hls/types'
import { mountPlayerUI, type PlayerUIAction } from './playerUI'

function setup(options: Partial<PlayerOptions> = {}) {
  const root = document.createElement('div')
  const video = document.createElement('video')
  video.play = async () => {}
  video.pause = () => {}
  root.append(video)
  document.body.append(root)
  const emitter = createEmitter<HlsProviderEvents>()
  const calls: string[] = []
  const provider: MediaProvider = {
    type: 'hls',
    video,
    load: () => {},
    startLoad: () => calls.push('startLoad'),
    stopLoad: () => calls.push('stopLoad'),
    reloadSource: () => calls.push('reloadSource'),
    recoverMediaError: () => calls.push('recoverMediaError'),
    swapAudioCodec: () => {},
    qualities: () => [AUTO_TRACK],
    quality: () => -1,
    setQuality: () => {},
    latency: () => undefined,
    on: emitter.on,
    destroy: () => {},
  }
  const player = createPlayer(video, {
    src: 'live.m3u8',
    live: true,
    storage: { getItem: () => null, setItem: () => {} },
    loadProvider: async () => provider,
    recovery: { online: true },
    ...options,
  })
  const actions: PlayerUIAction[] = []
  const ui = mountPlayerUI(root, player, { onAction: (action) => actions.push(action) })
  const alert = () => root.querySelector<HTMLElement>('.aw-player-alert') as HTMLElement
  const title = () => (alert().hidden ? '' : alert().querySelector('p')?.textContent)
  const buttons = () => [...alert().querySelectorAll('button')].map((b) => b.textContent)
  const cleanup = () => {
    ui.destroy()
    player.destroy()
    root.remove()
  }
  return { root, player, emitter, calls, actions, alert, title, buttons, cleanup }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('mountPlayerUI alerts', () => {
  it('shows the live status boxes: off, waiting, forced off', async () => {
    const t = setup()
    await flush()
    expect(t.alert().hidden).toBe(true)
    t.player.setLiveStatus({ status: false, endedReason: 3 })
    expect(t.alert().dataset.alert).toBe('OFF_WAITING')
    expect(t.title()).toBe('The stream is paused')
    expect(t.root.dataset.liveStatus).toBe('OFF_WAITING')
    t.player.setLiveStatus({ status: false, endedReason: 0 })
    expect(t.alert().dataset.alert).toBe('OFF')
    expect(t.alert().getAttribute('role')).toBe('alert')
    expect(t.title()).toBe('The live stream has ended')
    // An ended live keeps its controls (volume, fullscreen); only dialogs take them away.
    expect(t.root.querySelector<HTMLElement>('.aw-player-controls')?.hidden).toBe(false)
    t.player.setLiveStatus({ status: false, endedReason: 1 })
    expect(t.alert().dataset.alert).toBe('OFF_FORCE')
    t.player.setLiveStatus({ status: true })
    expect(t.alert().hidden).toBe(true)
    t.cleanup()
  })

  it('says Offline for a live off from the start, with no LIVE badge or Play button, until it goes live', async () => {
    const t = setup({ streamInfo: { isStream: false, isStreamPendingEnd: false } })
    await flush()
    const play = () => t.root.querySelector<HTMLElement>('.aw-player-play') as HTMLElement
    const badge = () => t.root.querySelector<HTMLElement>('.aw-player-live') as HTMLElement
    expect(t.alert().dataset.alert).toBe('OFFLINE')
    expect(t.title()).toBe('Offline')
    expect(play().hidden).toBe(true)
    expect(badge().hidden).toBe(true)
    t.player.setLiveStatus({ status: true })
    await flush()
    expect(t.alert().hidden).toBe(true)
    expect(play().hidden).toBe(false)
    expect(badge().hidden).toBe(false)
    // Ended: the end's box, and neither the badge nor Play.
    t.player.setLiveStatus({ status: false, endedReason: 0 })
    expect(t.title()).toBe('The live stream has ended')
    expect(play().hidden).toBe(true)
    expect(badge().hidden).toBe(true)
    t.cleanup()
  })

  it('shows each dialog alert with OK, which it hands to the host', async () => {
    const t = setup()
    await flush()
    const cases = [
      [{ isBlock: true }, 'BLACK'],
      [{ isBlock: false, errorCode: 'CHA30068' }, 'SUSPENDED'],
      [{ errorCode: 'CHA30071' }, 'DELETED'],
      [{ errorCode: undefined, viewerSuspended: true }, 'VIEWER_SUSPENDED'],
      [{ forcedLogout: true }, 'FORCED_LOGOUT'],
    ] as const
    for (const [access, kind] of cases) {
      t.player.setAccess(access)
      expect(t.alert().dataset.alert).toBe(kind)
      expect(t.alert().getAttribute('role')).toBe('alertdialog')
      expect(t.alert().getAttribute('aria-modal')).toBe('true')
      expect(document.activeElement?.textContent).toBe('OK')
      expect(t.root.querySelector<HTMLElement>('.aw-player-controls')?.hidden).toBe(true)
    }
    ;(t.alert().querySelector('button') as HTMLElement).click()
    expect(t.actions).toEqual([{ type: 'dialog-confirm', alert: 'FORCED_LOGOUT' }])
    // Shortcuts do not act behind a dialog.
    t.root.dispatchEvent(new KeyboardEvent('keydown', { key: 'm', bubbles: true }))
    expect(t.player.state().muted).toBe(false)
    t.cleanup()
  })

  it('shows the suspended dialog when the live ends by suspension', async () => {
    const t = setup()
    await flush()
    t.player.setLiveStatus({ status: false, endedReason: 2 })
    expect(t.alert().dataset.alert).toBe('SUSPENDED')
    t.cleanup()
  })

  it('asks adults to agree; agreeing clears it, back asks the host to leave', async () => {
    const t = setup({ streamInfo: { isStream: true, isStreamPendingEnd: false, isAdult: true } })
    await flush()
    expect(t.alert().dataset.alert).toBe('ADULT')
    const describedBy = t.alert().getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'This stream is for viewers aged 19 or over.',
    )
    expect(t.buttons()).toEqual(['I am an adult, continue', 'Go back'])
    ;(t.alert().querySelectorAll('button')[1] as HTMLElement).click()
    expect(t.actions).toEqual([{ type: 'leave', reason: 'adult' }])
    expect(t.alert().dataset.alert).toBe('ADULT')
    ;(t.alert().querySelector('button') as HTMLElement).click()
    expect(t.alert().hidden).toBe(true)
    t.cleanup()
  })

  it('shows the region restriction and the popup boxes', async () => {
    const t = setup()
    await flush()
    t.player.setAccess({ errorCode: 'CHA43005' })
    expect(t.title()).toBe('Not available in your region')
    t.player.setAccess({ errorCode: undefined, poppedOut: true })
    expect(t.alert().dataset.alert).toBe('PLAYER_POPUP')
    t.cleanup()
  })

  it('shows MEDIA_ERROR with its code and a reload button that retries and plays', async () => {
    const t = setup()
    await flush()
    let plays = 0
    t.root.querySelector('video')!.play = async () => {
      plays++
    }
    for (let i = 0; i < 10; i++) {
      t.emitter.emit('fault', { fatal: true, kind: 'network', code: 'fragLoadError' })
    }
    expect(t.alert().dataset.alert).toBe('MEDIA_ERROR')
    expect(t.alert().textContent).toContain('Error code: fragLoadError')
    expect(t.buttons()).toEqual(['Reload'])
    ;(t.alert().querySelector('button') as HTMLElement).click()
    expect(t.calls.at(-1)).toBe('reloadSource')
    expect(t.alert().hidden).toBe(true)
    await flush()
    expect(plays).toBe(1)
    t.cleanup()
  })

  it('shows NETWORK_ERROR offline with retry, and resumes by itself when back online', async () => {
    const t = setup()
    await flush()
    window.dispatchEvent(new Event('offline'))
    t.emitter.emit('fault', { fatal: true, kind: 'network', code: 'fragLoadError' })
    expect(t.alert().dataset.alert).toBe('NETWORK_ERROR')
    expect(t.buttons()).toEqual(['Retry'])
    window.dispatchEvent(new Event('online'))
    expect(t.calls.at(-1)).toBe('startLoad')
    expect(t.alert().hidden).toBe(true)
    t.cleanup()
  })

  it('takes translated labels', async () => {
    const root = document.createElement('div')
    const video = document.createElement('video')
    root.append(video)
    const player = createPlayer(video, {
      src: 'vod.m3u8',
      storage: { getItem: () => null, setItem: () => {} },
      loadProvider: () => new Promise(() => {}),
    })
    const ui = mountPlayerUI(root, player, {
      strings: { play: '재생', alerts: { OFF: ['끝', '.'] } },
    })
    expect(root.querySelector('[aria-label="재생"]')).not.toBeNull()
    expect(root.querySelector('[aria-label="Mute"]')).not.toBeNull()
    ui.destroy()
    expect(root.querySelector('button')).toBeNull()
    expect(root.classList.contains('aw-player')).toBe(false)
    player.destroy()
  })
})
