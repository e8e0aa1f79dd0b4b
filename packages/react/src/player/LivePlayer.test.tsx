import {
  AUTO_TRACK,
  createEmitter,
  type HlsProviderEvents,
  type MediaProvider,
} from '@airwave/player'
import type { StreamInfo } from '@airwave/sdk/live'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeRealtime, fakeSocket } from '../realtime/fakeSocket.fixture'
import { fakeClient, wrapperFor } from '../shared/testing.fixture'
import { LivePlayer } from './LivePlayer'

afterEach(cleanup)
// jsdom has no media: playing resolves, pausing does nothing.
HTMLMediaElement.prototype.play = async () => {}
HTMLMediaElement.prototype.pause = () => {}

describe('<LivePlayer channelId>', () => {
  it('shows Offline without asking for a playlist, goes live, ends, and comes back live', async () => {
    const socket = fakeSocket()
    const realtime = fakeRealtime(socket, { quiet: true })
    let streaming = false
    const client = fakeClient({
      live: {
        getStreamInfo: async (channelId): Promise<StreamInfo> => ({
          channelId: String(channelId),
          isStream: streaming,
          isStreamPendingEnd: false,
        }),
      },
    })
    const loads: string[] = []
    const loadProvider = async (video: HTMLVideoElement): Promise<MediaProvider> => ({
      type: 'hls',
      video,
      load: (src) => loads.push(`load ${src}`),
      startLoad: () => {},
      stopLoad: () => {},
      reloadSource: () => loads.push('reload'),
      recoverMediaError: () => {},
      swapAudioCodec: () => {},
      qualities: () => [AUTO_TRACK],
      quality: () => -1,
      setQuality: () => {},
      latency: () => undefined,
      on: createEmitter<HlsProviderEvents>().on,
      destroy: () => {},
    })
    const wrapper = wrapperFor({ client, realtime, onLoginRequired: () => {} })
    const { container } = render(
      <LivePlayer
        channelId="viewer2"
        loadProvider={loadProvider}
        storage={{ getItem: () => null, setItem: () => {} }}
      />,
      { wrapper },
    )
    const box = () => container.querySelector<HTMLElement>('.aw-player')
    const alert = () => container.querySelector<HTMLElement>('.aw-player-alert')
    await waitFor(() => expect(alert()?.dataset.alert).toBe('OFFLINE'))
    expect(box()?.dataset.liveStatus).toBe('OFF')
    expect(container.querySelector<HTMLElement>('.aw-player-live')?.hidden).toBe(true)
    expect(loads).toEqual([])

    streaming = true
    act(() => socket.push('LIVE_STATUS', { channelId: 'viewer2', status: true }))
    await waitFor(() => expect(box()?.dataset.liveStatus).toBe('ON'))
    expect(alert()?.hidden).toBe(true)
    expect(loads).toEqual(['load /media/live/viewer2/master.m3u8'])

    streaming = false
    act(() => socket.push('LIVE_STATUS', { channelId: 'viewer2', status: false, endedReason: 0 }))
    await waitFor(() => expect(alert()?.dataset.alert).toBe('OFF'))
    expect(box()?.dataset.state).not.toBe('playing')

    streaming = true
    act(() => socket.push('LIVE_STATUS', { channelId: 'viewer2', status: true }))
    await waitFor(() => expect(box()?.dataset.liveStatus).toBe('ON'))
    expect(loads.at(-1)).toBe('reload')
    realtime.stop()
  })
})
