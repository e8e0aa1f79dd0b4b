import type { StreamInfo } from '@airwave/sdk/live'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeRealtime, fakeSocket } from '../realtime/fakeSocket.fixture'
import { fakeClient, wrapperFor } from '../shared/testing.fixture'
import { useLiveInfo } from './useLiveInfo'

afterEach(cleanup)

describe('useLiveInfo', () => {
  it('loads the stream, then keeps its counters and status as the socket pushes them', async () => {
    const socket = fakeSocket()
    const realtime = fakeRealtime(socket, { quiet: true })
    let asked = 0
    const client = fakeClient({
      live: {
        getStreamInfo: async (channelId): Promise<StreamInfo> => {
          asked++
          return { channelId: String(channelId), isStream: true, totalViewer: 10, likeCnt: 3 }
        },
      },
    })
    const events: string[] = []
    const wrapper = wrapperFor({ client, realtime, onLoginRequired: () => {} })
    const { result } = renderHook(
      () => useLiveInfo('airwave', { onEvent: (event) => events.push(event.type) }),
      { wrapper },
    )
    expect(result.current.state).toBe('loading')
    await waitFor(() => expect(result.current.state).toBe('ON'))
    expect(result.current.streamInfo?.totalViewer).toBe(10)
    await waitFor(() => expect(result.current.connected).toBe(true))
    await waitFor(() =>
      expect(socket.sent).toContainEqual({
        name: 'ENTER_CHANNEL',
        payload: { channelId: 'airwave' },
      }),
    )
    act(() => socket.push('LIVE_INFO', { channelId: 'airwave', totalViewer: 42, likeCnt: 7 }))
    // Another channel's counters are not this one's.
    act(() => socket.push('LIVE_INFO', { channelId: 'other', totalViewer: 999 }))
    await waitFor(() => expect(result.current.streamInfo?.totalViewer).toBe(42))
    expect(result.current.streamInfo?.likeCnt).toBe(7)
    expect(result.current.counters).toEqual({ totalViewer: 42, likeCnt: 7 })

    act(() => socket.push('LIVE_STATUS', { channelId: 'airwave', status: false, endedReason: 3 }))
    await waitFor(() => expect(result.current.state).toBe('OFF_WAITING'))
    expect(result.current.endedReason).toBe(3)
    act(() => socket.push('LIVE_STATUS', { channelId: 'airwave', status: false, endedReason: 1 }))
    await waitFor(() => expect(result.current.state).toBe('OFF'))
    expect(events).toContain('live-status')
    expect(events).toContain('stream-info')
    expect(asked).toBeGreaterThan(0)
    realtime.stop()
  })
})
