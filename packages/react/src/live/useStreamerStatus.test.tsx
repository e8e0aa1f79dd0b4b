import { ApiError } from '@airwave/sdk'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeRealtime, fakeSocket } from '../realtime/fakeSocket.fixture'
import { fakeClient, wrapperFor } from '../shared/testing.fixture'
import { useStreamerStatus } from './useStreamerStatus'

afterEach(cleanup)

describe('useStreamerStatus', () => {
  it('is suspended when the own stream info says CHA30068, and says so once', async () => {
    const realtime = fakeRealtime(fakeSocket(), { quiet: true })
    const client = fakeClient({
      live: {
        getMyStreamInfo: async () => {
          throw new ApiError(403, 'CHA30068', 'This channel is suspended')
        },
      },
    })
    let told = 0
    const wrapper = wrapperFor({ client, realtime, onLoginRequired: () => {} })
    const { result } = renderHook(
      () =>
        useStreamerStatus('airwave', {
          onSuspended: () => {
            told++
          },
        }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.state).toBe('suspended'))
    expect(told).toBe(1)
    realtime.stop()
  })

  it('goes suspended when the socket says so while the dashboard is open', async () => {
    const socket = fakeSocket()
    const realtime = fakeRealtime(socket, { quiet: true })
    const client = fakeClient({
      live: { getMyStreamInfo: async () => ({ channelId: 'airwave', isStream: true }) },
    })
    const wrapper = wrapperFor({ client, realtime, onLoginRequired: () => {} })
    const { result } = renderHook(() => useStreamerStatus('airwave'), { wrapper })
    await waitFor(() => expect(result.current.state).toBe('active'))
    expect(result.current.streamInfo?.isStream).toBe(true)
    act(() => socket.push('LIVE_STATUS', { channelId: 'airwave', status: false, endedReason: 1 }))
    expect(result.current.state).toBe('active')
    act(() => socket.push('LIVE_STATUS', { channelId: 'airwave', status: false, endedReason: 2 }))
    await waitFor(() => expect(result.current.state).toBe('suspended'))
    expect(socket.sent.filter((sent) => sent.name === 'ENTER_CHANNEL')).toEqual([])
    realtime.stop()
  })
})
