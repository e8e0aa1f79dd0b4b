import { pathWithReturn, RETURN_URL_PARAM, safeReturnUrl } from '@airwave/react/account'

type From = { pathname: string; search?: string; hash?: string }

/**
 * The login page's address remembering where to come back to (`returnUrl`, the spec's
 * parameter). Only paths of this site are kept on return, so a crafted link cannot send the
 * user elsewhere after signing in.
 */
export function loginPath(from: From): string {
  return pathWithReturn('/login', from)
}

/**
 * The login page's address coming back to `path` even when that is a sign-in page itself:
 * the embed's popup (`/login/third-party?popup=embed…`) sends its e-mail sign-in there and must
 * get the member back to answer the host page, which {@link loginPath} would drop as a page
 * that returns nowhere.
 */
export function loginReturningTo(path: string): string {
  return `/login?${RETURN_URL_PARAM}=${encodeURIComponent(safeReturnUrl(path))}`
}

/** The channel creation's address, to come back to the page that needed a channel. */
export function channelCreatePath(from: From): string {
  return pathWithReturn('/channel/create', from)
}

/** An account page's address passing on the `returnUrl` the current page was given. */
export function withReturn(page: string, search: URLSearchParams): string {
  const back = search.get(RETURN_URL_PARAM)
  return back ? `${page}?${RETURN_URL_PARAM}=${encodeURIComponent(safeReturnUrl(back))}` : page
}

/** Where to go after signing in: the `returnUrl` parameter when it is a path of this site. */
export function returnPath(search: URLSearchParams): string {
  return safeReturnUrl(search.get(RETURN_URL_PARAM))
}
