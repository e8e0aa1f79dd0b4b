import { MutationObserver, QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import type { BadgeNickColor } from '../contract/item/subscription.schemas'
import {
  badgeNickColorMutation,
  giftSubsQuery,
  subscriptionKeys,
  subscriptionPaymentsQuery,
  subscriptionsQuery,
} from './subscriptions.queries'
import { walletKeys } from './wallet.queries'

const empty = { list: [], totalCnt: 0, page: 1, limit: 20 }

describe('subscription queries', () => {
  it('asks for active or past subscriptions with the wallet’s page and dates', async () => {
    const asked: unknown[] = []
    const client = {
      item: {
        listSubscribeHistory: async (query: unknown) => {
          asked.push(query)
          return { ...empty, totalCnt: 21 }
        },
      },
    }
    const page = await new QueryClient().fetchQuery(
      subscriptionsQuery(client, 'past', { startDate: '2026-02-01', endDate: '2026-01-01' }),
    )
    expect(asked).toEqual([
      { page: 1, limit: 20, startDate: '2026-01-01', endDate: '2026-02-01', state: 'past' },
    ])
    expect(page.pages).toBe(2)
  })

  it('asks for one subscription’s payments only when one is named', async () => {
    const asked: unknown[] = []
    const client = {
      item: {
        listSubscriptionPayments: async (query: unknown) => {
          asked.push(query)
          return empty
        },
      },
    }
    const queryClient = new QueryClient()
    await queryClient.fetchQuery(subscriptionPaymentsQuery(client, { subscriptionId: 12 }))
    await queryClient.fetchQuery(subscriptionPaymentsQuery(client, { page: 2 }))
    expect(asked).toEqual([
      { page: 1, limit: 20, subscriptionId: 12 },
      { page: 2, limit: 20 },
    ])
  })

  it('reads each gift history from its own call', async () => {
    const calls: string[] = []
    const answer = (name: string) => async (query: unknown) => {
      calls.push(`${name} ${JSON.stringify(query)}`)
      return empty
    }
    const client = {
      item: {
        listGiftHistory: answer('received'),
        listGiftPurchases: answer('purchased'),
        listFreeGifts: answer('free'),
      },
    }
    const queryClient = new QueryClient()
    await queryClient.fetchQuery(giftSubsQuery(client, 'received', { channelId: 'airwave' }))
    await queryClient.fetchQuery(giftSubsQuery(client, 'purchased'))
    await queryClient.fetchQuery(giftSubsQuery(client, 'free', { channelId: '' }))
    expect(calls).toEqual([
      'received {"page":1,"limit":20,"channelId":"airwave"}',
      'purchased {"page":1,"limit":20}',
      'free {"page":1,"limit":20}',
    ])
  })

  it('keeps the saved nickname colour the server answered', async () => {
    const saved: BadgeNickColor = {
      badgeUrl: null,
      nickColor: 'teal',
      colors: ['teal', 'rose'],
      months: 2,
    }
    const sent: unknown[] = []
    const client = {
      item: {
        setBadgeNickColor: async (channelId: string | number, body: unknown) => {
          sent.push([channelId, body])
          return saved
        },
      },
    }
    const queryClient = new QueryClient()
    await new MutationObserver(
      queryClient,
      badgeNickColorMutation(client, queryClient, 'airwave'),
    ).mutate('teal')
    expect(sent).toEqual([['airwave', { nickColor: 'teal' }]])
    expect(queryClient.getQueryData(subscriptionKeys.nickColor('airwave'))).toEqual(saved)
  })

  it('files every subscription key under the wallet, so a payment refreshes them', () => {
    expect(subscriptionKeys.detail(12).slice(0, 1)).toEqual([...walletKeys.all])
  })
})
