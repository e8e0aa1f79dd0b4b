import { randomBytes } from 'node:crypto'
import type { SocialPlatform } from '@airwave/sdk/contract'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { members, socialLinks } from '../../db/schema'
import { conflict, unauthorized } from '../../http/httpError'
import { hashPassword } from '../passwords'
import { findMemberByEmail } from '../signIn'
import { sha256 } from '../tokens'

// Linked social accounts: who a provider's subject is, a member's links, and the account a
// social sign-up creates.

type MemberRow = typeof members.$inferSelect

export const linkedElsewhere = () =>
  conflict('This social account is linked to another member', 'SOC10001')

/**
 * The live member a platform's subject is linked to. A link of a withdrawn account is dropped
 * on the way: the social account is free again.
 */
export async function memberOfSubject(
  db: Db,
  platform: SocialPlatform,
  subject: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select({ link: socialLinks, member: members })
    .from(socialLinks)
    .innerJoin(members, eq(members.id, socialLinks.memberId))
    .where(and(eq(socialLinks.platform, platform), eq(socialLinks.subject, subject)))
  if (!row) return undefined
  if (row.member.deletedAt) {
    await db.delete(socialLinks).where(eq(socialLinks.id, row.link.id))
    return undefined
  }
  return row.member
}

/** A member's links, oldest first. */
export async function linksOf(db: Db, memberId: number) {
  return db
    .select()
    .from(socialLinks)
    .where(eq(socialLinks.memberId, memberId))
    .orderBy(asc(socialLinks.id))
}

/**
 * Whether the member can sign in without a linked account: e-mail members always; a social
 * member once they set a password (the reset password flow).
 */
export const hasPassword = (member: Pick<MemberRow, 'socialPlatform' | 'passwordChangedAt'>) =>
  member.socialPlatform === null || member.passwordChangedAt !== null

/**
 * Links a subject to a member: SOC10001 when it is another member's, SOC10002 when the member
 * has an account of that platform linked already. Linking the same one again changes nothing.
 */
export async function linkSubject(
  db: Db,
  memberId: number,
  identity: { platform: SocialPlatform; subject: string; email: string | null },
): Promise<void> {
  const owner = await memberOfSubject(db, identity.platform, identity.subject)
  if (owner && owner.id !== memberId) throw linkedElsewhere()
  if (owner) return
  const [existing] = await db
    .select({ id: socialLinks.id })
    .from(socialLinks)
    .where(and(eq(socialLinks.memberId, memberId), eq(socialLinks.platform, identity.platform)))
  if (existing) {
    throw conflict(`Another ${identity.platform} account is linked already`, 'SOC10002')
  }
  try {
    await db.insert(socialLinks).values({ memberId, ...identity })
  } catch (error) {
    // Linked meanwhile by a concurrent flow.
    if (String((error as { cause?: unknown })?.cause ?? error).includes('social_links')) {
      throw linkedElsewhere()
    }
    throw error
  }
}

/** Links a member has; the unlink refuses the last one of an account without a password. */
export async function countLinks(db: Db, memberId: number): Promise<number> {
  return db.$count(socialLinks, eq(socialLinks.memberId, memberId))
}

/**
 * The e-mail a social account signs up with: the provider's verified address when no member
 * uses it, else an address of ours that no mail reaches (`.invalid`), unique to the subject.
 */
export async function signUpEmail(
  db: Db,
  platform: SocialPlatform,
  subject: string,
  email: string | null,
  emailVerified: boolean,
): Promise<string> {
  const address = email?.trim().toLowerCase()
  if (address && emailVerified && !(await findMemberByEmail(db, address))) return address
  return `${platform}-${sha256(`${platform}:${subject}`).slice(0, 20)}@social.airwave.invalid`
}

/**
 * Creates a social member and its link in one transaction. The password is random and never
 * told: the member signs in with the provider until they set one (reset password).
 */
export async function createSocialMember(
  db: Db,
  input: {
    platform: SocialPlatform
    subject: string
    email: string
    linkEmail: string | null
    birthDate: string
  },
): Promise<number> {
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'))
  try {
    return await db.transaction(async (tx) => {
      const [member] = await tx
        .insert(members)
        .values({
          email: input.email,
          passwordHash,
          birthDate: input.birthDate,
          socialPlatform: input.platform,
        })
        .returning({ id: members.id })
      if (!member) throw new Error('member insert returned nothing')
      await tx.insert(socialLinks).values({
        memberId: member.id,
        platform: input.platform,
        subject: input.subject,
        email: input.linkEmail,
      })
      return member.id
    })
  } catch (error) {
    const text = String((error as { cause?: unknown })?.cause ?? error)
    if (text.includes('social_links')) throw linkedElsewhere()
    if (text.includes('members_email_live')) {
      throw conflict('This e-mail is already registered', 'CONFLICT')
    }
    throw error
  }
}

/** Removes a member's account that a failed sign-up left without a channel. */
export async function removeMember(db: Db, memberId: number): Promise<void> {
  await db.delete(members).where(and(eq(members.id, memberId), isNull(members.activeChannelId)))
}

/** The member's account row; 401 when it is gone (withdrawn meanwhile). */
export async function liveMember(db: Db, memberId: number): Promise<MemberRow> {
  const [row] = await db.select().from(members).where(eq(members.id, memberId))
  if (!row || row.deletedAt) throw unauthorized('The account no longer exists')
  return row
}

/** Removes one of the member's links. */
export async function unlinkAccount(db: Db, memberId: number, thirdPartyIdx: number) {
  await db
    .delete(socialLinks)
    .where(and(eq(socialLinks.id, thirdPartyIdx), eq(socialLinks.memberId, memberId)))
}
