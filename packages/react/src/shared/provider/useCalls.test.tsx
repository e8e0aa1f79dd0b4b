import { createClient } from '@airwave/sdk'
import { communityEndpoints } from '@airwave/sdk/community'
import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useBlockList } from '../../channel/useBlockList'
import { usePostList } from '../../community/usePostList'
import { wrapperFor } from '../testing.fixture'

// A client bound with the community group alone: what a partner showing only a board makes.
const communityOnly = createClient({
  baseUrl: 'https://api.example.com',
  fetch: async () =>
    Response.json({ statusCode: 200, message: 'OK', data: { list: [], page: 1, total: 0 } }),
  endpoints: { community: communityEndpoints },
})

describe('hooks name the calls they need', () => {
  it('runs a community hook on a client with only the community group', async () => {
    const wrapper = wrapperFor({ client: communityOnly, onLoginRequired: () => {} })
    const { result } = renderHook(() => usePostList('kim'), { wrapper })
    await vi.waitFor(() => expect(result.current.status).toBe('success'))
  })

  it('says which group a hook misses and how to bind it', () => {
    const wrapper = wrapperFor({ client: communityOnly, onLoginRequired: () => {} })
    // React reports the render error on the console as well; the throw is what is checked.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useBlockList(), { wrapper })).toThrow(
      "useBlockList calls the channel endpoints, and the provider's client has none: " +
        'createClient({ endpoints: { channel: channelEndpoints, … } }).',
    )
  })
})
