// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEmitter } from '../events'
import { createPlayer, type PlayerOptions } from '../player'
import type { HlsProviderEvents } from '../providers/hls/events'
import { AUTO_TRACK } from '../providers/hls/quality'
import type { MediaProvider, QualityTrack } from '../providers/hls/types'
import { mountPlayerUI, type PlayerUIAction } from './playerUI'

const hd: QualityTrack = {
  trackId: 1,
  label: '720p',
  resolution: '1280x720',
  videoHeight: 720,
  videoWidth: 1280,
  url: 'hd.m3u8',
  bitrate: 2800000,
}

const sd: QualityTrack = {
  trackId: 0,
  label: '360p',
  resolution: '640x360',
  videoHeight: 360,
  videoWidth: 640,
  url: 'sd.m3u8',
  bitrate: 800000,
}

function setup(
  options: Partial<PlayerOptions> = {},
  play: () => Promise<void> = async () => {},
  tracks: QualityTrack[] = [AUTO_TRACK, sd, hd],
) {
  const root = document.createElement('div')
  const video = document.createElement('video')
  let paused = true
  video.play = async () => {
    await play()
    paused = false
  }
  video.pause = () => {
    paused = true
  }
  Object.defineProperty(video, 'paused', { get: () => paused })
  root.append(video)
  document.body.append(root)
  const emitter = createEmitter<HlsProviderEvents>()
  const calls: string[] = []
  let quality = -1
  const provider: MediaProvider = {
    type: 'hls',
    video,
    load: () => {},
    startLoad: () => calls.push('startLoad'),
    stopLoad: () => calls.push('stopLoad'),
    reloadSource: () => calls.push('reloadSource'),
    recoverMediaError: () => {},
    swapAudioCodec: () => {},
    qualities: () => tracks,
    quality: () => quality,
    setQuality: (id) => {
      quality = id
    },
    latency: () => undefined,
    liveSyncPosition: () => 90,
    on: emitter.on,
    destroy: () => {},
  }
  const player = createPlayer(video, {
    src: 'stream.m3u8',
    storage: { getItem: () => null, setItem: () => {} },
    loadProvider: async () => provider,
    recovery: { online: true },
    ...options,
  })
  const actions: PlayerUIAction[] = []
  const ui = mountPlayerUI(root, player, { onAction: (action) => actions.push(action) })
  const byLabel = (label: string) => root.querySelector<HTMLElement>(`[aria-label="${label}"]`)
  const press = (key: string, target: Element = root) =>
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
  const cleanup = () => {
    ui.destroy()
    player.destroy()
    root.remove()
  }
  return { root, video, player, ui, emitter, calls, actions, byLabel, press, cleanup }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  vi.useRealTimers()
})

describe('mountPlayerUI', () => {
  it('renders labelled controls whose names follow the state', async () => {
    const t = setup()
    await flush()
    expect(t.root.getAttribute('role')).toBe('region')
    expect(t.root.getAttribute('aria-label')).toBe('Video player')
    for (const name of [
      'Play',
      'Mute',
      'Volume',
      'Seek',
      'Settings',
      'Screen mode',
      'Fullscreen',
    ]) {
      expect(t.byLabel(name), name).not.toBeNull()
    }
    expect(t.byLabel('Go to live')?.hidden).toBe(true)
    expect(t.root.dataset).toMatchObject({ state: 'idle', mode: 'vod', controls: 'visible' })

    t.byLabel('Play')?.click()
    await flush()
    expect(t.root.dataset.state).toBe('playing')
    expect(t.byLabel('Pause')).not.toBeNull()
    expect(t.root.querySelector('[aria-live]')?.textContent).toBe('Playing')
    t.byLabel('Mute')?.click()
    expect(t.byLabel('Unmute')).not.toBeNull()
    expect(t.video.muted).toBe(true)
    t.cleanup()
  })

  it('runs the keyboard shortcuts', async () => {
    vi.useFakeTimers()
    const t = setup()
    await vi.advanceTimersByTimeAsync(0)
    Object.defineProperty(t.video, 'duration', { value: 100, configurable: true })
    t.press(' ')
    await vi.advanceTimersByTimeAsync(0)
    expect(t.player.state().playback).toBe('playing')
    t.press(' ')
    expect(t.player.state().playback).toBe('paused')
    t.press('m')
    expect(t.player.state().muted).toBe(true)
    t.press('m')
    t.press('ArrowUp')
    expect(t.player.state().volume).toBeCloseTo(0.6)
    t.press('ArrowDown')
    t.press('ArrowDown')
    expect(t.player.state().volume).toBeCloseTo(0.4)
    t.video.currentTime = 10
    t.press('ArrowRight')
    expect(t.video.currentTime).toBe(15)
    t.press('ArrowLeft')
    t.press('ArrowLeft')
    expect(t.video.currentTime).toBe(5)

    t.press('s')
    expect(t.actions).toEqual([{ type: 'screen-mode', mode: 'wide' }])
    expect(t.root.dataset.screenMode).toBe('wide')
    expect(t.byLabel('Exit screen mode')?.getAttribute('aria-pressed')).toBe('true')

    const requestFullscreen = vi.fn(async () => {})
    t.root.requestFullscreen = requestFullscreen
    const lock = vi.fn(async () => {})
    Object.defineProperty(screen, 'orientation', { value: { lock }, configurable: true })
    t.press('f')
    expect(requestFullscreen).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(99)
    expect(lock).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(lock).toHaveBeenCalledWith('landscape')

    const requestPictureInPicture = vi.fn(async () => ({}) as PictureInPictureWindow)
    Object.defineProperty(document, 'pictureInPictureEnabled', { value: true, configurable: true })
    t.video.requestPictureInPicture = requestPictureInPicture
    t.press('p')
    expect(requestPictureInPicture).toHaveBeenCalledOnce()

    t.press('Escape')
    expect(t.root.dataset.screenMode).toBe('normal')
    t.cleanup()
  })

  it('keeps slider arrows and typing to the focused control', async () => {
    const t = setup()
    await flush()
    const volume = t.byLabel('Volume') as HTMLElement
    t.press('ArrowUp', volume)
    expect(t.player.state().volume).toBe(0.5)
    t.cleanup()
  })

  it('opens the settings layer with quality and speed, and closes it with Escape', async () => {
    const t = setup()
    await flush()
    const settings = t.byLabel('Settings') as HTMLElement
    expect(settings.getAttribute('aria-expanded')).toBe('false')
    settings.click()
    expect(t.ui.settings()).toBe('main')
    expect(settings.getAttribute('aria-expanded')).toBe('true')
    const quality = t.byLabel('Quality') as HTMLElement
    const speed = t.byLabel('Playback speed') as HTMLElement
    const names = (group: HTMLElement) =>
      [...group.querySelectorAll('button')].map(
        (b) => `${b.textContent}${b.getAttribute('aria-pressed') === 'true' ? '*' : ''}`,
      )
    expect(names(quality)).toEqual(['Auto*', '360p', '720p'])
    expect(names(speed)).toEqual(['0.25x', '0.5x', '0.75x', '1x*', '1.25x', '1.5x', '1.75x', '2x'])
    ;[...quality.querySelectorAll('button')][2]?.click()
    expect(t.player.state().quality).toBe(1)
    expect(names(quality)).toEqual(['Auto', '360p', '720p*'])
    const fast = [...speed.querySelectorAll('button')][5] as HTMLElement
    fast.focus()
    fast.click()
    expect(t.player.state().rate).toBe(1.5)
    // The choice only moves aria-pressed: the focused option stays, and keeps the focus.
    expect(document.activeElement).toBe(fast)
    expect(names(speed)[5]).toBe('1.5x*')
    expect(t.root.querySelector('[aria-live]')?.textContent).toBe('Playback speed 1.5x')

    t.press('Escape', document.activeElement as HTMLElement)
    expect(t.ui.settings()).toBe('none')
    expect(document.activeElement).toBe(settings)
    t.cleanup()
  })

  it('names a single rendition by its height and offers no menu with one choice', async () => {
    // A live master playlist without RESOLUTION: hls.js knows only the bitrate.
    const live: QualityTrack = { ...hd, label: '3000kbps', resolution: '', videoHeight: 0 }
    const t = setup({ live: true }, async () => {}, [AUTO_TRACK, live])
    Object.defineProperty(t.root.querySelector('video'), 'videoHeight', { get: () => 720 })
    await flush()
    ;(t.byLabel('Settings') as HTMLElement).click()
    const quality = t.byLabel('Quality') as HTMLElement
    expect(quality.querySelectorAll('button')).toHaveLength(0)
    expect(quality.textContent).toContain('720p (the only quality of this stream)')
    expect(quality.textContent).not.toContain('kbps')
    t.cleanup()
  })

  it('offers live rates and a go-to-live control that shows when playback is behind', async () => {
    const t = setup({ live: true })
    await flush()
    expect(t.byLabel('Seek')?.hidden).toBe(true)
    const live = t.byLabel('Go to live') as HTMLElement
    expect(live.hidden).toBe(false)
    expect(live.dataset.state).toBe('live')
    t.player.play()
    await flush()
    t.player.setRate(0.5)
    t.emitter.emit('latency', { latency: 12, target: 3 })
    expect(live.dataset.state).toBe('behind')
    live.click()
    expect(t.video.currentTime).toBe(90)
    ;(t.byLabel('Settings') as HTMLElement).click()
    const speed = t.byLabel('Playback speed') as HTMLElement
    expect([...speed.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      '0.5x',
      '1x',
      '1.5x',
      '2x',
    ])
    t.cleanup()
  })

  it('hides the controls while playing and shows them on activity', async () => {
    vi.useFakeTimers()
    const t = setup()
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(5000)
    expect(t.root.dataset.controls).toBe('visible')
    t.player.play()
    await vi.advanceTimersByTimeAsync(3000)
    expect(t.root.dataset.controls).toBe('hidden')
    t.root.dispatchEvent(new Event('pointermove'))
    expect(t.root.dataset.controls).toBe('visible')
    t.player.pause()
    await vi.advanceTimersByTimeAsync(5000)
    expect(t.root.dataset.controls).toBe('visible')
    t.cleanup()
  })

  it('says when autoplay started muted and unmutes from the notice', async () => {
    let refused = false
    const t = setup({ autoplay: true }, async () => {
      if (!refused) {
        refused = true
        throw new DOMException('no sound', 'NotAllowedError')
      }
    })
    await flush()
    await flush()
    const notice = t.root.querySelector<HTMLElement>('.aw-player-notice')
    expect(notice?.hidden).toBe(false)
    expect(notice?.getAttribute('role')).toBe('status')
    expect(notice?.textContent).toContain('Playback started muted')
    ;(notice?.querySelector('[aria-label="Unmute"]') as HTMLElement | null)?.click()
    expect(t.video.muted).toBe(false)
    expect(notice?.hidden).toBe(true)
    t.cleanup()
  })
})
