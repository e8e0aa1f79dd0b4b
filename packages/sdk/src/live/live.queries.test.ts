import { QueryObserver } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { streamInfoSchema } from '../contract/live/live.schemas'
import { createQueryClient } from '../core/queryClient'
import { regenerateStreamKey, streamInfoQuery, streamKeyQuery } from './live.queries'

describe('streamInfoQuery', () => {
  it('is stale at once, so every new observer refetches', async () => {
    let calls = 0
    const client: Parameters<typeof streamInfoQuery>[0] = {
      live: {
        getStreamInfo: async (channelId, options) => {
          calls++
          expect(channelId).toBe('kim')
          expect(options?.signal).toBeInstanceOf(AbortSignal)
          return z.parse(streamInfoSchema, { channelId })
        },
      },
    }
    const options = streamInfoQuery(client, 'kim')
    expect(options.staleTime).toBe(0)
    expect(options.queryKey).toEqual(['live', 'streamInfo', 'kim'])
    const queryClient = createQueryClient()
    await queryClient.fetchQuery(options)
    const observer = new QueryObserver(queryClient, options)
    const unsubscribe = observer.subscribe(() => {})
    await queryClient.getQueryCache().find({ queryKey: options.queryKey })?.promise
    unsubscribe()
    expect(calls).toBe(2)
  })
})

describe('the stream key', () => {
  it('is read once per channel and replaced in the cache when regenerated', async () => {
    const client = {
      live: {
        getStreamKey: async () => ({ streamKey: 'old', ingestUrl: 'rtmp://127.0.0.1:1935/live' }),
        regenerateStreamKey: async () => ({
          streamKey: 'new',
          ingestUrl: 'rtmp://127.0.0.1:1935/live',
        }),
      },
    }
    const queryClient = createQueryClient()
    const options = streamKeyQuery(client, 'kim')
    expect(options.queryKey).toEqual(['live', 'streamKey', 'kim'])
    expect(options.retry).toBe(false)
    expect((await queryClient.fetchQuery(options)).streamKey).toBe('old')
    const fresh = await regenerateStreamKey(client, queryClient, 'kim')
    expect(fresh.streamKey).toBe('new')
    expect(queryClient.getQueryData<{ streamKey: string }>(options.queryKey)?.streamKey).toBe('new')
  })
})
