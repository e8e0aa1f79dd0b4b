import { QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { subscriberBadgesQuery, subscribersKeys, subscribersQuery } from './subscribers.queries'

describe('subscriber queries', () => {
  it('asks for a page of active or past subscribers and counts the pages', async () => {
    const asked: unknown[] = []
    const client = {
      item: {
        listSubscribers: async (query: unknown) => {
          asked.push(query)
          return { list: [], totalCnt: 41, page: 2, limit: 20 }
        },
      },
    }
    const queryClient = new QueryClient()
    const page = await queryClient.fetchQuery(subscribersQuery(client, 'past', 2))
    expect(asked).toEqual([{ state: 'past', page: 2, limit: 20 }])
    expect(page).toEqual({ list: [], totalCnt: 41, page: 2, pages: 3 })
    expect(subscribersQuery(client, 'past', 2).queryKey).toEqual(subscribersKeys.list('past', 2))
  })

  it('lists a channel badges fewest months first', async () => {
    const client = {
      item: {
        listSubscriberBadges: async () => ({
          list: [
            { months: 12, badgeUrl: 'b12' },
            { months: 1, badgeUrl: 'b1' },
          ],
        }),
      },
    }
    const badges = await new QueryClient().fetchQuery(subscriberBadgesQuery(client, 'airwave'))
    expect(badges.map((badge) => badge.months)).toEqual([1, 12])
  })
})
