/** The login page's query parameter naming where sign-in returns to (spec: `returnUrl`). */
export const RETURN_URL_PARAM = 'returnUrl'

/**
 * Where to go after signing in: the value when it is a path of this site, else `/`. A full
 * address, a protocol-relative `//host` or a `/\host` (which browsers read as `//host`) could
 * send the member to another site with their session fresh, so they are refused.
 *
 * @example
 * safeReturnUrl('/airwave/community?page=2') // '/airwave/community?page=2'
 * safeReturnUrl('https://evil.example') // '/'
 */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/'
  // Control characters (a tab or newline inside `/\t/host`) are dropped by URL parsers.
  for (const char of value) {
    const code = char.charCodeAt(0)
    if (code < 0x20 || code === 0x7f) return '/'
  }
  return value
}

/** The pages that send nobody back to themselves after signing in. */
const NO_RETURN = /^\/(login|sign-up|reset-password|member\/block|withdrawal-completed)(\/|$)/

/**
 * A page's address with `returnUrl` naming the page the member is on (`from`), unless that is
 * the home page or an account page (signing in from the login page returns home).
 *
 * @example
 * pathWithReturn('/login', { pathname: '/airwave', search: '?tab=chat' }) // '/login?returnUrl=%2Fairwave%3Ftab%3Dchat'
 * pathWithReturn('/login', { pathname: '/' }) // '/login'
 */
export function pathWithReturn(
  page: string,
  from: { pathname: string; search?: string; hash?: string },
): string {
  const back = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
  if (back === '/' || NO_RETURN.test(from.pathname)) return page
  return `${page}?${RETURN_URL_PARAM}=${encodeURIComponent(back)}`
}
