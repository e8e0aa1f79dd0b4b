// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createEmitter } from '../events'
import { createPlayer } from '../player'
import type { HlsProviderEvents } from '../providers/hls/events'
import { AUTO_TRACK } from '../providers/hls/quality'
import type { MediaProvider } from '../providers/hls/types'
import { mountPlayerUI } from './playerUI'
import { playerStyles } from './styles'

// A dialog alert (a channel suspended during the live, a blocked viewer) is on top of the
// host's overlay: the live-end screen or a raid countdown never hides it.

function setup() {
  const root = document.createElement('div')
  root.className = 'aw-player'
  const video = document.createElement('video')
  video.play = async () => {}
  video.pause = () => {}
  const overlay = document.createElement('div')
  overlay.className = 'aw-player-overlay'
  overlay.textContent = 'The live has ended'
  root.append(video, overlay)
  document.body.append(root)
  const provider: MediaProvider = {
    type: 'hls',
    video,
    load: () => {},
    startLoad: () => {},
    stopLoad: () => {},
    reloadSource: () => {},
    recoverMediaError: () => {},
    swapAudioCodec: () => {},
    qualities: () => [AUTO_TRACK],
    quality: () => -1,
    setQuality: () => {},
    latency: () => undefined,
    on: createEmitter<HlsProviderEvents>().on,
    destroy: () => {},
  }
  const player = createPlayer(video, {
    src: 'live.m3u8',
    live: true,
    storage: { getItem: () => null, setItem: () => {} },
    loadProvider: async () => provider,
  })
  const ui = mountPlayerUI(root, player)
  return {
    root,
    player,
    overlayShown: () => getComputedStyle(overlay).display !== 'none',
    cleanup: () => {
      ui.destroy()
      player.destroy()
      root.remove()
    },
  }
}

describe('the host overlay and the dialogs', () => {
  it('gives way to a dialog, and comes back once it is gone', () => {
    const t = setup()
    expect(document.head.textContent).toContain('.aw-player[data-dialog] .aw-player-overlay')
    expect(t.root.dataset.dialog).toBeUndefined()
    expect(t.overlayShown()).toBe(true)
    t.player.setLiveStatus({ status: false, endedReason: 0 })
    expect(t.root.dataset.dialog).toBeUndefined()
    expect(t.overlayShown()).toBe(true)
    t.player.setLiveStatus({ status: false, endedReason: 2 })
    expect(t.root.dataset.dialog).toBe('SUSPENDED')
    expect(t.overlayShown()).toBe(false)
    t.player.setLiveStatus({ status: true })
    expect(t.root.dataset.dialog).toBeUndefined()
    expect(t.overlayShown()).toBe(true)
    t.player.setAccess({ errorCode: 'CHA30016' })
    expect(t.root.dataset.dialog).toBe('BLACK')
    expect(t.overlayShown()).toBe(false)
    t.cleanup()
  })

  it('ships the rule in the player stylesheet', () => {
    expect(playerStyles).toContain('.aw-player[data-dialog] .aw-player-overlay{display:none}')
  })
})
