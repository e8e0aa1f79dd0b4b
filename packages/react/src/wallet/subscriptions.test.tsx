import { ApiError, createSession, memoryTokenStore } from '@airwave/sdk'
import type {
  BadgeNickColor,
  GiftRecord,
  Subscription,
  SubscriptionPayment,
} from '@airwave/sdk/wallet'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { type ReactNode, StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { fakeClient } from '../shared/testing.fixture'
import { GiftSubHistory } from './GiftSubHistory'
import { NickColorPicker } from './NickColorPicker'
import { SubscriptionDetail } from './SubscriptionDetail'
import { SubscriptionList } from './SubscriptionList'
import { SubscriptionPayments } from './SubscriptionPayments'

afterEach(cleanup)

type ItemFakes = NonNullable<Parameters<typeof fakeClient>[0]['item']>

async function renderWith(item: ItemFakes, ui: ReactNode) {
  const session = createSession({ tokenStore: memoryTokenStore(), clientId: 'test' })
  await session.signIn({ accessToken: 'a', refreshToken: 'r' })
  const client = fakeClient({
    item,
    channel: { getMyChannel: async () => ({ channelId: 'me', nickname: 'Mina' }) as never },
  })
  return render(
    <StrictMode>
      <AirwaveProvider client={client} session={session} onLoginRequired={() => {}}>
        {ui}
      </AirwaveProvider>
    </StrictMode>,
  )
}

const active: Subscription = {
  subscriptionId: 12,
  channel: { channelId: 'airwave', nickname: 'Airwave' },
  kind: 'regular',
  status: 'ACTIVE',
  renews: true,
  startDate: '2025-11-01',
  periodStart: '2026-01-01',
  periodEnd: '2026-01-31',
  endDate: null,
  endReason: null,
  endDetail: null,
  months: 3,
  giftedBy: null,
  price: '4.99',
  currency: 'USD',
}

const nickInfo: BadgeNickColor = {
  badgeUrl: null,
  nickColor: null,
  colors: ['teal', 'rose'],
  months: 3,
}

const page = <T,>(list: T[], totalCnt = list.length) => ({ list, totalCnt, page: 1, limit: 20 })

describe('<SubscriptionList>', () => {
  it('shows each subscription with where it stands and its months, and asks for its state', async () => {
    const asked: unknown[] = []
    const gift: Subscription = {
      ...active,
      subscriptionId: 13,
      channel: { channelId: 'kim', nickname: 'Kim' },
      kind: 'gift',
      renews: false,
      months: 1,
      price: null,
      currency: null,
      giftedBy: { channelId: 'joon', nickname: 'Joon' },
    }
    const { container } = await renderWith(
      {
        listSubscribeHistory: async (query: unknown) => {
          asked.push(query)
          return page([active, gift])
        },
      },
      <SubscriptionList state="active" />,
    )
    expect(await screen.findByText('Renews on Jan 31, 2026')).toBeTruthy()
    expect(screen.getByText('3 months subscribed')).toBeTruthy()
    expect(screen.getByText('Ends on Jan 31, 2026')).toBeTruthy()
    expect(screen.getByText('Gifted by Joon')).toBeTruthy()
    expect(screen.getByText('1 month subscribed')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Details of Airwave' })
    expect(link.getAttribute('href')).toBe('/subscriptions/12')
    // The active list has no date filter.
    expect(screen.queryByLabelText('From')).toBeNull()
    // StrictMode may ask twice; every ask is for the first active page.
    expect(asked).toContainEqual({ page: 1, limit: 20, state: 'active' })
    expect(new Set(asked.map((q) => JSON.stringify(q))).size).toBe(1)
    expect(await axeViolations(container)).toEqual([])
  })

  it('says why a past one ended, and when there is none', async () => {
    const ended: Subscription = {
      ...active,
      status: 'ENDED',
      renews: false,
      endDate: '2026-02-01',
      endReason: 'payment_failed',
      endDetail: 'Insufficient funds',
    }
    await renderWith(
      { listSubscribeHistory: async () => page([ended]) },
      <SubscriptionList state="past" />,
    )
    expect(
      await screen.findByText(
        'Ended on Feb 1, 2026: the renewal payment was declined (Insufficient funds)',
      ),
    ).toBeTruthy()
    expect(screen.getByLabelText('From')).toBeTruthy()
    cleanup()
    await renderWith(
      { listSubscribeHistory: async () => page([]) },
      <SubscriptionList state="past" />,
    )
    expect(await screen.findByText('You have no past subscriptions.')).toBeTruthy()
  })

  it('offers to try again when the list fails', async () => {
    // A 4xx is not retried on its own: the first answer is the one shown.
    let broken = true
    await renderWith(
      {
        listSubscribeHistory: async () => {
          if (broken) throw new ApiError(403, 'FORBIDDEN', 'not now')
          return page([active])
        },
      },
      <SubscriptionList state="active" />,
    )
    expect(await screen.findByText('Your subscriptions could not be loaded.')).toBeTruthy()
    broken = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Renews on Jan 31, 2026')).toBeTruthy()
  })
})

describe('<SubscriptionDetail>', () => {
  const detailFakes = (cancels: unknown[]) => {
    let current = active
    return {
      getSubscription: async () => current,
      listSubscriptionPayments: async () => page([]),
      getBadgeNickColor: async () => nickInfo,
      cancelRegularSubscribe: async (channelId: string | number) => {
        cancels.push(channelId)
        current = { ...active, status: 'CANCELLED', renews: false }
        return current
      },
    }
  }

  it('cancels only after the confirm, which says the benefits last to the period’s end', async () => {
    const cancels: unknown[] = []
    const { container } = await renderWith(
      detailFakes(cancels),
      <SubscriptionDetail subscriptionId={12} />,
    )
    expect(await screen.findByRole('heading', { name: 'Subscription to Airwave' })).toBeTruthy()
    expect(screen.getByText('$4.99 a month')).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }))
    let dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('Your benefits last until Jan 31, 2026')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(cancels).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }))
    dialog = await screen.findByRole('alertdialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }))
    expect(
      await screen.findByText(
        'Your subscription is cancelled. Your benefits last until Jan 31, 2026.',
      ),
    ).toBeTruthy()
    expect(cancels).toEqual(['airwave'])
    expect(await screen.findByText('Cancelled: your benefits last until Jan 31, 2026')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull()
  })

  it('keeps the confirm open with the refusal and tries again', async () => {
    let tries = 0
    await renderWith(
      {
        ...detailFakes([]),
        cancelRegularSubscribe: async () => {
          tries += 1
          throw new ApiError(429, 'RATE_LIMITED', 'slow down')
        },
      },
      <SubscriptionDetail subscriptionId={12} nickColor={false} />,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }))
    const dialog = await screen.findByRole('alertdialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }))
    await waitFor(() => expect(dialog.textContent).toContain('Too many tries at once'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(tries).toBe(2))
  })

  it('says why an ended one ended, without a cancel or a colour picker', async () => {
    await renderWith(
      {
        getSubscription: async () => ({
          ...active,
          status: 'ENDED',
          renews: false,
          endDate: '2026-01-31',
          endReason: 'cancelled',
        }),
        listSubscriptionPayments: async () => page([]),
      },
      <SubscriptionDetail subscriptionId={12} />,
    )
    expect(await screen.findAllByText('Ended on Jan 31, 2026: you cancelled it')).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Nickname colour' })).toBeNull()
  })

  it('says when the subscription is not the member’s', async () => {
    await renderWith(
      {
        getSubscription: async () => {
          throw new ApiError(404, 'ITE20016', 'no such subscription')
        },
      },
      <SubscriptionDetail subscriptionId={99} />,
    )
    expect(await screen.findByText('This subscription was not found.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})

describe('<SubscriptionPayments>', () => {
  it('shows a declined renewal with its reason and filters by date', async () => {
    const asked: unknown[] = []
    const payment = (n: number, status: 'PAID' | 'FAILED'): SubscriptionPayment => ({
      paymentId: n,
      subscriptionId: 12,
      channel: { channelId: 'airwave', nickname: 'Airwave' },
      periodNo: n,
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      paidWith: 'card',
      status,
      price: '4.99',
      currency: 'USD',
      failure: status === 'FAILED' ? 'Card expired' : null,
      createDate: '2026-01-01T10:00:00Z',
    })
    const { container } = await renderWith(
      {
        listSubscriptionPayments: async (query: unknown) => {
          asked.push(query)
          return page([payment(2, 'FAILED'), payment(1, 'PAID')], 30)
        },
      },
      <SubscriptionPayments />,
    )
    expect(await screen.findByText('Declined: Card expired')).toBeTruthy()
    expect(screen.getByText('Paid')).toBeTruthy()
    expect(screen.getByText('Page 1 of 2')).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show' }))
    await waitFor(() =>
      expect(asked).toContainEqual({ page: 1, limit: 20, startDate: '2026-01-01' }),
    )
  })
})

describe('<GiftSubHistory>', () => {
  const gift: GiftRecord = {
    giftIdx: 7,
    type: 'random',
    channel: { channelId: 'airwave', nickname: 'Airwave' },
    from: null,
    voucherCount: 5,
    receivers: [
      { channelId: 'mina', nickname: 'Mina' },
      { channelId: 'joon', nickname: 'Joon' },
    ],
    paidWith: 'gem',
    status: 'SUCCESS',
    price: null,
    currency: null,
    gem: 2500,
    createDate: '2026-01-02T10:00:00Z',
  }

  it('shows who got the gifts the member bought, and filters by channel', async () => {
    const asked: unknown[] = []
    const { container } = await renderWith(
      {
        listGiftPurchases: async (query: unknown) => {
          asked.push(query)
          return page([gift])
        },
      },
      <GiftSubHistory list="purchased" />,
    )
    expect(await screen.findByText('Mina, Joon')).toBeTruthy()
    expect(screen.getByText('To random viewers')).toBeTruthy()
    expect(screen.getByText('2,500 gems')).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
    fireEvent.change(screen.getByLabelText('Channel ID'), { target: { value: ' airwave ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show' }))
    await waitFor(() => expect(asked).toContainEqual({ page: 1, limit: 20, channelId: 'airwave' }))
  })

  it('shows who gave a received gift, and the platform for a free one', async () => {
    await renderWith(
      {
        listGiftHistory: async () =>
          page([{ ...gift, type: 'selected', from: { channelId: 'joon', nickname: 'Joon' } }]),
      },
      <GiftSubHistory list="received" />,
    )
    expect(await screen.findByText('Joon')).toBeTruthy()
    cleanup()
    await renderWith(
      { listFreeGifts: async () => page([{ ...gift, type: 'free', paidWith: 'free', gem: null }]) },
      <GiftSubHistory list="free" />,
    )
    expect(await screen.findByText('Airwave (free)')).toBeTruthy()
    cleanup()
    await renderWith({ listFreeGifts: async () => page([]) }, <GiftSubHistory list="free" />)
    expect(await screen.findByText('Nothing here for these dates.')).toBeTruthy()
  })
})

describe('<NickColorPicker>', () => {
  it('offers the 26 colours, lets the allowed ones be chosen and saves the choice', async () => {
    const saved: unknown[] = []
    const { container } = await renderWith(
      {
        getBadgeNickColor: async () => nickInfo,
        setBadgeNickColor: async (channelId: string | number, body: unknown) => {
          saved.push([channelId, body])
          return { ...nickInfo, nickColor: 'teal' as const }
        },
      },
      <NickColorPicker channelId="airwave" channelName="Airwave" />,
    )
    await screen.findByRole('heading', { name: 'Nickname colour' })
    const radios = screen.getAllByRole('radio') as HTMLInputElement[]
    // The default colour, then the 26.
    expect(radios).toHaveLength(27)
    expect(radios.filter((r) => !r.disabled).map((r) => r.value)).toEqual(['on', 'teal', 'rose'])
    expect(
      (screen.getByRole('radio', { name: 'Default colour' }) as HTMLInputElement).checked,
    ).toBe(true)
    expect(await axeViolations(container)).toEqual([])
    const teal = radios.find((r) => r.value === 'teal')
    if (!teal) throw new Error('no teal')
    fireEvent.click(teal)
    expect(await screen.findByText('Your nickname colour is saved.')).toBeTruthy()
    expect(saved).toEqual([['airwave', { nickColor: 'teal' }]])
    expect(teal.checked).toBe(true)
  })

  it('says when the colours cannot be loaded', async () => {
    await renderWith(
      {
        getBadgeNickColor: async () => {
          throw new ApiError(403, 'FORBIDDEN', 'subscribers only')
        },
      },
      <NickColorPicker channelId="airwave" channelName="Airwave" />,
    )
    expect(await screen.findByText('Your nickname colour could not be loaded.')).toBeTruthy()
  })
})
