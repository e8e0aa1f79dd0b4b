import { QueryObserver } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../core/apiError'
import { createQueryClient } from '../core/queryClient'
import {
  channelEmoticonListQuery,
  emoticonKeys,
  emoticonListQuery,
  userEmoticonsQuery,
} from './emoticon.queries'

describe('emoticon queries', () => {
  it('keeps the emoticon list fresh and cached for 1 hour', () => {
    const client = { emoticon: { listEmoticons: () => Promise.reject(new Error('not called')) } }
    expect(emoticonListQuery(client)).toMatchObject({
      queryKey: ['emoticon', 'list'],
      staleTime: 3_600_000,
      gcTime: 3_600_000,
    })
  })

  it('fetches the list once within the hour', async () => {
    let calls = 0
    const client: Parameters<typeof emoticonListQuery>[0] = {
      emoticon: {
        listEmoticons: async (options) => {
          calls++
          expect(options?.signal).toBeInstanceOf(AbortSignal)
          return {}
        },
      },
    }
    const queryClient = createQueryClient()
    await queryClient.fetchQuery(emoticonListQuery(client))
    await queryClient.fetchQuery(emoticonListQuery(client))
    expect(calls).toBe(1)
  })

  it('does not retry a streamer emoticon list', async () => {
    let calls = 0
    const client: Parameters<typeof channelEmoticonListQuery>[0] = {
      emoticon: {
        listChannelEmoticons: async (input) => {
          calls++
          expect(input).toEqual({ channelId: 'kim' })
          throw new ApiError(500, 'INTERNAL', 'boom')
        },
      },
    }
    const observer = new QueryObserver(createQueryClient(), channelEmoticonListQuery(client, 'kim'))
    expect((await observer.refetch()).status).toBe('error')
    expect(calls).toBe(1)
    expect(emoticonKeys.channel('kim')).toEqual(['emoticon', 'channel', 'kim'])
  })

  it("asks for the member's emoticons in a channel, without retrying", async () => {
    const asked: unknown[] = []
    const client: Parameters<typeof userEmoticonsQuery>[0] = {
      emoticon: {
        getUserEmoticons: async (input) => {
          asked.push(input)
          throw new ApiError(401, 'UNAUTHORIZED', 'no session')
        },
      },
    }
    const observer = new QueryObserver(createQueryClient(), userEmoticonsQuery(client, 'kim'))
    expect((await observer.refetch()).status).toBe('error')
    expect(asked).toEqual([{ channelId: 'kim' }])
    expect(emoticonKeys.user('kim')).toEqual(['emoticon', 'user', 'kim'])
  })
})
