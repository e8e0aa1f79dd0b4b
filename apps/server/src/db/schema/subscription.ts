import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, counter, createdAt, flag, serialId, textList, updatedAt } from './columns'
import { channelKey, channelRef, memberRef } from './refs'

// Subscriptions and gift subscriptions. Money and gems move only through the ledger
// (`item/ledger.ts`): each paid period is a ledger batch under the period's order number; these
// tables say who subscribes to what, for which period, and why it ended. See the server
// README's "Subscriptions".

/**
 * A member's subscription to a channel (the member's acting channel subscribes). One live
 * subscription per pair (PENDING, ACTIVE or CANCELLED: the unique index); an ENDED one stays
 * for the history and a new one may follow.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serialId(),
    channelId: channelRef(),
    subscriberChannelId: channelRef('subscriber_channel_id'),
    subscriberMemberId: memberRef('subscriber_member_id'),
    /** `regular`, `gift`, `trial`, `free` (the contract's SUBSCRIPTION_KINDS). */
    kind: text('kind').notNull(),
    /** `PENDING`, `ACTIVE`, `CANCELLED`, `ENDED`. */
    status: text('status').notNull().default('PENDING'),
    /** A regular one renews at `periodEnd` until cancelled. */
    renews: flag('renews'),
    /** `local` or `stripe` for a paid regular one. */
    provider: text('provider'),
    /** The provider's subscription (Stripe's `sub_…`, the local checkout's `sub_local_…`). */
    providerRef: text('provider_ref').unique(),
    /** The order that opened it (its first checkout). */
    orderNo: text('order_no'),
    priceMinor: integer('price_minor'),
    currency: text('currency'),
    region: text('region'),
    periodStart: at('period_start'),
    periodEnd: at('period_end'),
    /** Periods granted so far (paid, gifted, free): the months subscribed. */
    months: counter('months'),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    /** The contract's SUBSCRIPTION_END_REASONS. */
    endReason: text('end_reason'),
    /** Why, in words (a declined renewal's reason). */
    endDetail: text('end_detail'),
    /** A failed renewal: the benefits end at `periodEnd`. */
    renewalFailedAt: at('renewal_failed_at'),
    giftId: integer('gift_id'),
    giftedByChannelId: integer('gifted_by_channel_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_live')
      .on(t.subscriberChannelId, t.channelId)
      .where(sql`${t.status} in ('PENDING', 'ACTIVE', 'CANCELLED')`),
    index('subscriptions_channel').on(t.channelId, t.status),
    index('subscriptions_member').on(t.subscriberMemberId, t.createdAt),
    // The renewal and expiry job's scan: live subscriptions by the end of their period.
    index('subscriptions_due').on(t.periodEnd).where(sql`${t.status} in ('ACTIVE', 'CANCELLED')`),
  ],
)

/**
 * One period of a subscription, paid (or refused): its number from 1, its dates, how it was
 * paid, and the order number its ledger batch carries (one period, one batch: the ledger's
 * unique order index makes a retried renewal count once).
 */
export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    id: serialId(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    periodNo: integer('period_no').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    /** `card`, `gem`, `gift`, `free`. */
    paidWith: text('paid_with').notNull(),
    /** `PAID`, `FAILED`. */
    status: text('status').notNull(),
    orderNo: text('order_no'),
    priceMinor: integer('price_minor'),
    currency: text('currency'),
    gem: integer('gem'),
    /** The provider's invoice (Stripe's `in_…`). */
    invoiceRef: text('invoice_ref'),
    failure: text('failure'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscription_periods_no').on(t.subscriptionId, t.periodNo),
    uniqueIndex('subscription_periods_invoice')
      .on(t.invoiceRef)
      .where(sql`${t.invoiceRef} is not null`),
  ],
)

/**
 * A gift of subscriptions to a channel's viewers: by whom, how many, to whom (`selected`,
 * `trial` named receivers; `random` drawn from the viewers present when it is delivered),
 * paid with the checkout (its order), gems or free.
 */
export const subscriptionGifts = pgTable(
  'subscription_gifts',
  {
    id: serialId(),
    channelId: channelRef(),
    /** Null for a free gift the platform gives. */
    giverMemberId: integer('giver_member_id'),
    giverChannelId: integer('giver_channel_id'),
    /** `selected`, `trial`, `random`, `free`. */
    type: text('type').notNull(),
    voucherCount: integer('voucher_count').notNull(),
    /** The channel ids named by the giver (selected, trial). */
    receiverHandles: textList('receiver_handles'),
    /** `checkout`, `gem`, `free`. */
    paidWith: text('paid_with').notNull(),
    /** The contract's PAYMENT_STATUSES. */
    status: text('status').notNull().default('PENDING'),
    orderNo: text('order_no').unique(),
    priceMinor: integer('price_minor'),
    currency: text('currency'),
    gem: integer('gem'),
    message: text('message'),
    deliveredAt: at('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscription_gifts_giver').on(t.giverMemberId, t.createdAt),
    index('subscription_gifts_channel').on(t.channelId, t.createdAt),
  ],
)

/** A channel's badge for subscribers of `months` and more. */
export const subscriberBadges = pgTable(
  'subscriber_badges',
  {
    channelId: channelRef(),
    months: integer('months').notNull(),
    /** The stored image's file name under the uploads directory. */
    file: text('file').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.months] })],
)

/** A channel's subscriber emoticon: its keyword (unique across channels) and image. */
export const subscriberEmoticons = pgTable(
  'subscriber_emoticons',
  {
    id: serialId(),
    channelId: channelRef(),
    keyword: text('keyword').notNull(),
    file: text('file').notNull(),
    sortOrder: counter('sort_order'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscriber_emoticons_keyword').on(sql`lower(${t.keyword})`),
    index('subscriber_emoticons_channel').on(t.channelId),
  ],
)

/** The streamer's name-colour settings (the contract's `subscriberNameColorSchema`). */
export const subscriberNameColors = pgTable('subscriber_name_colors', {
  channelId: channelKey(),
  enabled: flag('enabled', true),
  colors: textList('colors'),
  updatedAt: updatedAt(),
})

/** A subscriber's chosen nickname colour in a channel. */
export const subscriberNickColors = pgTable(
  'subscriber_nick_colors',
  {
    channelId: channelRef(),
    subscriberChannelId: channelRef('subscriber_channel_id'),
    color: text('color').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.subscriberChannelId] })],
)
