import * as z from 'zod/mini'

const date = z.union([z.string(), z.number()])

/**
 * The tokens of a session and when each expires.
 *
 * @example
 * const tokens = await client.account.signIn({ email, password })
 */
export const tokenPairSchema = z.object({
  accessToken: z.string(),
  // Optional on purpose: a stored pair without one must sign the user out on the next 401.
  refreshToken: z.optional(z.string()),
  accessTokenExpiredDate: z.optional(date),
  refreshTokenExpiredDate: z.optional(date),
})
export type TokenPair = z.output<typeof tokenPairSchema>
