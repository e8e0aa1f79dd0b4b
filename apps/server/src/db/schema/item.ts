import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { members } from './accounts'
import { at, counter, createdAt, serialId, updatedAt } from './columns'
import { channelKey, channelRef } from './refs'

// Gems and payments. The ledger (accounts and transfers) is double-entry: every movement is a
// transfer from one account to another of the same unit, balances move only through transfers
// (a trigger of migration 0016 applies each one to both balances and refuses any other change),
// transfers are never changed or removed. See the server README's "Gems and payments".

const big = (name: string) => bigint(name, { mode: 'number' })

/**
 * A ledger account: a member's wallet, a channel's earnings, the platform's gem issuer, a
 * payment provider's clearing account and the platform's sales (one per currency), a mission
 * pledge's held gems. `balance` is credits minus debits, kept by the transfer trigger in the
 * transfer's transaction; an account with `noOverdraft` never goes below zero (a CHECK).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serialId(),
    /** `wallet:{memberId}`, `earnings:{channelIdx}`, `platform:gems`, `clearing:{provider}:{CUR}`... */
    code: text('code').notNull().unique(),
    /** `GEM`, or the ISO currency of a money account (minor units). */
    unit: text('unit').notNull(),
    kind: text('kind').notNull(),
    memberId: integer('member_id'),
    channelId: integer('channel_id'),
    /** TigerBeetle's `debits_must_not_exceed_credits`. */
    noOverdraft: boolean('no_overdraft').notNull(),
    balance: big('balance').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_accounts_overdraft', sql`not ${t.noOverdraft} or ${t.balance} >= 0`),
    index('ledger_accounts_member').on(t.memberId),
  ],
)

/**
 * A transfer of `amount` (> 0) of `unit` from the debit account to the credit account. The
 * transfers of one operation share a `batch` (TigerBeetle's linked transfers: all or none, in
 * one transaction). The balances after it are recorded by the trigger. Ids of members and
 * channels are kept as plain numbers: a ledger row outlives what it names.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batch: text('batch').notNull(),
    /** `purchase`, `cheer`, `refund`, `pledge`, `release`, `mission`, `subscription`, `gift`. */
    kind: text('kind').notNull(),
    unit: text('unit').notNull(),
    amount: big('amount').notNull(),
    debitAccountId: integer('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: integer('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    debitBalance: big('debit_balance'),
    creditBalance: big('credit_balance'),
    orderNo: text('order_no'),
    /** The member who acted (the buyer, the cheering member). */
    memberId: integer('member_id'),
    /** The channel they acted as (a cheer's supporter). */
    actorChannelId: integer('actor_channel_id'),
    /** The channel gems went to. */
    channelId: integer('channel_id'),
    /** A cheer's GEMS chat entry. */
    logIdentity: text('log_identity'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_transfers_amount', sql`${t.amount} > 0`),
    check('ledger_transfers_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    // One purchase credit and one refund per order and unit, whoever delivers the webhook.
    uniqueIndex('ledger_transfers_order')
      .on(t.orderNo, t.kind, t.unit)
      .where(sql`${t.orderNo} is not null`),
    // An account's movements, newest first, in a date range (a wallet, earnings by day).
    index('ledger_transfers_debit').on(t.debitAccountId, t.createdAt),
    index('ledger_transfers_credit').on(t.creditAccountId, t.createdAt),
    // The gifter bit and the supporters of a channel.
    index('ledger_transfers_cheers')
      .on(t.channelId, t.actorChannelId)
      .where(sql`${t.kind} = 'cheer'`),
  ],
)

/**
 * The first outcome of a money-moving request by its idempotency key, per member and call
 * (`scope`): a retry answers it again; `requestHash` tells a retry from a reused key. `status`
 * 0 while the first request runs (its transaction holds the row).
 */
export const itemIdempotency = pgTable(
  'item_idempotency',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull().default(0),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
)

/**
 * An order and its checkout at the provider: a gem pack (`gem`), a regular subscription's first
 * period (`subscription`: `channelId` the channel, `gem` 0) or a gift of subscriptions
 * (`subscription-voucher`: `giftId` the gift).
 */
export const itemOrders = pgTable(
  'item_orders',
  {
    orderNo: text('order_no').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    itemType: text('item_type').notNull().default('gem'),
    channelId: integer('channel_id'),
    giftId: integer('gift_id'),
    packId: text('pack_id').notNull(),
    gem: integer('gem').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    region: text('region').notNull(),
    provider: text('provider').notNull(),
    sessionId: text('session_id').unique(),
    checkoutUrl: text('checkout_url'),
    /** PENDING, SUCCESS, DECLINED, CANCELLED, EXPIRED, REFUNDED (the contract's statuses). */
    status: text('status').notNull().default('PENDING'),
    /** The provider's payment (Stripe's payment intent), for a refund. */
    paymentRef: text('payment_ref'),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
    updatedAt: updatedAt(),
  },
  (t) => [index('item_orders_member').on(t.memberId, t.createdAt)],
)

/** Every verified provider event, once: a replay finds its row and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderNo: text('order_no'),
    /** What the event did: `credited`, `declined`, `expired`, `ignored`... */
    outcome: text('outcome').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
)

/** A checkout session of the local provider (the server's own test checkout page). */
export const localCheckoutSessions = pgTable('local_checkout_sessions', {
  id: text('id').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  /** `payment` (one charge) or `subscription` (a monthly charge until cancelled), as Stripe's. */
  mode: text('mode').notNull().default('payment'),
  /** The subscription a paid `subscription` session started (`sub_local_…`). */
  subscriptionRef: text('subscription_ref'),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  itemName: text('item_name').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** `open`, `complete`, `expired` (Stripe's). */
  status: text('status').notNull().default('open'),
  paymentIntent: text('payment_intent').notNull(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
})

/**
 * A subscription at the local provider (a stand-in for Stripe Billing): the card it charges
 * each month (Stripe's test cards: the approving one pays, the declining one fails), its
 * current period, and whether it stops at the period's end. The local renewal job charges it
 * on the server's clock and tells the server by signed `invoice.*` webhooks.
 */
export const localSubscriptions = pgTable(
  'local_subscriptions',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    card: text('card').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    itemName: text('item_name').notNull(),
    /** `active`, `past_due`, `canceled` (Stripe's). */
    status: text('status').notNull().default('active'),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Invoices charged so far (the first is the checkout's). */
    invoices: counter('invoices'),
    createdAt: createdAt(),
  },
  (t) => [
    index('local_subscriptions_due').on(t.currentPeriodEnd).where(sql`${t.status} <> 'canceled'`),
  ],
)

/**
 * The local provider's webhook deliveries, kept until the server's webhook route answers 2xx
 * (Stripe retries for days; this one every few seconds, then less often).
 */
export const localWebhookOutbox = pgTable(
  'local_webhook_outbox',
  {
    eventId: text('event_id').primaryKey(),
    /** The event as signed and sent, byte for byte. */
    payload: text('payload').notNull(),
    attempts: counter('attempts'),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    deliveredAt: at('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('local_webhook_outbox_due').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`),
  ],
)

/** A channel signed up for monetization: it takes gems and subscriptions. */
export const channelMonetization = pgTable('channel_monetization', {
  channelId: channelKey(),
  termsVersion: text('terms_version').notNull(),
  agreedByMemberId: integer('agreed_by_member_id').notNull(),
  agreedAt: at('agreed_at').notNull().defaultNow(),
})

/** A streamer's signature gem: a cheer of exactly `gem` plays the special alert. */
export const signatureGems = pgTable(
  'signature_gems',
  {
    id: serialId(),
    channelId: channelRef(),
    gem: integer('gem').notNull(),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('signature_gems_amount').on(t.channelId, t.gem)],
)
