import type { SocialIntent, SocialPlatform } from '@airwave/sdk/contract'
import { and, desc, eq, gt, lt, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { socialFlows } from '../../db/schema'

// The social flows' rows: created by the authorization request, verified by the callback,
// decided by the check, finished by the sign-up. Each step finds its row only in the stage
// before it, in this browser, before it expires: a replayed step finds nothing.

/** From the authorization request to the check: the member is at the provider meanwhile. */
const FLOW_TTL_MS = 10 * 60_000
/** A sign-up waits this long for its agreement and channel. */
export const SIGN_UP_TTL_MS = 30 * 60_000

export type SocialFlow = typeof socialFlows.$inferSelect
type Stage = 'authorizing' | 'verified' | 'sign-up' | 'done'

export interface NewFlow {
  state: string
  platform: SocialPlatform
  intent: SocialIntent
  memberId: number | null
  bindingHash: string
  nonce: string
  codeVerifier: string
  redirectUri: string
  returnPath: string
}

/** Stores a flow starting now; expired flows of every browser are dropped on the way. */
export async function createFlow(db: Db, flow: NewFlow, now = new Date()): Promise<void> {
  await db.delete(socialFlows).where(lt(socialFlows.expiresAt, now))
  await db.insert(socialFlows).values({ ...flow, expiresAt: new Date(now.getTime() + FLOW_TTL_MS) })
}

/** The unexpired flow of the platform at `stage` that `match` finds. */
async function flowAt(db: Db, platform: SocialPlatform, stage: Stage, match: SQL | undefined) {
  const [row] = await db
    .select()
    .from(socialFlows)
    .where(
      and(
        match,
        eq(socialFlows.platform, platform),
        eq(socialFlows.stage, stage),
        gt(socialFlows.expiresAt, new Date()),
      ),
    )
  return row
}

/** The flow waiting for the provider's answer under `state`. */
export async function authorizingFlow(db: Db, platform: SocialPlatform, state: string) {
  return flowAt(db, platform, 'authorizing', eq(socialFlows.state, state))
}

/** Forgets a flow (a failed or refused step: it cannot be tried again). */
export async function dropFlow(db: Db, id: number): Promise<void> {
  await db.delete(socialFlows).where(eq(socialFlows.id, id))
}

/**
 * Records the verified identity and the hash of the one-time social token; only a flow still
 * waiting moves on (a second callback with the same state finds it taken).
 */
export async function verifyFlow(
  db: Db,
  id: number,
  identity: {
    subject: string
    email: string | null
    emailVerified: boolean
    name: string | null
    tokenHash: string
  },
  now = new Date(),
): Promise<boolean> {
  const moved = await db
    .update(socialFlows)
    .set({ ...identity, stage: 'verified', expiresAt: new Date(now.getTime() + FLOW_TTL_MS) })
    .where(and(eq(socialFlows.id, id), eq(socialFlows.stage, 'authorizing')))
    .returning({ id: socialFlows.id })
  return moved.length === 1
}

/** The verified flow of a social token, in this browser. */
export async function verifiedFlow(
  db: Db,
  platform: SocialPlatform,
  tokenHash: string,
  bindingHash: string,
) {
  const match = and(eq(socialFlows.tokenHash, tokenHash), eq(socialFlows.bindingHash, bindingHash))
  return flowAt(db, platform, 'verified', match)
}

/**
 * Moves a flow from one stage to the next; false when another request moved it first (the
 * same token checked twice at once signs in once).
 */
export async function moveFlow(
  db: Db,
  id: number,
  from: Stage,
  to: Stage,
  expiresAt?: Date,
): Promise<boolean> {
  const moved = await db
    .update(socialFlows)
    .set({ stage: to, ...(expiresAt ? { expiresAt } : {}) })
    .where(and(eq(socialFlows.id, id), eq(socialFlows.stage, from)))
    .returning({ id: socialFlows.id })
  return moved.length === 1
}

/** The newest sign-up waiting in this browser. */
export async function pendingSignUp(db: Db, bindingHash: string) {
  const [row] = await db
    .select()
    .from(socialFlows)
    .where(
      and(
        eq(socialFlows.bindingHash, bindingHash),
        eq(socialFlows.stage, 'sign-up'),
        gt(socialFlows.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(socialFlows.id))
    .limit(1)
  return row
}
