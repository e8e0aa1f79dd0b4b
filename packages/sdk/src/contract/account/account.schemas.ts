import * as z from 'zod/mini'
import { int32 } from '../../core/int32'

/** Digits in an e-mail verification code. */
export const VERIFICATION_CODE_LENGTH = 6
/** Seconds an e-mail verification code stays valid (the 05:00 timer). */
export const VERIFICATION_CODE_TTL_S = 300

// Structural limits only; the detailed rules (allowed scripts, runs, e-mail overlap) live in
// the account rule functions, which give the UI its per-rule messages.
const email = z.string().check(z.minLength(3), z.maxLength(254))
const password = z.string().check(z.minLength(8), z.maxLength(30))
const channelId = z.string().check(z.minLength(4), z.maxLength(15), z.regex(/^[A-Za-z0-9]+$/))
const nickname = z.string().check(z.minLength(2), z.maxLength(20))

// The session's tokens are the core's (the session and token stores use them); the account
// calls answer them.
export { type TokenPair, tokenPairSchema } from '../../core/tokenPair'

/**
 * The server's password check: submit proceeds only when all three are true.
 *
 * @example
 * const ok = Object.values(await client.account.checkPassword({ email, password })).every(Boolean)
 */
export const passwordCheckSchema = z.object({
  isCombinationAndLength: z.boolean(),
  isNotContinueChar: z.boolean(),
  isNotIncludeForbiddenWord: z.boolean(),
})
export type PasswordCheck = z.output<typeof passwordCheckSchema>

/**
 * Sign-up: e-mail, the 6-digit code sent to it, password, birth date and accepted terms.
 *
 * @example
 * await client.account.signUp({ email, number: '123456', password, year: 1990, month: 4, day: 2, termsCheck: true })
 */
export const signUpSchema = z.object({
  email,
  number: z.string().check(z.regex(/^\d{6}$/)),
  password,
  year: int32(1900, 2100),
  month: int32(1, 12),
  day: int32(1, 31),
  termsCheck: z.literal(true),
})
export type SignUp = z.input<typeof signUpSchema>

/**
 * E-mail and password, for sign-in, the credential check and the password rule check.
 *
 * @example
 * await client.account.signIn({ email: 'neo@example.com', password: 'Secret#123' })
 */
export const credentialsSchema = z.object({ email, password: z.string().check(z.minLength(1)) })
export type Credentials = z.input<typeof credentialsSchema>

/**
 * A new channel's id (4-15 letters and digits) and nickname (2-20 characters).
 *
 * @example
 * await client.account.createChannel({ channelId: 'neo42', nickname: 'Neo' })
 */
export const newChannelSchema = z.object({ channelId, nickname })
export type NewChannel = z.input<typeof newChannelSchema>

/**
 * Availability check of a channel id and/or nickname before creating the channel.
 *
 * @example
 * await client.account.checkChannel({ channelId: 'neo42' }) // throws CHA30007 when taken
 */
export const channelCheckSchema = z.partial(newChannelSchema)
export type ChannelCheck = z.input<typeof channelCheckSchema>

/**
 * Password change; the new password must pass the rules and differ from the current one.
 *
 * @example
 * await client.account.changePassword({ currentPassword, changePassword })
 */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().check(z.minLength(1)),
  changePassword: password,
})
export type PasswordChange = z.input<typeof passwordChangeSchema>

/**
 * Password reset with the code e-mailed to the member.
 *
 * @example
 * await client.account.resetPassword({ email, resetPassword, verificationNumber: '123456' })
 */
export const passwordResetSchema = z.object({
  email,
  resetPassword: password,
  verificationNumber: z.string().check(z.regex(/^\d{6}$/)),
})
export type PasswordReset = z.input<typeof passwordResetSchema>

/**
 * Withdrawal: the termination terms must be accepted, with a reason code and an optional memo.
 *
 * @example
 * await client.account.deleteAccount({ isTermsTerminationAccepted: true, unRegisterReason: { code: '3' } })
 */
export const withdrawalSchema = z.object({
  isTermsTerminationAccepted: z.literal(true),
  unRegisterReason: z.object({
    code: z.union([z.string(), int32()]),
    memo: z.optional(z.string().check(z.maxLength(1000))),
  }),
  /**
   * The account's password, asked again (ours: the spec's body has none): an access token alone
   * does not withdraw an account. An account made with a social sign-in sends none and needs a
   * sign-in of the last 10 minutes instead (else 403 REAUTH_REQUIRED).
   */
  password: z.optional(z.string().check(z.maxLength(100))),
})
export type Withdrawal = z.input<typeof withdrawalSchema>

/**
 * A reason offered in the withdrawal form (shape not shown in the spec: code and label).
 *
 * @example
 * const reasons = await client.account.listUnregisterReasons()
 */
export const unregisterReasonSchema = z.object({
  code: z.union([z.string(), z.number()]),
  reason: z.optional(z.string()),
})
export type UnregisterReason = z.output<typeof unregisterReasonSchema>

/**
 * A linked social account (only `thirdPartyIdx` is in the spec).
 *
 * @example
 * await client.account.unlinkThirdParty(link.thirdPartyIdx)
 */
export const thirdPartyLinkSchema = z.object({
  thirdPartyIdx: z.number(),
  socialPlatform: z.optional(z.string()),
  email: z.optional(z.nullable(z.string())),
  createDate: z.optional(z.string()),
})
export type ThirdPartyLink = z.output<typeof thirdPartyLinkSchema>

/**
 * A device or app signed in to the account (shape not shown in the spec).
 *
 * @example
 * await client.account.logoutClient({ clientId: device.clientId })
 */
export const signedInClientSchema = z.object({
  clientId: z.string(),
  clientType: z.optional(z.string()),
  lastAccessDate: z.optional(z.string()),
})
export type SignedInClient = z.output<typeof signedInClientSchema>

/**
 * A checked verification code: whether an account already uses the address (told only to whoever
 * read the code, so it reveals nothing to a stranger).
 *
 * @example
 * const { registered } = await client.account.checkVerification({ email, number: '123456' })
 */
export const verificationCheckSchema = z.object({ registered: z.boolean() })
export type VerificationCheck = z.output<typeof verificationCheckSchema>

/**
 * A channel the member owns, and whether it is the one they act as.
 *
 * @example
 * const channels = await client.account.listMyChannels()
 */
export const ownChannelSchema = z.object({
  channelId: z.string(),
  nickname: z.string(),
  channelProfileImg: z.optional(z.nullable(z.string())),
  active: z.boolean(),
  blocked: z.optional(z.boolean()),
  createDate: z.optional(z.string()),
})
export type OwnChannel = z.output<typeof ownChannelSchema>
