import * as z from 'zod/mini'

/** The site page a sign-in link opens (`/login/link#token=…`). */
export const SIGN_IN_LINK_PATH = '/login/link'

/** How long a sign-in link works, once (chosen: long enough to open a mailbox, no longer). */
export const SIGN_IN_LINK_TTL_S = 15 * 60

/**
 * A link's token: the record's number and 32 random bytes (base64url). The server keeps only a
 * hash of the random part.
 */
export const signInLinkTokenSchema = z.string().check(z.regex(/^[1-9]\d{0,9}\.[\w-]{43}$/))

/**
 * The address a sign-in mail holds. The token rides in the fragment: browsers never send it to
 * a server, so it stays out of access logs and `Referer` headers.
 *
 * @example signInLinkUrl('https://airwave.example', '12.abc…') // 'https://airwave.example/login/link#token=12.abc…'
 */
export function signInLinkUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, '')}${SIGN_IN_LINK_PATH}#token=${encodeURIComponent(token)}`
}

/**
 * The token of a sign-in link's fragment (`location.hash`), if it holds a well-formed one.
 *
 * @example signInLinkToken(location.hash) // '12.abc…' or undefined
 */
export function signInLinkToken(hash: string): string | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? ''
  return z.safeParse(signInLinkTokenSchema, value).success ? value : undefined
}
