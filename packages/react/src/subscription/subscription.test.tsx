import { ApiError, createSession, memoryTokenStore } from '@airwave/sdk'
import type { GiftResult as Result, SubscriptionPlan } from '@airwave/sdk/subscription'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { type ReactNode, StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { fakeClient } from '../shared/testing.fixture'
import { GiftSubForm } from './GiftSubForm'
import { SubscribeButton } from './SubscribeButton'

afterEach(cleanup)

const plan: SubscriptionPlan = {
  region: 'NA',
  currency: 'USD',
  price: '4.99',
  priceMinor: 499,
  periodDays: 30,
  giftGem: 500,
}

const order = {
  orderNo: 'S1',
  status: 'PENDING' as const,
  checkoutUrl: 'http://pay.test/S1',
  channelId: 'airwave',
  price: '4.99',
  currency: 'USD',
}

const notSubscribed = { isSubscriber: false, subscribeMonth: 0 }

type ItemFakes = NonNullable<Parameters<typeof fakeClient>[0]['item']>

async function renderWith(item: ItemFakes, ui: ReactNode, options: { signedIn?: boolean } = {}) {
  const session = createSession({ tokenStore: memoryTokenStore(), clientId: 'test' })
  if (options.signedIn ?? true) await session.signIn({ accessToken: 'a', refreshToken: 'r' })
  const client = fakeClient({
    item: { getPossess: async () => ({ gem: 5000, voucher: 0 }), ...item },
    channel: {
      getMyChannel: async () => ({ channel: { channelId: 'me', nickname: 'Me' } }) as never,
    },
  })
  return render(
    <StrictMode>
      <AirwaveProvider client={client} session={session} onLoginRequired={() => {}}>
        {ui}
      </AirwaveProvider>
    </StrictMode>,
  )
}

describe('<SubscribeButton>', () => {
  it('checks, confirms with the monthly price and goes to the checkout with a key', async () => {
    const orders: unknown[] = []
    const visited: string[] = []
    const { container } = await renderWith(
      {
        getSubscribeInfo: async () => notSubscribed as never,
        checkSubscribe: async () => ({}),
        getSubscriptionPlan: async () => plan,
        createSubscriptionOrder: async (body: unknown, options?: { idempotencyKey?: string }) => {
          orders.push({ body, key: typeof options?.idempotencyKey })
          return order
        },
      },
      <SubscribeButton
        channelId="airwave"
        name="Airwave"
        monetized
        goTo={(url) => visited.push(url)}
      />,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }))
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Airwave?' })
    expect(dialog.textContent).toContain('$4.99 a month, renewed every 30 days')
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to checkout' }))
    await waitFor(() => expect(visited).toEqual(['http://pay.test/S1']))
    expect(orders).toEqual([{ body: { channelId: 'airwave', region: 'NA' }, key: 'string' }])
  })

  it.each([
    ['ITE10001', 'Adults only'],
    ['ITE10009', 'This is your channel'],
    ['ITE10005', 'You cannot subscribe'],
    ['ITE20011', 'Already subscribed'],
  ])('shows the refusal %s as a dialog its confirm closes', async (code, title) => {
    const { container } = await renderWith(
      {
        getSubscribeInfo: async () => notSubscribed as never,
        checkSubscribe: async () => {
          throw new ApiError(403, code, 'refused')
        },
      },
      <SubscribeButton channelId="airwave" name="Airwave" monetized />,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }))
    const dialog = await screen.findByRole('alertdialog', { name: title })
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy()
  })

  it('offers another try after a network error', async () => {
    let calls = 0
    await renderWith(
      {
        getSubscribeInfo: async () => notSubscribed as never,
        checkSubscribe: async () => {
          calls++
          if (calls === 1) throw new ApiError(0, 'NETWORK_ERROR', 'offline')
          return {}
        },
        getSubscriptionPlan: async () => plan,
      },
      <SubscribeButton channelId="airwave" name="Airwave" monetized />,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }))
    const failed = await screen.findByRole('alertdialog', { name: 'Could not subscribe' })
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('dialog', { name: 'Subscribe to Airwave?' })).toBeTruthy()
  })

  it('says Subscribed with the months, and hides itself on one\u2019s own channel', async () => {
    await renderWith(
      { getSubscribeInfo: async () => ({ isSubscriber: true, subscribeMonth: 3 }) as never },
      <SubscribeButton channelId="airwave" name="Airwave" monetized />,
    )
    expect(await screen.findByText('Subscribed · 3 months')).toBeTruthy()
    cleanup()
    const { container } = await renderWith(
      { getSubscribeInfo: async () => notSubscribed as never },
      <SubscribeButton channelId="me" name="Me" monetized />,
    )
    await waitFor(() => expect(container.querySelector('.aw-subscribe')).toBeNull())
    cleanup()
    const other = await renderWith({}, <SubscribeButton channelId="x" name="X" monetized={false} />)
    expect(other.container.querySelector('.aw-subscribe')).toBeNull()
  })

  it('asks a guest to sign in', async () => {
    await renderWith({}, <SubscribeButton channelId="airwave" name="Airwave" monetized />, {
      signedIn: false,
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toBeTruthy()
  })
})

const delivered: Result = {
  giftIdx: 1,
  status: 'SUCCESS',
  voucherCount: 2,
  receivers: [
    { channelId: 'kim', nickname: 'Kim' },
    { channelId: 'lee', nickname: 'Lee' },
  ],
  orderNo: null,
  checkoutUrl: null,
  balance: 4000,
}

describe('<GiftSubForm>', () => {
  it('gifts to named receivers with gems and shows who received', async () => {
    const gifts: unknown[] = []
    const { container } = await renderWith(
      {
        getSubscriptionPlan: async () => plan,
        giftVouchers: async (body: unknown) => {
          gifts.push(body)
          return delivered
        },
      },
      <GiftSubForm channelId="airwave" />,
    )
    expect((screen.getByLabelText('Channel ID') as HTMLInputElement).value).toBe('airwave')
    const receiver = screen.getByLabelText('Receiver channel ID')
    fireEvent.change(receiver, { target: { value: 'kim' } })
    fireEvent.keyDown(receiver, { key: 'Enter' })
    fireEvent.change(receiver, { target: { value: 'lee' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    fireEvent.click(screen.getByLabelText('Gems'))
    expect(await screen.findByText('Total: 1,000 gems')).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Send the gift' }))
    expect(await screen.findByRole('heading', { name: 'Gift sent' })).toBeTruthy()
    const list = screen.getByRole('list', { name: 'Received by' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Kim', 'Lee'])
    expect(gifts).toEqual([
      {
        type: 'selected',
        streamerChannelId: 'airwave',
        voucherCount: 2,
        receiverChannelIdList: ['kim', 'lee'],
        payWith: 'gem',
      },
    ])
  })

  it('says what is missing before any call', async () => {
    const gifts: unknown[] = []
    await renderWith(
      {
        giftVouchers: async (body: unknown) => {
          gifts.push(body)
          return delivered
        },
      },
      <GiftSubForm channelId="airwave" />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Send the gift' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Add at least one receiver.')
    expect(screen.getByLabelText('Receiver channel ID').getAttribute('aria-invalid')).toBe('true')
    expect(gifts).toEqual([])
  })

  it('offers gems when the wallet holds too few, and says a refusal', async () => {
    const bought: string[] = []
    await renderWith(
      { getPossess: async () => ({ gem: 100, voucher: 0 }), getSubscriptionPlan: async () => plan },
      <GiftSubForm channelId="airwave" onBuyGems={() => bought.push('shop')} />,
    )
    fireEvent.click(screen.getByLabelText('Random viewers in the channel now'))
    fireEvent.click(screen.getByLabelText('Gems'))
    await screen.findByText('You have 100 gems.')
    fireEvent.click(screen.getByRole('button', { name: 'Send the gift' }))
    expect(await screen.findByRole('heading', { name: 'Not enough gems' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Buy gems' }))
    expect(bought).toEqual(['shop'])
    cleanup()
    await renderWith(
      {
        giftVouchers: async () => {
          throw new ApiError(409, 'ITE20015', 'nobody')
        },
      },
      <GiftSubForm channelId="airwave" />,
    )
    fireEvent.click(screen.getByLabelText('Random viewers in the channel now'))
    fireEvent.click(screen.getByRole('button', { name: 'Send the gift' }))
    expect(
      await screen.findByText('No viewer is in the channel right now to receive a random gift.'),
    ).toBeTruthy()
  })
})
