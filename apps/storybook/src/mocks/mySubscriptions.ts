import {
  type BadgeNickColor,
  type GiftRecord,
  itemEndpoints,
  type NicknameColor,
  SUBSCRIPTION_ERRORS,
  type Subscription,
  type SubscriptionPayment,
} from '@airwave/sdk/wallet'
import { page, Refusal } from './backend'
import { memberRoute } from './route'

// The member's own subscriptions as the reference server answers them: active ones (a monthly
// one that renews, a gift, a cancelled one still in its period) and past ones (cancelled, a
// declined renewal, a gift that ran out), every period paid or refused, the three gift
// histories (20 a page, by UTC day and channel), the nickname colour of each channel, and the
// cancel of a monthly one (ITE20017 when it does not renew).

/** What a subscriptions story starts from (`parameters.subscriptions`). */
export interface SubscriptionScenario {
  /** How many active and past subscriptions (at most 3 each, default 3). */
  active?: number
  past?: number
  /** How many payments (default 6; more make pages). */
  payments?: number
  /** How many gifts in each history (default 3). */
  gifts?: number
  /** The colours the channels allow; default six of them, `[]` none. */
  colors?: NicknameColor[]
  /** The cancel's refusal code, if any. */
  cancelRefusal?: string
}

const DAY = 86_400_000
// Noon UTC: the same calendar day in every time zone a story runs in.
const at = (day: string) => `${day}T12:00:00.000Z`
const ch = (channelId: string, nickname: string) => ({ channelId, nickname })

const base = {
  renews: false,
  endDate: null,
  endReason: null,
  endDetail: null,
  giftedBy: null,
  price: null,
  currency: null,
} as const

const ACTIVE: Subscription[] = [
  {
    ...base,
    subscriptionId: 1,
    channel: ch('airwave', 'Airwave'),
    kind: 'regular',
    status: 'ACTIVE',
    renews: true,
    startDate: at('2025-09-14'),
    periodStart: at('2026-01-14'),
    periodEnd: at('2026-02-13'),
    months: 5,
    price: '4.99',
    currency: 'USD',
  },
  {
    ...base,
    subscriptionId: 2,
    channel: ch('kim', 'Kim'),
    kind: 'gift',
    status: 'ACTIVE',
    startDate: at('2026-01-10'),
    periodStart: at('2026-01-10'),
    periodEnd: at('2026-02-09'),
    months: 1,
    giftedBy: ch('joon', 'Joon'),
  },
  {
    ...base,
    subscriptionId: 3,
    channel: ch('lin', 'Lin'),
    kind: 'regular',
    status: 'CANCELLED',
    startDate: at('2025-12-02'),
    periodStart: at('2026-01-01'),
    periodEnd: at('2026-01-31'),
    months: 2,
    price: '4.99',
    currency: 'USD',
  },
]

const PAST: Subscription[] = [
  {
    ...base,
    subscriptionId: 4,
    channel: ch('haru', 'Haru'),
    kind: 'regular',
    status: 'ENDED',
    startDate: at('2025-08-03'),
    periodStart: at('2025-12-03'),
    periodEnd: at('2026-01-02'),
    endDate: at('2026-01-02'),
    endReason: 'payment_failed',
    endDetail: 'Your card was declined: insufficient funds',
    months: 5,
    price: '4.99',
    currency: 'USD',
  },
  {
    ...base,
    subscriptionId: 5,
    channel: ch('sora', 'Sora'),
    kind: 'regular',
    status: 'ENDED',
    startDate: at('2025-06-20'),
    periodStart: at('2025-10-20'),
    periodEnd: at('2025-11-19'),
    endDate: at('2025-11-19'),
    endReason: 'cancelled',
    months: 5,
    price: '4.99',
    currency: 'USD',
  },
  {
    ...base,
    subscriptionId: 6,
    channel: ch('ari', 'Ari'),
    kind: 'trial',
    status: 'ENDED',
    startDate: at('2025-10-01'),
    periodStart: at('2025-10-01'),
    periodEnd: at('2025-10-31'),
    endDate: at('2025-10-31'),
    endReason: 'period_over',
    months: 1,
    giftedBy: ch('mina', 'Mina'),
  },
]

const DEFAULT_COLORS: NicknameColor[] = ['teal', 'rose', 'violet', 'gold', 'sky', 'green']

const state = {
  subscriptions: [] as Subscription[],
  payments: [] as SubscriptionPayment[],
  received: [] as GiftRecord[],
  purchased: [] as GiftRecord[],
  free: [] as GiftRecord[],
  nick: new Map<string, BadgeNickColor>(),
  colors: DEFAULT_COLORS,
  cancelRefusal: undefined as string | undefined,
}

/**
 * Starts the member's subscriptions over from the story's scenario.
 *
 * @example resetSubscriptions({ past: 0 })
 */
export function resetSubscriptions(scenario: SubscriptionScenario = {}): void {
  state.subscriptions = [
    ...ACTIVE.slice(0, scenario.active ?? 3),
    ...PAST.slice(0, scenario.past ?? 3),
  ].map((sub) => ({ ...sub }))
  const paid = state.subscriptions.filter((s) => s.kind === 'regular')
  const start = Date.UTC(2026, 0, 14, 12)
  state.payments = paid.length
    ? Array.from({ length: scenario.payments ?? 6 }, (_, i) => {
        const sub = paid[i % paid.length]
        if (!sub) throw new Error('a payment needs a monthly subscription')
        const from = new Date(start - i * 30 * DAY)
        const failed = sub.endReason === 'payment_failed' && i < paid.length
        return {
          paymentId: 100 - i,
          subscriptionId: sub.subscriptionId,
          channel: sub.channel,
          periodNo: Math.max(1, sub.months - Math.floor(i / paid.length)),
          periodStart: from.toISOString(),
          periodEnd: new Date(from.getTime() + 30 * DAY).toISOString(),
          paidWith: 'card' as const,
          status: failed ? ('FAILED' as const) : ('PAID' as const),
          price: '4.99',
          currency: 'USD',
          failure: failed ? (sub.endDetail ?? null) : null,
          createDate: from.toISOString(),
        }
      })
    : []
  const gifts = scenario.gifts ?? 3
  const gift = (i: number, over: Partial<GiftRecord>): GiftRecord => ({
    giftIdx: 500 + i,
    type: 'selected',
    channel: ch('airwave', 'Airwave'),
    from: null,
    voucherCount: 1,
    receivers: [],
    paidWith: 'gem',
    status: 'SUCCESS',
    price: null,
    currency: null,
    gem: 500,
    createDate: new Date(start - i * 5 * DAY).toISOString(),
    ...over,
  })
  state.received = Array.from({ length: gifts }, (_, i) =>
    gift(i, {
      type: i % 2 ? 'random' : 'selected',
      channel: i % 2 ? ch('kim', 'Kim') : ch('airwave', 'Airwave'),
      from: i % 2 ? ch('joon', 'Joon') : ch('sora', 'Sora'),
      receivers: [ch('mina', 'Mina')],
      paidWith: i % 2 ? 'checkout' : 'gem',
      price: i % 2 ? '4.99' : null,
      currency: i % 2 ? 'USD' : null,
      gem: i % 2 ? null : 500,
    }),
  )
  state.purchased = Array.from({ length: gifts }, (_, i) =>
    gift(i, {
      type: i % 2 ? 'selected' : 'random',
      voucherCount: i % 2 ? 1 : 5,
      receivers: i % 2 ? [ch('joon', 'Joon')] : [ch('haru', 'Haru'), ch('lin', 'Lin')],
      paidWith: i % 2 ? 'checkout' : 'gem',
      price: i % 2 ? '4.99' : null,
      currency: i % 2 ? 'USD' : null,
      gem: i % 2 ? null : 2500,
      status: i === 2 ? 'PENDING' : 'SUCCESS',
    }),
  )
  state.free = Array.from({ length: gifts }, (_, i) =>
    gift(i, {
      type: 'free',
      channel: i % 2 ? ch('lin', 'Lin') : ch('airwave', 'Airwave'),
      receivers: [ch('mina', 'Mina')],
      paidWith: 'free',
      gem: null,
    }),
  )
  state.colors = scenario.colors ?? DEFAULT_COLORS
  state.nick = new Map()
  state.cancelRefusal = scenario.cancelRefusal
}

const inRange = (date: string, start?: string, end?: string) =>
  (!start || date.slice(0, 10) >= start) && (!end || date.slice(0, 10) <= end)

const isOn = (sub: Subscription) => sub.status === 'ACTIVE' || sub.status === 'CANCELLED'

function answerPage<T>(list: T[], query: { page: number; limit: number }) {
  return {
    list: page(list, query.page, query.limit),
    totalCnt: list.length,
    page: query.page,
    limit: query.limit,
  }
}

function nickOf(channelId: string): BadgeNickColor {
  const sub = state.subscriptions.find((s) => s.channel.channelId === channelId && isOn(s))
  if (!sub) throw new Refusal('FORBIDDEN', 'Only subscribers pick a nickname colour')
  const known = state.nick.get(channelId)
  return (
    known ?? {
      badgeUrl: null,
      nickColor: null,
      colors: state.colors,
      months: sub.months,
    }
  )
}

const i = itemEndpoints

export const mySubscriptionHandlers = [
  memberRoute('listSubscribeHistory', i.listSubscribeHistory, ({ query }) =>
    answerPage(
      state.subscriptions.filter(
        (s) =>
          (query.state === 'past' ? !isOn(s) : query.state === 'active' ? isOn(s) : true) &&
          inRange(s.startDate, query.startDate, query.endDate),
      ),
      query,
    ),
  ),
  memberRoute('listSubscriptionPayments', i.listSubscriptionPayments, ({ query }) =>
    answerPage(
      state.payments.filter(
        (p) =>
          (query.subscriptionId === undefined || p.subscriptionId === query.subscriptionId) &&
          inRange(p.createDate, query.startDate, query.endDate),
      ),
      query,
    ),
  ),
  ...(
    [
      ['listGiftHistory', i.listGiftHistory, () => state.received],
      ['listGiftPurchases', i.listGiftPurchases, () => state.purchased],
      ['listFreeGifts', i.listFreeGifts, () => state.free],
    ] as const
  ).map(([name, definition, list]) =>
    memberRoute(name, definition, ({ query }) =>
      answerPage(
        list().filter(
          (g) =>
            (!query.channelId || g.channel.channelId === query.channelId) &&
            inRange(g.createDate, query.startDate, query.endDate),
        ),
        query,
      ),
    ),
  ),
  memberRoute('getBadgeNickColor', i.getBadgeNickColor, ({ params }) =>
    nickOf(params.channelId ?? ''),
  ),
  memberRoute('setBadgeNickColor', i.setBadgeNickColor, ({ params, body }) => {
    const channelId = params.channelId ?? ''
    const info = nickOf(channelId)
    if (body.nickColor && !info.colors.includes(body.nickColor)) {
      throw new Refusal('INVALID_REQUEST', 'The channel does not offer this colour')
    }
    const saved = { ...info, nickColor: body.nickColor }
    state.nick.set(channelId, saved)
    return saved
  }),
  memberRoute('cancelRegularSubscribe', i.cancelRegularSubscribe, ({ params }) => {
    if (state.cancelRefusal) throw new Refusal(state.cancelRefusal, 'Refused')
    const sub = state.subscriptions.find(
      (s) => s.channel.channelId === params.channelId && s.kind === 'regular' && s.renews,
    )
    if (!sub) throw new Refusal(SUBSCRIPTION_ERRORS.notCancellable, 'Nothing renews here')
    sub.status = 'CANCELLED'
    sub.renews = false
    return sub
  }),
]

/**
 * One subscription by its id: last among the handlers, since its path
 * (`/v2/item/subscribe/{subscriptionId}`) would take `/subscribe/history` and the like.
 */
export const mySubscriptionFallbacks = [
  memberRoute('getSubscription', i.getSubscription, ({ params }) => {
    const sub = state.subscriptions.find((s) => String(s.subscriptionId) === params.subscriptionId)
    if (!sub) throw new Refusal(SUBSCRIPTION_ERRORS.subscriptionNotFound, 'No such subscription')
    return sub
  }),
]
