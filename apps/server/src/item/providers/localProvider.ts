import { and, eq, sql } from 'drizzle-orm'
import { now } from '../../clock'
import type { Db } from '../../db/database'
import { localCheckoutSessions, localSubscriptions } from '../../db/schema'
import type { Tx } from '../../db/transaction'
import { PERIOD_MS } from '../../subscription/subscriptionPlan'
import { chargeDueSubscriptions, TEST_CARDS } from './localBilling'
import { type DeliveryTarget, deliverDue, deliverNow, enqueueEvent, localId } from './localWebhooks'
import type { PaymentProvider } from './paymentProvider'
import { verifyStripeWebhook } from './stripeEvents'

// The local provider: a stand-in for Stripe Checkout served by the server itself, so that a
// newcomer buys gems in a minute with no account anywhere, and tests pay, decline and cancel
// through a real page. It keeps its sessions in its own table and tells the server what
// happened only as Stripe does: a signed webhook to the server's webhook route.

/** How long a local checkout stays open (Stripe's default is a day; chosen shorter). */
const OPEN_MS = 60 * 60_000
/** How often the retry loop looks for deliveries due. */
const RETRY_EVERY_MS = 2_000

export type LocalSession = typeof localCheckoutSessions.$inferSelect

/** What paying with a card number did. */
type PayOutcome = 'paid' | 'declined' | 'unknown-card' | 'closed'

/**
 * The checkout page's form, as its route and its write limit name it: under `/v2`, which the
 * site's dev server forwards to the API.
 */
export const LOCAL_CHECKOUT_FORM = { method: 'POST', path: '/v2/item/checkout/local/{sessionId}' }

/** The checkout page's URL of a session. @example localCheckoutPath('cs_local_…') */
export const localCheckoutPath = (sessionId: string) =>
  LOCAL_CHECKOUT_FORM.path.replace('{sessionId}', encodeURIComponent(sessionId))

/** A card number as typed: digits kept, spaces and dashes dropped, anything else refused. */
function cardDigits(typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, '')
  return /^\d{12,19}$/.test(digits) ? digits : undefined
}

function sessionObject(session: LocalSession, status: string, paymentStatus: string) {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: session.mode,
    subscription: session.subscriptionRef,
    client_reference_id: session.orderNo,
    metadata: { orderNo: session.orderNo },
    amount_total: session.amount,
    currency: session.currency.toLowerCase(),
    payment_status: paymentStatus,
    status,
    payment_intent: session.paymentIntent,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
  }
}

export interface LocalProvider extends PaymentProvider {
  /** The session a checkout page shows, while it exists. */
  session(sessionId: string): Promise<LocalSession | undefined>
  /** Pays an open session with a card number: Stripe's test cards approve or decline. */
  pay(sessionId: string, card: string): Promise<PayOutcome>
  /**
   * Charges the subscriptions due at `at` (the server's clock) and ends those cancelled or
   * refused, each by its signed webhook; answers how many it handled. Safe to run twice or on
   * two instances at once (each row is claimed in the database).
   */
  chargeDue(at: Date): Promise<number>
  /** Stops the retry loop. */
  stop(): void
}

/**
 * The local checkout provider over the server's database, delivering its webhooks to
 * `target.url()` signed with `target.secret`.
 *
 * @example const provider = createLocalProvider(db, { url: () => webhookUrl, secret })
 */
export function createLocalProvider(db: Db, target: DeliveryTarget): LocalProvider {
  const loop = setInterval(() => {
    deliverDue(db, target).catch(() => {})
  }, RETRY_EVERY_MS)
  loop.unref()

  const find = async (sessionId: string) => {
    const [row] = await db
      .select()
      .from(localCheckoutSessions)
      .where(eq(localCheckoutSessions.id, sessionId))
    return row
  }

  /** Closes an open session and stores its event, in one transaction; then delivers it. */
  const close = async (
    sessionId: string,
    status: 'complete' | 'expired',
    event: (tx: Tx, session: LocalSession) => Promise<[string, unknown]>,
  ) => {
    const eventId = await db.transaction(async (tx) => {
      const [session] = await tx
        .update(localCheckoutSessions)
        .set({ status })
        .where(
          and(
            eq(localCheckoutSessions.id, sessionId),
            eq(localCheckoutSessions.status, 'open'),
            sql`${localCheckoutSessions.expiresAt} > now()`,
          ),
        )
        .returning()
      if (!session) return undefined
      const [type, object] = await event(tx, session)
      return enqueueEvent(tx, type, object)
    })
    if (eventId) await deliverNow(db, target, eventId)
    return eventId !== undefined
  }

  return {
    name: 'local',

    async createCheckout(request) {
      const origin = new URL(request.successUrl).origin
      await db
        .insert(localCheckoutSessions)
        .values({
          id: localId('cs'),
          orderNo: request.orderNo,
          mode: request.mode ?? 'payment',
          amount: request.amount,
          currency: request.currency,
          itemName: request.itemName,
          successUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
          paymentIntent: localId('pi'),
          expiresAt: new Date(Date.now() + OPEN_MS),
        })
        .onConflictDoNothing()
      const [session] = await db
        .select()
        .from(localCheckoutSessions)
        .where(eq(localCheckoutSessions.orderNo, request.orderNo))
      if (!session) throw new Error(`No local checkout for order ${request.orderNo}`)
      return { sessionId: session.id, url: `${origin}${localCheckoutPath(session.id)}` }
    },

    async expireCheckout(sessionId) {
      const closed = await close(sessionId, 'expired', async (_tx, s) => [
        'checkout.session.expired',
        sessionObject(s, 'expired', 'unpaid'),
      ])
      if (closed) return 'expired'
      return (await find(sessionId))?.status === 'complete' ? 'complete' : 'expired'
    },

    // The local checkout moves no money: a refund has nothing to give back.
    async refund() {},

    verifyWebhook: (payload, signature) => verifyStripeWebhook(payload, signature, target.secret),

    session: find,

    async pay(sessionId, card) {
      const session = await find(sessionId)
      if (session?.status !== 'open' || session.expiresAt <= new Date()) return 'closed'
      const digits = cardDigits(card)
      if (digits === TEST_CARDS.decline) {
        // Stripe Checkout keeps the session open after a decline and says so by an event.
        const eventId = await enqueueEvent(db, 'payment_intent.payment_failed', {
          id: session.paymentIntent,
          object: 'payment_intent',
          amount: session.amount,
          currency: session.currency.toLowerCase(),
          metadata: { orderNo: session.orderNo },
          last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
        })
        await deliverNow(db, target, eventId)
        return 'declined'
      }
      if (digits !== TEST_CARDS.approve) return 'unknown-card'
      const paid = await close(sessionId, 'complete', async (tx, s) => {
        if (s.mode !== 'subscription') {
          return ['checkout.session.completed', sessionObject(s, 'complete', 'paid')]
        }
        // The card typed here is the card on file: the renewals charge it.
        const started = now()
        const subscriptionRef = localId('sub')
        await tx.insert(localSubscriptions).values({
          id: subscriptionRef,
          orderNo: s.orderNo,
          card: digits,
          amount: s.amount,
          currency: s.currency,
          itemName: s.itemName,
          currentPeriodStart: started,
          currentPeriodEnd: new Date(started.getTime() + PERIOD_MS),
          invoices: 1,
        })
        const [completed] = await tx
          .update(localCheckoutSessions)
          .set({ subscriptionRef })
          .where(eq(localCheckoutSessions.id, s.id))
          .returning()
        return ['checkout.session.completed', sessionObject(completed ?? s, 'complete', 'paid')]
      })
      return paid ? 'paid' : 'closed'
    },

    async cancelSubscription(subscriptionRef) {
      await db
        .update(localSubscriptions)
        .set({ cancelAtPeriodEnd: true })
        .where(eq(localSubscriptions.id, subscriptionRef))
    },

    chargeDue: (at) => chargeDueSubscriptions(db, target, at),

    stop: () => clearInterval(loop),
  }
}
