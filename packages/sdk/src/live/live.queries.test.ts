import { QueryObserver } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { streamInfoSchema, streamPageSchema } from '../contract/live/live.schemas'
import { refreshCardLists } from '../core/cardLists'
import { createQueryClient } from '../core/queryClient'
import {
  liveListQuery,
  myStreamInfoQuery,
  regenerateStreamKey,
  streamInfoQuery,
  streamKeyQuery,
} from './live.queries'

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

describe('liveListQuery', () => {
  it('asks for the first `limit` channels live, of a category or all, as a card list', async () => {
    const asked: unknown[] = []
    const client: Parameters<typeof liveListQuery>[0] = {
      live: {
        listStreams: async (query) => {
          asked.push(query)
          return z.parse(streamPageSchema, {})
        },
      },
    }
    const queryClient = createQueryClient()
    const all = liveListQuery(client, { limit: 8 })
    const games = liveListQuery(client, { limit: 20, categoryIdx: 3 })
    expect(all.queryKey).toEqual(['live', 'list', 8, null])
    expect(games.queryKey).toEqual(['live', 'list', 20, 3])
    await queryClient.fetchQuery(all)
    await queryClient.fetchQuery(games)
    expect(asked).toEqual([
      { page: 1, limit: 8 },
      { page: 1, limit: 20, categoryIdx: 3 },
    ])
    await refreshCardLists(queryClient)
    expect(queryClient.getQueryState(all.queryKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(games.queryKey)?.isInvalidated).toBe(true)
  })
})

describe('myStreamInfoQuery', () => {
  it("reads the signed-in streamer's stream, cached per channel", async () => {
    const client: Parameters<typeof myStreamInfoQuery>[0] = {
      live: { getMyStreamInfo: async () => z.parse(streamInfoSchema, { channelId: 'kim' }) },
    }
    const options = myStreamInfoQuery(client, 'kim')
    expect(options.queryKey).toEqual(['live', 'mine', 'kim'])
    expect((await createQueryClient().fetchQuery(options)).channelId).toBe('kim')
  })
})
