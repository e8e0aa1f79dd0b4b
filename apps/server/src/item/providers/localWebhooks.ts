import { createHmac, randomBytes } from 'node:crypto'
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { localWebhookOutbox } from '../../db/schema'
import type { Tx } from '../../db/transaction'

// The local provider's webhook deliveries, made as Stripe makes them: the event is stored
// (an outbox, in the transaction that decided it), then POSTed to the server's webhook route
// with a fresh `Stripe-Signature` at each attempt, and retried until the route answers 2xx:
// after a crash or a refusal the delivery goes again, and the route's idempotency makes it
// count once.

/** The API version the local events say they follow (Stripe's field; not read). */
const API_VERSION = 'airwave-local'
/** Backoff between attempts: 1 s, 2 s, 4 s… at most a minute (chosen). */
const MAX_BACKOFF_MS = 60_000
/** How long one delivery may take before it counts as failed. */
const DELIVERY_TIMEOUT_MS = 10_000

/**
 * `Stripe-Signature` of a payload: `t={unix seconds},v1={hex HMAC-SHA256 of "t.payload"}`, as
 * Stripe signs (and as `stripe.webhooks.generateTestHeaderString` makes it).
 *
 * @example signWebhook(secret, payload) // 't=1767225600,v1=5257a8…'
 */
export function signWebhook(secret: string, payload: string, at = Date.now()): string {
  const timestamp = Math.floor(at / 1000)
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')
  return `t=${timestamp},v1=${signature}`
}

/** A Stripe-shaped id: `evt_local_…`, `cs_local_…`. */
export const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`

/**
 * Stores an event to deliver (in the caller's transaction) and answers its id.
 *
 * @example const eventId = await enqueueEvent(tx, 'checkout.session.completed', session)
 */
export async function enqueueEvent(tx: Tx | Db, type: string, object: unknown): Promise<string> {
  const id = localId('evt')
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    type,
    data: { object },
  })
  await tx.insert(localWebhookOutbox).values({ eventId: id, payload })
  return id
}

export interface DeliveryTarget {
  /** The webhook route's URL, once the server listens (undefined before). */
  url(): string | undefined
  secret: string
}

/**
 * Delivers one stored event now (a claimed row: its `next_attempt_at` is pushed forward first,
 * so two instances never send it at the same time). Answers whether the route took it.
 */
async function deliver(db: Db, target: DeliveryTarget, eventId: string): Promise<boolean> {
  const url = target.url()
  if (!url) return false
  const [row] = await db
    .update(localWebhookOutbox)
    .set({
      attempts: sql`${localWebhookOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + least(${MAX_BACKOFF_MS}, 1000 * power(2, ${localWebhookOutbox.attempts})) * interval '1 millisecond'`,
    })
    .where(
      and(
        eq(localWebhookOutbox.eventId, eventId),
        isNull(localWebhookOutbox.deliveredAt),
        lte(localWebhookOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .returning({ payload: localWebhookOutbox.payload })
  if (!row) return false
  let delivered = false
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhook(target.secret, row.payload),
        'user-agent': 'Airwave-LocalCheckout/1.0',
      },
      body: row.payload,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    })
    await response.arrayBuffer()
    delivered = response.ok
  } catch {
    delivered = false
  }
  if (delivered) {
    await db
      .update(localWebhookOutbox)
      .set({ deliveredAt: sql`now()` })
      .where(eq(localWebhookOutbox.eventId, eventId))
  }
  return delivered
}

/**
 * Delivers an event just stored, at once (the checkout page waits for it, so the buyer lands
 * on a paid order); a failure leaves it to the retry loop.
 *
 * @example await deliverNow(db, target, eventId)
 */
export const deliverNow = (db: Db, target: DeliveryTarget, eventId: string) =>
  deliver(db, target, eventId)

/**
 * Delivers every event due (those left by a failure or a crash), oldest first, a few at a time.
 *
 * @example await deliverDue(db, target)
 */
export async function deliverDue(db: Db, target: DeliveryTarget, batch = 20): Promise<number> {
  const due = await db
    .select({ eventId: localWebhookOutbox.eventId })
    .from(localWebhookOutbox)
    .where(
      and(
        isNull(localWebhookOutbox.deliveredAt),
        lte(localWebhookOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(localWebhookOutbox.createdAt))
    .limit(batch)
  let delivered = 0
  for (const { eventId } of due) if (await deliver(db, target, eventId)) delivered += 1
  return delivered
}
