import {
  type GemHistoryItem,
  type GemPurchase,
  ITEM_ERRORS,
  itemEndpoints,
  type PaymentStatus,
} from '@airwave/sdk/wallet'
import { member, page, Refusal } from './backend'
import { route } from './route'

// A member's gems as the reference server answers them: the packs of a region, the balance,
// an order's result, the purchases and every movement newest first (20 a page, by UTC day), and
// the cheer (ITE20001 past the balance).

/** What a wallet story starts from (`parameters.wallet`). */
export interface WalletScenario {
  /** The member's gems; default 1,200. */
  balance?: number
  /** The order's status the result page reads; default SUCCESS. */
  payment?: PaymentStatus
  /** How many purchases and movements; default 3 and 6. */
  purchases?: number
  movements?: number
  /** No payment provider configured: the shop cannot sell. */
  noProvider?: boolean
  /** The cheer's refusal code, if any (ITE10009 own channel...). */
  cheerRefusal?: string
}

const state = {
  balance: 0,
  payment: 'SUCCESS' as PaymentStatus,
  purchases: [] as GemPurchase[],
  movements: [] as GemHistoryItem[],
  noProvider: false,
  cheerRefusal: undefined as string | undefined,
}

const PACKS = [
  [100, '0.99', 99],
  [500, '4.99', 499],
  [1000, '9.99', 999],
  [5000, '49.99', 4999],
  [10000, '99.99', 9999],
] as const

const KINDS = ['purchase', 'cheer', 'cheer', 'pledge', 'release', 'refund'] as const

/**
 * Starts the wallet over from the story's scenario.
 *
 * @example resetWallet({ balance: 50 })
 */
export function resetWallet(scenario: WalletScenario = {}): void {
  const now = Date.UTC(2026, 0, 20, 18, 30)
  state.balance = scenario.balance ?? 1200
  state.payment = scenario.payment ?? 'SUCCESS'
  state.noProvider = scenario.noProvider ?? false
  state.cheerRefusal = scenario.cheerRefusal
  const statuses: PaymentStatus[] = ['SUCCESS', 'EXPIRED', 'SUCCESS', 'DECLINED', 'REFUNDED']
  state.purchases = Array.from({ length: scenario.purchases ?? 3 }, (_, i) => {
    const [gem, price] = PACKS[i % PACKS.length] ?? PACKS[0]
    const status = statuses[i % statuses.length] ?? 'SUCCESS'
    const date = new Date(now - i * 86_400_000).toISOString()
    return {
      orderNo: `G20260120-${String(1000 + i)}`,
      status,
      gem,
      payPrice: price,
      payCur: 'USD',
      createDate: date,
      payDate: status === 'SUCCESS' ? date : null,
    }
  })
  let balance = state.balance
  state.movements = Array.from({ length: scenario.movements ?? 6 }, (_, i) => {
    const kind = KINDS[i % KINDS.length] ?? 'cheer'
    const gem = kind === 'purchase' || kind === 'release' ? 1000 : kind === 'refund' ? -500 : -100
    const item: GemHistoryItem = {
      historyNo: 100 - i,
      kind,
      gem,
      balance,
      createDate: new Date(now - i * 3_600_000).toISOString(),
      orderNo: kind === 'purchase' || kind === 'refund' ? `G20260120-${1000 + i}` : null,
      channelId: kind === 'cheer' ? 'airwave' : null,
      nickname: kind === 'cheer' ? 'Airwave' : null,
      message: kind === 'cheer' && i === 1 ? 'Great stream!' : null,
    }
    balance -= gem
    return item
  })
}

const inRange = (date: string, start?: string, end?: string) =>
  (!start || date.slice(0, 10) >= start) && (!end || date.slice(0, 10) <= end)

const i = itemEndpoints

export const walletHandlers = [
  route('getPayPolicy', i.getPayPolicy, ({ query }) => ({
    region: query.region ?? 'NA',
    currency: 'USD' as const,
    packs: PACKS.map(([gem, price, priceMinor]) => ({
      packId: `gem-${gem}`,
      gem,
      price,
      priceMinor,
      currency: 'USD' as const,
    })),
    regions: ['NA' as const, 'TH' as const, 'GC' as const, 'GLOBAL' as const],
    provider: state.noProvider ? null : ('local' as const),
  })),
  route('createGemOrder', i.createGemOrder, ({ viewer, body }) => {
    member(viewer)
    const gem = Number(body.packId.replace('gem-', ''))
    return {
      orderNo: 'G20260120-2000',
      status: 'PENDING' as const,
      // The story stays on its page: the checkout is a fragment of it.
      checkoutUrl: '#checkout',
      gem,
      price: '9.99',
      currency: 'USD' as const,
    }
  }),
  route('getPaymentResult', i.getPaymentResult, ({ viewer, params }) => {
    member(viewer)
    return {
      status: state.payment,
      orderNo: params.orderNo ?? '',
      payDate: '2026-01-20T18:30:00.000Z',
      itemNm: '1,000 gems',
      payPrice: '9.99',
      payCur: 'USD',
      itemType: 'gem' as const,
      itemNo: 'gem-1000',
      gem: 1000,
    }
  }),
  route('getPossess', i.getPossess, ({ viewer }) => {
    member(viewer)
    return { gem: state.balance, voucher: 0 }
  }),
  route('listGemPurchases', i.listGemPurchases, ({ viewer, query }) => {
    member(viewer)
    const list = state.purchases.filter((p) =>
      inRange(p.createDate, query.startDate, query.endDate),
    )
    return {
      list: page(list, query.page, query.limit),
      totalCnt: list.length,
      page: query.page,
      limit: query.limit,
    }
  }),
  route('listGemHistory', i.listGemHistory, ({ viewer, query }) => {
    member(viewer)
    const list = state.movements.filter(
      (m) =>
        inRange(m.createDate, query.startDate, query.endDate) &&
        (!query.kind || m.kind === query.kind),
    )
    return {
      list: page(list, query.page, query.limit),
      totalCnt: list.length,
      page: query.page,
      limit: query.limit,
    }
  }),
  route('cheer', i.cheer, ({ viewer, params, body }) => {
    member(viewer)
    if (state.cheerRefusal) throw new Refusal(state.cheerRefusal, 'Refused')
    if (body.gem > state.balance) throw new Refusal(ITEM_ERRORS.notEnoughGems, 'Not enough gems')
    state.balance -= body.gem
    return {
      cheerNo: 1,
      channelId: params.channelId ?? '',
      gem: body.gem,
      balance: state.balance,
      logIdentity: 'story-cheer',
      signatureGemIdx: null,
    }
  }),
]
