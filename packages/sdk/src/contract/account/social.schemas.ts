import * as z from 'zod/mini'
import { tokenPairSchema } from '../../core/tokenPair'
import { thirdPartyLinkSchema } from './account.schemas'

/**
 * The social platforms a member signs in with (accounts-platform.md section 1), in the order
 * the sign-in buttons show them.
 *
 * @example SOCIAL_PLATFORMS.includes('google') // true
 */
export const SOCIAL_PLATFORMS = ['google', 'apple', 'facebook'] as const
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number]

/** @example z.parse(socialPlatformSchema, 'apple') */
export const socialPlatformSchema = z.enum(SOCIAL_PLATFORMS)

/**
 * Whether a value names a social platform, for a route's `{platform}` segment.
 *
 * @example isSocialPlatform('google') // true; isSocialPlatform('myspace') // false
 */
export function isSocialPlatform(value: unknown): value is SocialPlatform {
  return typeof value === 'string' && (SOCIAL_PLATFORMS as readonly string[]).includes(value)
}

/**
 * What a social flow is for: signing in (or up), linking the provider to the signed-in
 * member, or re-verifying the signed-in member with a provider already linked (`check=true`).
 */
export const SOCIAL_INTENTS = ['login', 'link', 'check'] as const
export type SocialIntent = (typeof SOCIAL_INTENTS)[number]

/**
 * A provider the server offers. `local` marks the development stand-in (the server's own
 * OpenID provider), never present in production.
 *
 * @example const { providers } = await client.social.listProviders()
 */
export const socialProviderSchema = z.object({
  platform: socialPlatformSchema,
  local: z.boolean(),
})
export type SocialProvider = z.output<typeof socialProviderSchema>

/** Longest site path a flow returns to (the popup's page with its query). */
export const SOCIAL_RETURN_PATH_MAX = 600

/**
 * Whether a value is a path of this site to come back to: starts with one `/`, no scheme, no
 * backslash, no fragment (the server adds its own). A crafted value never sends the browser
 * elsewhere after the provider.
 *
 * @example
 * isSiteReturnPath('/login/popup/google?check=true') // true
 * isSiteReturnPath('//evil.example/') // false
 */
export function isSiteReturnPath(value: string): boolean {
  return (
    value.length <= SOCIAL_RETURN_PATH_MAX &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !/[\\#\s]/.test(value)
  )
}

/**
 * Starts a flow: the server keeps `state`, `nonce` and the PKCE verifier and answers the
 * provider's authorization address. `returnPath` is the page of this site the provider's answer
 * comes back to (with `#socialToken=…` or `#error=…`).
 *
 * @example
 * await client.social.authorize('google', { intent: 'login', returnPath: '/login/popup/google' })
 */
export const socialAuthorizeSchema = z.object({
  intent: z.enum(SOCIAL_INTENTS),
  returnPath: z
    .string()
    .check(z.refine(isSiteReturnPath, 'Expected a path of this site, like /login/popup/google')),
})
export type SocialAuthorize = z.input<typeof socialAuthorizeSchema>

/** @example const { authorizationUrl } = await client.social.authorize('google', body) */
export const socialAuthorizationSchema = z.object({ authorizationUrl: z.string() })

/**
 * What a social token turned out to be (the `check` call):
 * - `signed-in`: the account is linked to a member, who is now signed in (the session cookie
 *   holds the pair; the answer's pair has no refresh token);
 * - `sign-up`: nobody has linked it: the agreement and the channel come next;
 * - `already-registered`: nobody has linked it, but its e-mail is a member's: sign in with it
 *   and link the provider from the account page;
 * - `linked`: it is now linked to the signed-in member;
 * - `verified`: it is the signed-in member's own linked account (`check=true`).
 */
export const SOCIAL_OUTCOMES = [
  'signed-in',
  'sign-up',
  'already-registered',
  'linked',
  'verified',
] as const
export type SocialOutcome = (typeof SOCIAL_OUTCOMES)[number]

/**
 * The social check: the spec's `{ accessToken, refreshToken }`, where `accessToken` is the
 * social token the server handed the return page (never the provider's own tokens, which stay
 * on the server).
 *
 * @example await client.social.check('google', { accessToken: socialToken })
 */
export const socialCheckSchema = z.object({
  accessToken: z.string().check(z.minLength(20), z.maxLength(200)),
  refreshToken: z.optional(z.string().check(z.maxLength(200))),
})
export type SocialCheck = z.input<typeof socialCheckSchema>

/** @example const { status } = await client.social.check('google', { accessToken }) */
export const socialCheckResultSchema = z.object({
  status: z.enum(SOCIAL_OUTCOMES),
  platform: socialPlatformSchema,
  /** The provider's e-mail, when it gave a verified one. */
  email: z.optional(z.nullable(z.string())),
  /** `signed-in` only: the pair to start the session with, without its refresh token. */
  tokens: z.optional(tokenPairSchema),
})
export type SocialCheckResult = z.output<typeof socialCheckResultSchema>

/**
 * The social sign-up waiting for its agreement and channel in this browser.
 *
 * @example const pending = await client.social.getSignUp()
 */
export const socialSignUpInfoSchema = z.object({
  platform: socialPlatformSchema,
  email: z.nullable(z.string()),
  name: z.nullable(z.string()),
  expiresAt: z.string(),
})
export type SocialSignUpInfo = z.output<typeof socialSignUpInfoSchema>

const channelId = z.string().check(z.minLength(4), z.maxLength(15), z.regex(/^[A-Za-z0-9]+$/))
const nickname = z.string().check(z.minLength(2), z.maxLength(20))

/**
 * Completes a social sign-up: the accepted terms, the birth date and the new channel.
 *
 * @example
 * await client.social.signUp({ termsCheck: true, year: 1990, month: 4, day: 2, channelId: 'neo42', nickname: 'Neo' })
 */
export const socialSignUpSchema = z.object({
  termsCheck: z.literal(true),
  year: z.int().check(z.minimum(1900), z.maximum(2100)),
  month: z.int().check(z.minimum(1), z.maximum(12)),
  day: z.int().check(z.minimum(1), z.maximum(31)),
  channelId,
  nickname,
})
export type SocialSignUp = z.input<typeof socialSignUpSchema>

/**
 * A page of the member's linked social accounts.
 *
 * @example const { items } = await client.social.listLinks({ page: 1, limit: 10 })
 */
export const thirdPartyPageSchema = z.object({
  items: z.array(thirdPartyLinkSchema),
  total: z.number(),
  /** Whether the member could sign in without a linked account (a password of their own). */
  hasPassword: z.optional(z.boolean()),
})
export type ThirdPartyPage = z.output<typeof thirdPartyPageSchema>
