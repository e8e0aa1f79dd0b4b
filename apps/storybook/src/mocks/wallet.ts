import {
  type EarningsDay,
  earningsRange,
  type GemHistoryItem,
  type GemPurchase,
  ITEM_ERRORS,
  itemEndpoints,
  MONETIZE_TERMS_VERSION,
  type PaymentStatus,
  type RankingPeriod,
  SIGNATURE_GEM_LIMIT,
  type SignatureGem,
  type Supporter,
  utcDay,
} from '@airwave/sdk/wallet'
import { page, Refusal } from './backend'
import { memberRoute, route } from './route'

// A member's gems as the reference server answers them: the packs of a region, the balance,
// an order's result, the purchases and every movement newest first (20 a page, by UTC day), and
// the cheer (ITE20001 past the balance). The streamer's side: the monetization sign-up, the
// earnings by day and by supporter (dated from today, so the dashboard's first range holds
// them), the signature gems (one per amount, 20 at most) and a channel's ranking.

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
  /** Whether the streamer's channel signed up for monetization; default true. */
  monetized?: boolean
  /** How many supporters sent gems (the earnings and the ranking); default 4. */
  supporters?: number
  /** How many signature gems the channel keeps; default 2. */
  signatureGems?: number
}

const state = {
  balance: 0,
  payment: 'SUCCESS' as PaymentStatus,
  purchases: [] as GemPurchase[],
  movements: [] as GemHistoryItem[],
  noProvider: false,
  cheerRefusal: undefined as string | undefined,
  monetized: true,
  supporters: [] as Supporter[],
  days: [] as EarningsDay[],
  signatureGems: [] as SignatureGem[],
  nextSignature: 1,
}

const SUPPORTERS = [
  ['mina', 'Mina'],
  ['joon', 'Joon'],
  ['haru', 'Haru'],
  ['lin', 'Lin'],
  ['sora', 'Sora'],
  ['ari', 'Ari'],
] as const
const SIGNATURES = [
  [100, 'Hundred club'],
  [777, 'Lucky sevens'],
  [1000, 'Big thousand'],
] as const

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
  state.monetized = scenario.monetized ?? true
  const supporters = scenario.supporters ?? 4
  state.supporters = Array.from({ length: supporters }, (_, i) => {
    const [channelId, nickname] = SUPPORTERS[i % SUPPORTERS.length] ?? SUPPORTERS[0]
    return {
      rank: i + 1,
      channelId: i < SUPPORTERS.length ? channelId : `${channelId}${i}`,
      nickname: i < SUPPORTERS.length ? nickname : `${nickname} ${i}`,
      profileImg: null,
      gem: 5000 - i * 900,
      cheerCnt: 12 - i * 2,
    }
  })
  // Gems on some days of the last 30 (a quiet day now and then), dated from today.
  const today = Date.now()
  state.days = supporters
    ? Array.from({ length: 30 }, (_, i) => i)
        .filter((i) => i % 4 !== 1)
        .map((i) => ({
          date: utcDay(new Date(today - i * 86_400_000)),
          gem: 200 + ((i * 137) % 900),
          cheerCnt: 1 + (i % 5),
        }))
        .reverse()
    : []
  state.signatureGems = Array.from({ length: scenario.signatureGems ?? 2 }, (_, i) => {
    const [gem, title] = SIGNATURES[i] ?? [i + 2, `Signature ${i + 1}`]
    return { signatureGemIdx: i + 1, gem: i < SIGNATURES.length ? gem : 2000 + i, title }
  }).sort((a, b) => a.gem - b.gem)
  state.nextSignature = state.signatureGems.length + 1
}

/** The member's gems, for the other item handlers (gem-paid gifts). */
export const walletBalance = {
  get: () => state.balance,
  set: (balance: number) => {
    state.balance = balance
  },
}

const monetization = () => ({
  channelId: 'airwave',
  isMonetize: state.monetized,
  termsVersion: state.monetized ? MONETIZE_TERMS_VERSION : null,
  agreeDate: state.monetized ? '2026-01-05T09:00:00.000Z' : null,
})

function notMonetized() {
  if (!state.monetized)
    throw new Refusal(ITEM_ERRORS.notMonetized, 'Sign up for monetization first')
}

function amountFree(gem: number, except?: number) {
  if (state.signatureGems.some((s) => s.gem === gem && s.signatureGemIdx !== except)) {
    throw new Refusal(
      ITEM_ERRORS.signatureGemTaken,
      'The channel has a signature gem of this amount',
    )
  }
}

const sortSignatures = () => state.signatureGems.sort((a, b) => a.gem - b.gem)

const PERIOD_SHARE: Record<RankingPeriod, number> = { day: 0.1, week: 0.4, month: 0.8, all: 1 }

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
  memberRoute('createGemOrder', i.createGemOrder, ({ body }) => {
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
  memberRoute('getPaymentResult', i.getPaymentResult, ({ params }) => ({
    status: state.payment,
    orderNo: params.orderNo ?? '',
    payDate: '2026-01-20T18:30:00.000Z',
    itemNm: '1,000 gems',
    payPrice: '9.99',
    payCur: 'USD',
    itemType: 'gem' as const,
    itemNo: 'gem-1000',
    gem: 1000,
  })),
  memberRoute('getPossess', i.getPossess, () => ({ gem: state.balance, voucher: 0 })),
  memberRoute('listGemPurchases', i.listGemPurchases, ({ query }) => {
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
  memberRoute('listGemHistory', i.listGemHistory, ({ query }) => {
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
  memberRoute('cheer', i.cheer, ({ params, body }) => {
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
  memberRoute('getMonetization', i.getMonetization, () => monetization()),
  memberRoute('signUpMonetization', i.signUpMonetization, () => {
    state.monetized = true
    return monetization()
  }),
  memberRoute('getEarnings', i.getEarnings, () => {
    const total = state.supporters.reduce((sum, s) => sum + s.gem, 0)
    return { channelId: 'airwave', isMonetize: state.monetized, balance: total, totalGem: total }
  }),
  memberRoute('listEarningsByDay', i.listEarningsByDay, ({ query }) => {
    const range = earningsRange(30)
    const start = query.startDate ?? range.startDate
    const end = query.endDate ?? range.endDate
    const list = state.days.filter((d) => d.date >= start && d.date <= end)
    return { list, totalGem: list.reduce((sum, d) => sum + d.gem, 0) }
  }),
  memberRoute('listEarningsBySupporter', i.listEarningsBySupporter, ({ query }) => ({
    list: page(state.supporters, query.page, query.limit),
    totalCnt: state.supporters.length,
    page: query.page,
    limit: query.limit,
  })),
  route('getRanking', i.getRanking, ({ params, query }) => ({
    channelId: params.channelId ?? '',
    period: query.period,
    list: state.supporters
      .slice(0, query.period === 'day' ? 1 : query.limit)
      .map((s) => ({ ...s, gem: Math.round(s.gem * PERIOD_SHARE[query.period]) })),
  })),
  route('listSignatureGems', i.listSignatureGems, () => ({ list: state.signatureGems })),
  memberRoute('addSignatureGem', i.addSignatureGem, ({ body }) => {
    notMonetized()
    if (state.signatureGems.length >= SIGNATURE_GEM_LIMIT) {
      throw new Refusal(ITEM_ERRORS.signatureGemLimit, 'The channel has the most signature gems')
    }
    amountFree(body.gem)
    const made = { signatureGemIdx: state.nextSignature++, gem: body.gem, title: body.title }
    state.signatureGems.push(made)
    sortSignatures()
    return made
  }),
  memberRoute('updateSignatureGem', i.updateSignatureGem, ({ params, body }) => {
    notMonetized()
    const idx = Number(params.signatureGemIdx)
    const found = state.signatureGems.find((s) => s.signatureGemIdx === idx)
    if (!found) throw new Refusal('NOT_FOUND', 'No such signature gem')
    if (body.gem !== undefined) amountFree(body.gem, idx)
    Object.assign(found, body.gem === undefined ? {} : { gem: body.gem })
    Object.assign(found, body.title === undefined ? {} : { title: body.title })
    sortSignatures()
    return found
  }),
  memberRoute('deleteSignatureGem', i.deleteSignatureGem, ({ params }) => {
    state.signatureGems = state.signatureGems.filter(
      (s) => s.signatureGemIdx !== Number(params.signatureGemIdx),
    )
    return null
  }),
]
