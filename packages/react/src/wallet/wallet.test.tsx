import { ApiError, createSession, memoryTokenStore } from '@airwave/sdk'
import type {
  GemHistoryItem,
  GemPurchase,
  PayPolicy,
  PaymentResult as Result,
} from '@airwave/sdk/wallet'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { type ReactNode, StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { fakeClient } from '../shared/testing.fixture'
import { GemBalance } from './GemBalance'
import { GemCharge } from './GemCharge'
import { GiftPanel } from './GiftPanel'
import { PaymentResult } from './PaymentResult'
import { WalletHistory } from './WalletHistory'

afterEach(cleanup)

const policy: PayPolicy = {
  region: 'NA',
  currency: 'USD',
  regions: ['NA', 'TH', 'GC', 'GLOBAL'],
  provider: 'local',
  packs: [
    { packId: 'gem-1000', gem: 1000, price: '9.99', priceMinor: 999, currency: 'USD' },
    { packId: 'gem-100', gem: 100, price: '0.99', priceMinor: 99, currency: 'USD' },
  ],
}

type ItemFakes = NonNullable<Parameters<typeof fakeClient>[0]['item']>

async function signedInSession(signedIn: boolean) {
  const session = createSession({ tokenStore: memoryTokenStore(), clientId: 'test' })
  if (signedIn) await session.signIn({ accessToken: 'a', refreshToken: 'r' })
  return session
}

async function renderWith(item: ItemFakes, ui: ReactNode, options: { signedIn?: boolean } = {}) {
  const logins: string[] = []
  const session = await signedInSession(options.signedIn ?? true)
  const client = fakeClient({
    item,
    channel: { getMyChannel: async () => ({ channelId: 'me', nickname: 'Me' }) as never },
  })
  const result = render(
    <StrictMode>
      <AirwaveProvider
        client={client}
        session={session}
        onLoginRequired={() => logins.push('login')}
      >
        {ui}
      </AirwaveProvider>
    </StrictMode>,
  )
  return { ...result, logins }
}

describe('<GemCharge>', () => {
  it('lists the packs cheapest first and goes to the checkout of the chosen one', async () => {
    const orders: unknown[] = []
    const visited: string[] = []
    const { container } = await renderWith(
      {
        getPayPolicy: async () => policy,
        createGemOrder: async (body: unknown, options?: { idempotencyKey?: string }) => {
          orders.push({ body, key: typeof options?.idempotencyKey })
          return {
            orderNo: 'G1',
            status: 'PENDING',
            checkoutUrl: 'http://pay.test/1',
            gem: 1000,
            price: '9.99',
            currency: 'USD',
          }
        },
      },
      <GemCharge goTo={(url) => visited.push(url)} />,
    )
    const list = await screen.findByRole('list', { name: 'Buy gems' })
    const packs = within(list).getAllByRole('button')
    expect(packs.map((b) => b.textContent)).toEqual(['100 gems$0.99', '1,000 gems$9.99'])
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(packs[1] as HTMLElement)
    await waitFor(() => expect(visited).toEqual(['http://pay.test/1']))
    expect(orders).toEqual([{ body: { packId: 'gem-1000', region: 'NA' }, key: 'string' }])
    expect(container.querySelector('.aw-gem-charge')?.getAttribute('data-state')).toBe(
      'redirecting',
    )
  })

  it('says when the packs could not be loaded, and when payments are off', async () => {
    await renderWith(
      {
        getPayPolicy: async () => {
          throw new ApiError(500, 'INTERNAL', 'boom')
        },
      },
      <GemCharge />,
    )
    expect(
      await screen.findByText('The gem packs could not be loaded.', {}, { timeout: 5000 }),
    ).toBeTruthy()
    cleanup()
    await renderWith({ getPayPolicy: async () => ({ ...policy, provider: null }) }, <GemCharge />)
    expect(await screen.findByText('Gems cannot be bought here right now.')).toBeTruthy()
  })

  it('asks a guest to sign in instead of ordering', async () => {
    const { container } = await renderWith({ getPayPolicy: async () => policy }, <GemCharge />, {
      signedIn: false,
    })
    const packs = await screen.findAllByRole('button', { name: /gems/ })
    fireEvent.click(packs[0] as HTMLElement)
    expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toBeTruthy()
    expect(container.querySelector('.aw-gem-charge')?.getAttribute('data-state')).toBe('ready')
  })
})

const paid: Result = {
  status: 'SUCCESS',
  orderNo: 'G1',
  itemType: 'gem',
  itemNm: '1,000 gems',
  gem: 1000,
  payPrice: '9.99',
  payCur: 'USD',
  payDate: '2026-01-02T10:00:00Z',
}

describe('<PaymentResult>', () => {
  it('shows a paid order with its details and tells the page', async () => {
    const told: string[] = []
    const { container } = await renderWith(
      { getPaymentResult: async () => paid },
      <PaymentResult orderNo="G1" onPaid={(r) => told.push(r.orderNo)} />,
    )
    expect(await screen.findByRole('heading', { name: 'Payment complete' })).toBeTruthy()
    expect(screen.getByText('1,000 gems are in your wallet.')).toBeTruthy()
    expect(screen.getByText('$9.99')).toBeTruthy()
    expect(told).toContain('G1')
    expect(await axeViolations(container)).toEqual([])
  })

  it('says a closed checkout charged nothing and offers to try again', async () => {
    await renderWith(
      { getPaymentResult: async () => ({ ...paid, status: 'EXPIRED' }) },
      <PaymentResult orderNo="G1" />,
    )
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeTruthy()
    expect(screen.getByText(/Nothing was charged/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/items/gem-charge',
    )
  })

  it('waits while the provider has not confirmed', async () => {
    const { container } = await renderWith(
      { getPaymentResult: async () => ({ ...paid, status: 'PENDING' }) },
      <PaymentResult orderNo="G1" />,
    )
    await waitFor(() =>
      expect(container.querySelector('.aw-payment-result')?.getAttribute('data-state')).toBe(
        'waiting',
      ),
    )
    expect(screen.getByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy()
  })
})

describe('<WalletHistory>', () => {
  it('lists purchases and asks again with the chosen dates and page', async () => {
    const asked: unknown[] = []
    const purchase = (n: number): GemPurchase => ({
      orderNo: `G${n}`,
      status: 'SUCCESS',
      gem: 100,
      payPrice: '0.99',
      payCur: 'USD',
      createDate: '2026-01-02T10:00:00Z',
      payDate: '2026-01-02T10:00:00Z',
    })
    const { container } = await renderWith(
      {
        listGemPurchases: async (query: unknown) => {
          asked.push(query)
          return {
            list: [purchase(1), purchase(2)],
            totalCnt: 45,
            page: (query as { page: number }).page,
            limit: 20,
          }
        },
      },
      <WalletHistory list="purchases" />,
    )
    expect(await screen.findByText('G1')).toBeTruthy()
    expect(screen.getByText('Page 1 of 3')).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show' }))
    await waitFor(() =>
      expect(asked).toContainEqual({
        page: 1,
        limit: 20,
        startDate: '2026-01-01',
        endDate: '2026-01-31',
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy()
  })

  it('shows every movement with its sign, and says when there is none', async () => {
    const movement: GemHistoryItem = {
      historyNo: 1,
      kind: 'cheer',
      gem: -100,
      balance: 900,
      createDate: '2026-01-02T10:00:00Z',
      orderNo: null,
      channelId: 'airwave',
      nickname: 'Airwave',
      message: 'gg',
    }
    await renderWith(
      { listGemHistory: async () => ({ list: [movement], totalCnt: 1, page: 1, limit: 20 }) },
      <WalletHistory list="history" />,
    )
    expect(await screen.findByText('Cheer to Airwave')).toBeTruthy()
    expect(screen.getByText('-100')).toBeTruthy()
    cleanup()
    await renderWith(
      { listGemHistory: async () => ({ list: [], totalCnt: 0, page: 1, limit: 20 }) },
      <WalletHistory list="history" />,
    )
    expect(await screen.findByText('Nothing here for these dates.')).toBeTruthy()
  })
})

describe('<GiftPanel>', () => {
  const panel = (bought: string[]) => (
    <GiftPanel channelId="airwave" onClose={() => {}} onBuyGems={() => bought.push('shop')} />
  )

  it('refuses more than the balance without a call and offers to buy gems', async () => {
    const bought: string[] = []
    const cheers: unknown[] = []
    const { container } = await renderWith(
      {
        getPossess: async () => ({ gem: 50, voucher: 0 }),
        cheer: async (...args: unknown[]) => {
          cheers.push(args)
          throw new Error('not expected')
        },
      },
      panel(bought),
    )
    expect(await screen.findByText('50 gems')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '100 gems' }))
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText(/do not have enough gems/)).toBeTruthy()
    expect(cheers).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Buy gems' }))
    expect(bought).toEqual(['shop'])
    expect(await axeViolations(container)).toEqual([])
  })

  it('sends a cheer with its message and key, and shows the new balance', async () => {
    const cheers: unknown[] = []
    let gem = 1000
    await renderWith(
      {
        getPossess: async () => ({ gem, voucher: 0 }),
        cheer: async (channelId: unknown, body: unknown, options?: { idempotencyKey?: string }) => {
          cheers.push({ channelId, body, key: typeof options?.idempotencyKey })
          gem = 900
          return {
            cheerNo: 1,
            channelId: 'airwave',
            gem: 100,
            balance: 900,
            logIdentity: 'l1',
            signatureGemIdx: null,
          }
        },
      },
      panel([]),
    )
    await screen.findByText('1,000 gems')
    fireEvent.change(screen.getByLabelText('Gems to send'), { target: { value: '100' } })
    fireEvent.change(screen.getByLabelText('Message (optional)'), { target: { value: 'gg' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('You sent 100 gems.')).toBeTruthy()
    expect(cheers).toEqual([
      { channelId: 'airwave', body: { gem: 100, message: 'gg' }, key: 'string' },
    ])
    expect(await screen.findByText('900 gems')).toBeTruthy()
  })

  it('says why the server refused, in words', async () => {
    await renderWith(
      {
        getPossess: async () => ({ gem: 1000, voucher: 0 }),
        cheer: async () => {
          throw new ApiError(403, 'ITE10009', 'own channel')
        },
      },
      panel([]),
    )
    await screen.findByText('1,000 gems')
    fireEvent.click(screen.getByRole('button', { name: '100 gems' }))
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('You cannot cheer your own channel.')).toBeTruthy()
  })

  it('opens the history card and comes back', async () => {
    await renderWith(
      {
        getPossess: async () => ({ gem: 10, voucher: 0 }),
        listGemHistory: async () => ({ list: [], totalCnt: 0, page: 1, limit: 20 }),
      },
      panel([]),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'My cheers' }))
    expect(await screen.findByText('You have not cheered yet.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('heading', { name: 'Cheer with gems' })).toBeTruthy()
  })

  it('asks a guest to sign in', async () => {
    const { logins } = await renderWith({}, panel([]), { signedIn: false })
    const section = await screen.findByRole('region', { name: 'Cheer with gems' })
    fireEvent.click(within(section).getByRole('button', { name: 'Sign in' }))
    expect(logins).toEqual(['login'])
  })
})

describe('<GemBalance>', () => {
  it('shows the member their gems and a guest nothing', async () => {
    const { container } = await renderWith(
      { getPossess: async () => ({ gem: 1234, voucher: 0 }) },
      <GemBalance href="/wallet/gem-history" />,
    )
    expect(await screen.findByText('Gem balance: 1,234 gems')).toBeTruthy()
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/wallet/gem-history')
    cleanup()
    const guest = await renderWith({}, <GemBalance />, { signedIn: false })
    expect(guest.container.querySelector('.aw-gem-balance')).toBeNull()
  })
})
