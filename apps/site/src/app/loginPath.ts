/**
 * The login page's address remembering where to come back to. Only paths of this site are
 * kept, so a crafted link cannot send the user elsewhere after signing in.
 */
export function loginPath(from: { pathname: string; search?: string; hash?: string }): string {
  const next = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
  return next === '/' || from.pathname === '/login'
    ? '/login'
    : `/login?next=${encodeURIComponent(next)}`
}

/** Where to go after signing in: the `next` parameter when it is a path of this site. */
export function returnPath(search: URLSearchParams): string {
  const next = search.get('next') ?? '/'
  return next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/'
}
