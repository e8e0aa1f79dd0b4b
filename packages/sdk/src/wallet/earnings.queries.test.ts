import { QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { earningsByDayQuery, earningsKeys, earningsSupportersQuery } from './earnings.queries'

describe('earnings queries', () => {
  it('reads a range by day with every day of it, and the totals', async () => {
    const asked: unknown[] = []
    const client = {
      item: {
        listEarningsByDay: async (query: unknown) => {
          asked.push(query)
          return { list: [{ date: '2026-01-02', gem: 650, cheerCnt: 3 }], totalGem: 650 }
        },
      },
    }
    const range = { startDate: '2026-01-01', endDate: '2026-01-03' }
    const answer = await new QueryClient().fetchQuery(earningsByDayQuery(client, range))
    expect(asked).toEqual([range])
    expect(answer).toEqual({
      days: [
        { date: '2026-01-01', gem: 0, cheerCnt: 0 },
        { date: '2026-01-02', gem: 650, cheerCnt: 3 },
        { date: '2026-01-03', gem: 0, cheerCnt: 0 },
      ],
      totalGem: 650,
      cheerCnt: 3,
    })
  })

  it('pages the supporters of a range under the earnings root', async () => {
    const asked: unknown[] = []
    const client = {
      item: {
        listEarningsBySupporter: async (query: unknown) => {
          asked.push(query)
          return { list: [], totalCnt: 21, page: 2, limit: 20 }
        },
      },
    }
    const range = { startDate: '2026-01-01', endDate: '2026-01-31' }
    const options = earningsSupportersQuery(client, range, 2)
    const page = await new QueryClient().fetchQuery(options)
    expect(asked).toEqual([{ ...range, page: 2, limit: 20 }])
    expect(page.pages).toBe(2)
    expect(options.queryKey[0]).toBe(earningsKeys.all[0])
  })
})
