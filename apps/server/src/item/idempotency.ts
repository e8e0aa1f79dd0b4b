import { createHash } from 'node:crypto'
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, ITEM_ERRORS } from '@airwave/sdk/contract'
import { and, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/database'
import { itemIdempotency } from '../db/schema'
import type { Tx } from '../db/transaction'
import { badRequest, conflict, HttpError } from '../http/httpError'

// Idempotent writes, as Stripe's API has them: the caller sends a key with a money-moving
// request; the first outcome (an answer, or a refusal decided inside the write) is stored with
// the key in the write's own transaction, and a retry with the key gets it again without
// writing anything. A key reused for another request (another body, another path) is refused.
// Refusals decided before the write (a malformed body, a rate limit) are not stored.

/** The key of a request, per member and call. */
export interface IdempotencyClaim {
  /** The call and the member: `cheer:12`. A key names a request of one member only. */
  scope: string
  key: string
  /** The request's parameters, hashed: a retry must carry the same. */
  hash: string
}

/**
 * The idempotency key a request carries (400 ITE20010 without one, 400 for one that is not 1
 * to 255 printable ASCII characters).
 *
 * @example const key = idempotencyKeyOf(request)
 */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER]
  if (key === undefined) {
    throw badRequest(
      `Send an ${IDEMPOTENCY_KEY_HEADER} header: this call moves gems`,
      ITEM_ERRORS.idempotencyKeyRequired,
    )
  }
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw badRequest(`${IDEMPOTENCY_KEY_HEADER}: 1 to 255 printable ASCII characters, no spaces`)
  }
  return key
}

/** A stable hash of a request's parameters (keys sorted). @example requestHash({ gem: 5, to: 'airwave' }) */
export function requestHash(value: Record<string, unknown>): string {
  const sorted = Object.keys(value)
    .sort()
    .map((key) => [key, value[key] ?? null])
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex')
}

const reused = () =>
  conflict(
    'This idempotency key was sent with another request: use a new key for a new request',
    ITEM_ERRORS.idempotencyKeyReused,
  )

/** What a key's first request left: `status` 0 while it has not finished. */
export interface StoredOutcome {
  status: number
  answer: unknown
}

/**
 * Claims a key in the caller's transaction: `undefined` when it is new (the row is now held
 * until the transaction ends: a concurrent request with the same key waits for it), else what
 * its first request stored. A key of another request: 409 ITE20002.
 *
 * @example const prior = await claimKey(tx, claim)
 */
export async function claimKey(
  tx: Tx | Db,
  claim: IdempotencyClaim,
): Promise<StoredOutcome | undefined> {
  const [fresh] = await tx
    .insert(itemIdempotency)
    .values({ scope: claim.scope, key: claim.key, requestHash: claim.hash })
    .onConflictDoNothing()
    .returning({ status: itemIdempotency.status })
  if (fresh) return undefined
  const [prior] = await tx
    .select()
    .from(itemIdempotency)
    .where(and(eq(itemIdempotency.scope, claim.scope), eq(itemIdempotency.key, claim.key)))
  if (!prior) throw new Error('An idempotency key vanished')
  if (prior.requestHash !== claim.hash) throw reused()
  return { status: prior.status, answer: prior.answer }
}

/**
 * The finished outcome of a key, read before any check, so a retry is answered as the first
 * request was even when the checks would now say otherwise; `undefined` for a new key (or one
 * still running). A key of another request: 409 ITE20002.
 *
 * @example const prior = await storedOutcome<CheerResult>(db, claim); if (prior) return prior.answer()
 */
export async function storedOutcome<A>(
  db: Db,
  claim: IdempotencyClaim,
): Promise<{ answer(): A } | undefined> {
  const [prior] = await db
    .select()
    .from(itemIdempotency)
    .where(and(eq(itemIdempotency.scope, claim.scope), eq(itemIdempotency.key, claim.key)))
  if (!prior || prior.status === 0) return undefined
  if (prior.requestHash !== claim.hash) throw reused()
  return { answer: () => replay<A>({ status: prior.status, answer: prior.answer }) }
}

/** Stores a key's outcome. @example await settleKey(tx, claim, { status: 200, answer }) */
export async function settleKey(
  tx: Tx | Db,
  claim: IdempotencyClaim,
  outcome: StoredOutcome,
): Promise<void> {
  await tx
    .update(itemIdempotency)
    .set({ status: outcome.status, answer: outcome.answer })
    .where(and(eq(itemIdempotency.scope, claim.scope), eq(itemIdempotency.key, claim.key)))
}

/** The stored outcome again: its answer, or its refusal thrown as it was first. */
export function replay<A>(outcome: StoredOutcome): A {
  if (outcome.status === 200) return outcome.answer as A
  if (outcome.status === 0) throw conflict('A request with this key is still running: ask again')
  const { code, message } = (outcome.answer ?? {}) as { code?: string; message?: string }
  throw new HttpError(outcome.status, code ?? 'CONFLICT', message ?? 'Refused')
}

/** A refusal the first request got, stored with its key (a business rule, not a fault). */
const storable = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500

/**
 * Runs a money-moving write once per key: in one transaction, claims the key, runs `work` (in
 * a savepoint, so a refusal it throws undoes its writes but is stored), stores the answer or
 * the refusal, commits. A retry gets the stored outcome; `after` (the pushes: chat, alerts) runs
 * only for the first.
 *
 * @example
 * const answer = await idempotent(db, claim, async (tx) => ({ answer: await cheerIn(tx), after: push }))
 */
export async function idempotent<A>(
  db: Db,
  claim: IdempotencyClaim,
  work: (tx: Tx) => Promise<{ answer: A; after?: () => void }>,
): Promise<A> {
  const outcome = await db.transaction(async (tx) => {
    const prior = await claimKey(tx, claim)
    if (prior) return { kind: 'prior' as const, prior }
    try {
      const done = await tx.transaction((savepoint) => work(savepoint))
      await settleKey(tx, claim, { status: 200, answer: done.answer })
      return { kind: 'done' as const, done }
    } catch (error) {
      if (!storable(error)) throw error
      await settleKey(tx, claim, {
        status: error.statusCode,
        answer: { code: error.code, message: error.message },
      })
      return { kind: 'refused' as const, refused: error }
    }
  })
  if (outcome.kind === 'prior') return replay<A>(outcome.prior)
  if (outcome.kind === 'refused') throw outcome.refused
  outcome.done.after?.()
  return outcome.done.answer
}
