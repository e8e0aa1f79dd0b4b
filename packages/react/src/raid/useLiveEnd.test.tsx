import type { LiveState } from '@airwave/sdk/live'
import type { AutoplayVod } from '@airwave/sdk/video'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeClient, wrapperFor } from '../shared/testing.fixture'
import { useLiveEnd } from './useLiveEnd'

afterEach(cleanup)

const vod = (idx: number): AutoplayVod => ({ idx, titleName: `Video ${idx}`, type: 'upload' })

describe('useLiveEnd', () => {
  it('fetches when the live ends, falls back on the list, closes, and resets when it resumes', async () => {
    const asked: string[] = []
    const client = fakeClient({
      video: {
        recommendLiveEnd: async (query) => {
          asked.push(`single ${JSON.stringify(query)}`)
          throw new Error('down')
        },
        recommendLiveEndList: async (query) => {
          asked.push(`list ${JSON.stringify(query)}`)
          return Array.from({ length: 10 }, (_, i) => vod(i + 1))
        },
      },
    })
    const plays: string[] = []
    const wrapper = wrapperFor({ client, onLoginRequired: () => {} })
    const { result, rerender } = renderHook(
      ({ live }: { live: LiveState }) =>
        useLiveEnd('airwave', { live, categoryIdx: 2, onPlay: ({ path }) => plays.push(path) }),
      { wrapper, initialProps: { live: 'ON' } },
    )
    expect(result.current.state).toBe('hidden')
    rerender({ live: 'OFF' })
    await waitFor(() => expect(result.current.state).toBe('shown'))
    expect(result.current.recommendations).toHaveLength(8)
    expect(asked).toEqual([
      'single {"channelId":"airwave","categoryIdx":2}',
      'list {"channelId":"airwave","categoryIdx":2}',
    ])
    act(() => result.current.play(3))
    expect(plays).toEqual(['/video/3'])
    act(() => result.current.close())
    await waitFor(() => expect(result.current.state).toBe('closed'))
    rerender({ live: 'ON' })
    await waitFor(() => expect(result.current.state).toBe('hidden'))
    expect(result.current.recommendations).toEqual([])
  })

  it('needs the video calls, and says so', () => {
    const wrapper = wrapperFor({ client: {}, onLoginRequired: () => {} })
    expect(() => renderHook(() => useLiveEnd('airwave', { live: 'OFF' }), { wrapper })).toThrow(
      /useLiveEnd calls the video endpoints/,
    )
  })
})
