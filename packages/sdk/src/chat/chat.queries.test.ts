import { MutationObserver } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { channelKeys } from '../channel/channel.queries'
import { createQueryClient } from '../core/queryClient'
import {
  addBanWordMutation,
  banWordPageQuery,
  chatBlockedIdsQuery,
  chatInfoQuery,
  chatKeys,
  chatMeQuery,
  nicknameColorMutation,
  removeBanWordMutation,
  updateChatInfoMutation,
} from './chat.queries'

describe('chat queries', () => {
  it('read the settings, the member and a page of 200 ban words', async () => {
    const asked: unknown[] = []
    const client = {
      chat: {
        getChatInfo: async (channelId: string | number) => {
          asked.push(['info', channelId])
          return { isChatIce: true }
        },
        getChatMe: async (channelId: string | number) => {
          asked.push(['me', channelId])
          return {
            level: 2,
            nicknameColor: 'streamer',
            chatBlocked: false,
            canModerate: true,
            canSwitchIce: true,
            isSubscriber: true,
          }
        },
        listBanWords: async (
          channelId: string | number,
          query?: { page?: number; limit?: number },
        ) => {
          asked.push(['words', channelId, query])
          return { banWordList: [], totalCnt: 0, currentPage: query?.page, limit: query?.limit }
        },
      },
    }
    const queryClient = createQueryClient()
    expect(await queryClient.fetchQuery(chatInfoQuery(client, 'airwave'))).toEqual({
      isChatIce: true,
    })
    expect((await queryClient.fetchQuery(chatMeQuery(client, 'airwave'))).canModerate).toBe(true)
    await queryClient.fetchQuery(banWordPageQuery(client, 'airwave', 2))
    expect(asked).toEqual([
      ['info', 'airwave'],
      ['me', 'airwave'],
      ['words', 'airwave', { page: 2, limit: 200 }],
    ])
    expect(banWordPageQuery(client, 'airwave', 2).queryKey).toEqual([
      'chat',
      'banWords',
      'airwave',
      2,
    ])
  })

  it('gathers every blocked id, page by page, and stops at the last page', async () => {
    const blocked = Array.from({ length: 23 }, (_, i) => `blocked${i}`)
    const pages: number[] = []
    const client = {
      channel: {
        listBlocked: async (query?: { page?: number; limit?: number }) => {
          const page = query?.page ?? 1
          pages.push(page)
          const items = blocked
            .slice((page - 1) * 10, page * 10)
            .map((channelId) => ({ channelId }))
          return { items, total: blocked.length }
        },
      },
    }
    const ids = await createQueryClient().fetchQuery(chatBlockedIdsQuery(client))
    expect(ids).toEqual(blocked)
    expect(pages).toEqual([1, 2, 3])
  })

  it('never asks for more than the 10 pages the limit of 100 allows', async () => {
    let calls = 0
    const client = {
      channel: {
        listBlocked: async () => {
          calls++
          return {
            items: Array.from({ length: 10 }, (_, i) => ({ channelId: `c${calls}-${i}` })),
            total: 500,
          }
        },
      },
    }
    const ids = await createQueryClient().fetchQuery(chatBlockedIdsQuery(client))
    expect(calls).toBe(10)
    expect(ids).toHaveLength(100)
  })

  it('is refreshed with the blocked list', () => {
    expect(chatKeys.blockedIds().slice(0, 2)).toEqual([...channelKeys.blocked()])
  })
})

describe('chat mutations', () => {
  it('put the saved settings in the cache', async () => {
    const queryClient = createQueryClient()
    const client = {
      chat: {
        updateChatInfo: async (_: string | number, patch?: object) => ({
          isChatIce: false,
          ...patch,
        }),
      },
    }
    const save = new MutationObserver(
      queryClient,
      updateChatInfoMutation(client, queryClient, 'airwave'),
    )
    await save.mutate({ slowModeSeconds: 5 })
    expect(queryClient.getQueryData(chatKeys.info('airwave'))).toEqual({
      isChatIce: false,
      slowModeSeconds: 5,
    })
  })

  it('refresh the ban-word pages after adding and removing, trimming the word', async () => {
    const queryClient = createQueryClient()
    const words = new Map<number, string>()
    const client = {
      chat: {
        addBanWord: async (_: string | number, body: { word: string }) => {
          words.set(words.size + 1, body.word)
          return { banWordIdx: words.size, word: body.word }
        },
        removeBanWord: async (_: string | number, banWordIdx: string | number) => {
          words.delete(Number(banWordIdx))
        },
        listBanWords: async () => ({
          banWordList: [...words].map(([banWordIdx, word]) => ({ banWordIdx, word })),
          totalCnt: words.size,
        }),
      },
    }
    const page = banWordPageQuery(client, 'airwave', 1)
    await queryClient.fetchQuery(page)
    await new MutationObserver(
      queryClient,
      addBanWordMutation(client, queryClient, 'airwave'),
    ).mutate(' spam ')
    expect(words.get(1)).toBe('spam')
    expect(queryClient.getQueryState(page.queryKey)?.isInvalidated).toBe(true)
    await queryClient.fetchQuery(page)
    await new MutationObserver(
      queryClient,
      removeBanWordMutation(client, queryClient, 'airwave'),
    ).mutate(1)
    expect(words.size).toBe(0)
    expect(queryClient.getQueryState(page.queryKey)?.isInvalidated).toBe(true)
  })

  it("saves the member's colour and refreshes their rights in every chat", async () => {
    const queryClient = createQueryClient()
    const saved: unknown[] = []
    queryClient.setQueryData(chatKeys.me('airwave'), { nicknameColor: 'red' })
    queryClient.setQueryData(chatKeys.me('kim'), { nicknameColor: 'red' })
    queryClient.setQueryData(chatKeys.info('airwave'), { isChatIce: false })
    const client = {
      chat: {
        setNicknameColor: async (body: { color: string }) => {
          saved.push(body)
          return undefined
        },
      },
    }
    await new MutationObserver(queryClient, nicknameColorMutation(client, queryClient)).mutate(
      'teal',
    )
    expect(saved).toEqual([{ color: 'teal' }])
    expect(queryClient.getQueryState(chatKeys.me('airwave'))?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(chatKeys.me('kim'))?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(chatKeys.info('airwave'))?.isInvalidated).toBe(false)
  })
})
