import { ApiError } from '@airwave/sdk'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeRealtime, fakeSocket } from '../realtime/fakeSocket.fixture'
import { fakeClient, wrapperFor } from '../shared/testing.fixture'
import { useLiveInfo } from './useLiveInfo'

afterEach(cleanup)

describe('useLiveInfo access', () => {
  it('says why the viewer may not watch when the stream info was refused for them', async () => {
    const realtime = fakeRealtime(fakeSocket(), { quiet: true })
    const client = fakeClient({
      live: {
        getStreamInfo: async () => {
          throw new ApiError(403, 'CHA30016', 'The streamer has blocked you from this channel')
        },
      },
    })
    const wrapper = wrapperFor({ client, realtime, onLoginRequired: () => {} })
    const { result } = renderHook(() => useLiveInfo('airwave'), { wrapper })
    await waitFor(() => expect(result.current.state).toBe('OFF'))
    expect(result.current.access).toEqual({ errorCode: 'CHA30016' })
    realtime.stop()
  })

  it('says nothing when the viewer may watch', async () => {
    const realtime = fakeRealtime(fakeSocket(), { quiet: true })
    const client = fakeClient({
      live: { getStreamInfo: async () => ({ channelId: 'airwave', isStream: false }) },
    })
    const wrapper = wrapperFor({ client, realtime, onLoginRequired: () => {} })
    const { result } = renderHook(() => useLiveInfo('airwave'), { wrapper })
    await waitFor(() => expect(result.current.state).toBe('OFF'))
    expect(result.current.access).toBeUndefined()
    realtime.stop()
  })
})
