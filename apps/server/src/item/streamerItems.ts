import {
  ITEM_ERRORS,
  type Monetization,
  SIGNATURE_GEM_LIMIT,
  type SignatureGem,
} from '@airwave/sdk/contract'
import { and, asc, count, eq, ne } from 'drizzle-orm'
import type { Db } from '../db/database'
import { channelMonetization, signatureGems } from '../db/schema'
import type { AuthChannel } from '../http/auth'
import { conflict, forbidden, notFound } from '../http/httpError'
import { isMonetized } from './itemGate'

// The streamer's own settings of gems: the monetization sign-up and the signature gems. Each
// acts on the caller's acting channel, which is always their own (the token's channel).

/** A channel's monetization. @example await monetizationOf(db, channel) */
export async function monetizationOf(db: Db, channel: AuthChannel): Promise<Monetization> {
  const [row] = await db
    .select()
    .from(channelMonetization)
    .where(eq(channelMonetization.channelId, channel.idx))
  return {
    channelId: channel.channelId,
    isMonetize: row !== undefined,
    termsVersion: row?.termsVersion ?? null,
    agreeDate: row?.agreedAt.toISOString() ?? null,
  }
}

/**
 * Signs a channel up for monetization with the terms agreed to (again: nothing changes).
 *
 * @example await signUpMonetization(db, channel, member.id, MONETIZE_TERMS_VERSION)
 */
export async function signUpMonetization(
  db: Db,
  channel: AuthChannel,
  memberId: number,
  termsVersion: string,
): Promise<Monetization> {
  await db
    .insert(channelMonetization)
    .values({ channelId: channel.idx, termsVersion, agreedByMemberId: memberId })
    .onConflictDoNothing()
  return monetizationOf(db, channel)
}

const toSignature = (row: typeof signatureGems.$inferSelect): SignatureGem => ({
  signatureGemIdx: row.id,
  gem: row.gem,
  title: row.title,
})

/** A channel's signature gems, smallest first. @example await signatureGemsOf(db, channel.id) */
export async function signatureGemsOf(db: Db, channelIdx: number): Promise<SignatureGem[]> {
  const rows = await db
    .select()
    .from(signatureGems)
    .where(eq(signatureGems.channelId, channelIdx))
    .orderBy(asc(signatureGems.gem))
  return rows.map(toSignature)
}

const taken = () =>
  conflict('The channel has a signature gem of this amount', ITEM_ERRORS.signatureGemTaken)

async function requireMonetized(db: Db, channel: AuthChannel) {
  if (!(await isMonetized(db, channel.idx))) {
    throw forbidden('Sign up for monetization first', ITEM_ERRORS.notMonetized)
  }
}

async function amountFree(db: Db, channelIdx: number, gem: number, except = -1) {
  const [row] = await db
    .select({ id: signatureGems.id })
    .from(signatureGems)
    .where(
      and(
        eq(signatureGems.channelId, channelIdx),
        eq(signatureGems.gem, gem),
        ne(signatureGems.id, except),
      ),
    )
  if (row) throw taken()
}

/**
 * Adds a signature gem to a monetized channel (ITE10000 before): one per amount (409
 * ITE20008), at most {@link SIGNATURE_GEM_LIMIT} (409 ITE20009).
 *
 * @example await addSignatureGem(db, channel, { gem: 777, title: 'Lucky sevens' })
 */
export async function addSignatureGem(
  db: Db,
  channel: AuthChannel,
  input: { gem: number; title: string },
): Promise<SignatureGem> {
  await requireMonetized(db, channel)
  const [held] = await db
    .select({ n: count() })
    .from(signatureGems)
    .where(eq(signatureGems.channelId, channel.idx))
  if ((held?.n ?? 0) >= SIGNATURE_GEM_LIMIT) {
    throw conflict(
      `A channel keeps at most ${SIGNATURE_GEM_LIMIT} signature gems`,
      ITEM_ERRORS.signatureGemLimit,
    )
  }
  await amountFree(db, channel.idx, input.gem)
  const [row] = await db
    .insert(signatureGems)
    .values({ channelId: channel.idx, gem: input.gem, title: input.title })
    .onConflictDoNothing()
    .returning()
  if (!row) throw taken()
  return toSignature(row)
}

/** Changes a signature gem of the channel (another channel's is 404). */
export async function updateSignatureGem(
  db: Db,
  channel: AuthChannel,
  signatureGemIdx: number,
  input: { gem?: number | undefined; title?: string | undefined },
): Promise<SignatureGem> {
  await requireMonetized(db, channel)
  const mine = and(eq(signatureGems.id, signatureGemIdx), eq(signatureGems.channelId, channel.idx))
  if (input.gem === undefined && input.title === undefined) {
    const [row] = await db.select().from(signatureGems).where(mine)
    if (!row) throw notFound('No such signature gem')
    return toSignature(row)
  }
  if (input.gem !== undefined) await amountFree(db, channel.idx, input.gem, signatureGemIdx)
  const [row] = await db
    .update(signatureGems)
    .set({
      ...(input.gem === undefined ? {} : { gem: input.gem }),
      ...(input.title === undefined ? {} : { title: input.title }),
    })
    .where(mine)
    .returning()
  if (!row) throw notFound('No such signature gem')
  return toSignature(row)
}

/** Removes a signature gem of the channel (another channel's is 404). */
export async function deleteSignatureGem(
  db: Db,
  channel: AuthChannel,
  signatureGemIdx: number,
): Promise<void> {
  const removed = await db
    .delete(signatureGems)
    .where(and(eq(signatureGems.id, signatureGemIdx), eq(signatureGems.channelId, channel.idx)))
    .returning({ id: signatureGems.id })
  if (removed.length === 0) throw notFound('No such signature gem')
}
