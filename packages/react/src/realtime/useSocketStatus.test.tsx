import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeClient, wrapperFor } from '../shared/testing.fixture'
import { fakeRealtime, fakeSocket } from './fakeSocket.fixture'
import { useSocketStatus } from './useSocketStatus'

afterEach(cleanup)

describe('useSocketStatus', () => {
  it('follows the page connection: connecting, connected, reconnecting, offline', async () => {
    const socket = fakeSocket()
    const realtime = fakeRealtime(socket)
    const wrapper = wrapperFor({ client: fakeClient({}), realtime, onLoginRequired: () => {} })
    const { result } = renderHook(() => useSocketStatus(), { wrapper })
    expect(result.current).toBe('connecting')
    await waitFor(() => expect(result.current).toBe('connected'))
    socket.accepts = false
    act(() => socket.lose())
    expect(result.current).toBe('reconnecting')
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(result.current).toBe('offline')
    socket.accepts = true
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(result.current).toBe('connected'))
    realtime.stop()
  })

  it('says what to give a provider that has no connection', () => {
    const wrapper = wrapperFor({ client: fakeClient({}), onLoginRequired: () => {} })
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(() => renderHook(() => useSocketStatus(), { wrapper })).toThrow(
        /useSocketStatus needs the page's real-time connection/,
      )
    } finally {
      quiet.mockRestore()
    }
  })

  it("makes the page's connection from realtimeUrl beside an app's own client", async () => {
    // Nothing listens there: the hook gets a connection that tries, not an error.
    const wrapper = wrapperFor({
      client: fakeClient({}),
      realtimeUrl: 'http://127.0.0.1:9',
      clientId: 'web-test',
      onLoginRequired: () => {},
    })
    const { result, unmount } = renderHook(() => useSocketStatus(), { wrapper })
    expect(['connecting', 'reconnecting']).toContain(result.current)
    unmount()
  })
})
