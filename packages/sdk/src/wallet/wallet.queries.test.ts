import { QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { gemHistoryQuery, gemPurchasesQuery, payPolicyQuery, walletKeys } from './wallet.queries'

describe('wallet queries', () => {
  it('asks for a page with its dates the right way round and counts the pages', async () => {
    const asked: unknown[] = []
    const client = {
      item: {
        listGemPurchases: async (query: unknown) => {
          asked.push(query)
          return { list: [], totalCnt: 41, page: 2, limit: 20 }
        },
      },
    }
    const queryClient = new QueryClient()
    const page = await queryClient.fetchQuery(
      gemPurchasesQuery(client, { page: 2, startDate: '2026-02-01', endDate: '2026-01-01' }),
    )
    expect(asked).toEqual([{ page: 2, limit: 20, startDate: '2026-01-01', endDate: '2026-02-01' }])
    expect(page).toEqual({ list: [], totalCnt: 41, page: 2, pages: 3 })
  })

  it('keeps one kind of movement and sends no empty date', async () => {
    const asked: unknown[] = []
    const client = {
      item: {
        listGemHistory: async (query: unknown) => {
          asked.push(query)
          return { list: [], totalCnt: 0, page: 1, limit: 20 }
        },
      },
    }
    const page = await new QueryClient().fetchQuery(
      gemHistoryQuery(client, { kind: 'cheer', startDate: '' }),
    )
    expect(asked).toEqual([{ page: 1, limit: 20, kind: 'cheer' }])
    expect(page.pages).toBe(1)
  })

  it('keys every wallet query under one root, so a movement refreshes them all', () => {
    const client = { item: { getPayPolicy: async () => ({}) as never } }
    expect(payPolicyQuery(client, 'TH').queryKey).toEqual(['wallet', 'policy', 'TH'])
    expect(walletKeys.possess()[0]).toBe(walletKeys.all[0])
  })
})
