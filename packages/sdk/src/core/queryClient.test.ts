import { describe, expect, it } from 'vitest'
import { ApiError } from './apiError'
import { createQueryClient, shouldRetryQuery } from './queryClient'

describe('shouldRetryQuery', () => {
  it('retries network errors, timeouts and server faults up to 2 times', () => {
    for (const error of [
      new ApiError(0, 'NETWORK_ERROR', 'offline'),
      new ApiError(0, 'TIMEOUT', 'slow'),
      new ApiError(500, 'INTERNAL', 'boom'),
      new TypeError('Failed to fetch'),
    ]) {
      expect(shouldRetryQuery(0, error)).toBe(true)
      expect(shouldRetryQuery(1, error)).toBe(true)
      expect(shouldRetryQuery(2, error)).toBe(false)
    }
  })

  it('never retries a 4xx, maintenance or a contract mismatch', () => {
    expect(shouldRetryQuery(0, new ApiError(400, 'INVALID_REQUEST', 'bad'))).toBe(false)
    expect(shouldRetryQuery(0, new ApiError(404, 'CHA30006', 'not found'))).toBe(false)
    expect(shouldRetryQuery(0, new ApiError(503, 'MAINTENANCE', 'later'))).toBe(false)
    expect(shouldRetryQuery(0, new ApiError(200, 'INVALID_RESPONSE', 'shape'))).toBe(false)
  })
})

describe('createQueryClient', () => {
  it('stops at once on a 4xx', async () => {
    const queryClient = createQueryClient()
    let calls = 0
    const fetching = queryClient.fetchQuery({
      queryKey: ['missing'],
      queryFn: () => {
        calls++
        throw new ApiError(404, 'CHA30006', 'not found')
      },
    })
    await expect(fetching).rejects.toMatchObject({ code: 'CHA30006' })
    expect(calls).toBe(1)
  })

  it('tries a network failure 3 times in all', async () => {
    const queryClient = createQueryClient({
      defaultOptions: { queries: { retryDelay: 0 } },
    })
    let calls = 0
    const fetching = queryClient.fetchQuery({
      queryKey: ['flaky'],
      queryFn: () => {
        calls++
        throw new ApiError(0, 'NETWORK_ERROR', 'offline')
      },
    })
    await expect(fetching).rejects.toMatchObject({ code: 'NETWORK_ERROR' })
    expect(calls).toBe(3)
  })

  it('lets the caller override the defaults', () => {
    const queryClient = createQueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 5 } },
    })
    expect(queryClient.getDefaultOptions().queries).toMatchObject({ retry: false, staleTime: 5 })
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(shouldRetryQuery)
  })
})
