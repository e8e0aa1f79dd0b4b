import { parseOrigin } from './embedLogin'
import { isSocialPlatform, type SocialIntent, type SocialPlatform } from './social.schemas'

// What a provider's answer looks like when it comes back to the site (the server's callback
// redirects to the flow's return page with a fragment), and the messages a social popup sends
// its opener. Fragments, not queries: they reach neither the server's logs nor a Referer.

/**
 * The provider's answer as the return page reads it from its fragment: a one-time social
 * token to check, or why there is none (`cancelled`: the member declined at the provider).
 */
export type SocialReturn =
  | { kind: 'token'; socialToken: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; code: string }

/**
 * Reads the return page's fragment (`#socialToken=…`, `#error=cancelled`, `#error=failed&code=…`);
 * `undefined` when it holds none (the page was opened to start a flow).
 *
 * @example readSocialReturn('#socialToken=abc…') // { kind: 'token', socialToken: 'abc…' }
 */
export function readSocialReturn(hash: string): SocialReturn | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const token = params.get('socialToken')
  if (token && /^[A-Za-z0-9_-]{20,200}$/.test(token)) return { kind: 'token', socialToken: token }
  const error = params.get('error')
  if (error === 'cancelled') return { kind: 'cancelled' }
  if (error) return { kind: 'failed', code: params.get('code') ?? 'SOC10004' }
  return undefined
}

/**
 * The fragment the server's callback gives the return page; the inverse of
 * {@link readSocialReturn}.
 *
 * @example socialReturnFragment({ kind: 'cancelled' }) // '#error=cancelled'
 */
export function socialReturnFragment(value: SocialReturn): string {
  if (value.kind === 'token') return `#socialToken=${value.socialToken}`
  if (value.kind === 'cancelled') return '#error=cancelled'
  return `#error=failed&code=${encodeURIComponent(value.code)}`
}

/** How a social flow was opened: a popup of a site page, the embed's popup, or this window. */
export type SocialWindow = 'popup' | 'embed' | 'page'

/** What the return page needs to know about its flow, read from its own address. */
export interface SocialFlowPlace {
  platform: SocialPlatform
  intent: SocialIntent
  window: SocialWindow
  /** `embed` only: the opener's origin as given (checked when posting, see `embedTargetOrigin`). */
  origin?: string
  /** Where a page flow goes once done: a path of this site. */
  next?: string
}

const sitePath = (value: string | null) =>
  value?.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : undefined

/**
 * The return page of a flow: `/login/popup/{platform}` with what it needs in its query
 * (`check=true` re-verifies; `intent=link` links; `popup=embed&origin=…` is the embed's popup;
 * `window=page` is a flow in this very window, `next` where it goes after).
 *
 * @example socialReturnPath({ platform: 'google', intent: 'check', window: 'popup' }) // '/login/popup/google?check=true'
 */
export function socialReturnPath(place: SocialFlowPlace): string {
  const query = new URLSearchParams()
  if (place.intent === 'check') query.set('check', 'true')
  if (place.intent === 'link') query.set('intent', 'link')
  if (place.window === 'embed') {
    query.set('popup', 'embed')
    if (place.origin) query.set('origin', place.origin)
  }
  if (place.window === 'page') query.set('window', 'page')
  const next = sitePath(place.next ?? null)
  if (next && next !== '/') query.set('next', next)
  const search = query.toString()
  return `/login/popup/${place.platform}${search ? `?${search}` : ''}`
}

/**
 * The flow of a return page from its platform segment and query; `undefined` for a platform
 * that is not one.
 *
 * @example socialFlowPlace('google', new URLSearchParams('check=true')) // { platform: 'google', intent: 'check', window: 'popup' }
 */
export function socialFlowPlace(
  platform: string | undefined,
  query: URLSearchParams,
): SocialFlowPlace | undefined {
  if (!isSocialPlatform(platform)) return undefined
  const intent: SocialIntent =
    query.get('check') === 'true' ? 'check' : query.get('intent') === 'link' ? 'link' : 'login'
  const window: SocialWindow =
    query.get('popup') === 'embed' ? 'embed' : query.get('window') === 'page' ? 'page' : 'popup'
  const place: SocialFlowPlace = { platform, intent, window }
  const origin = parseOrigin(query.get('origin'))
  if (window === 'embed' && origin) place.origin = origin
  const next = sitePath(query.get('next'))
  if (next) place.next = next
  return place
}

/**
 * What a social popup posts to the site page that opened it (same origin only): the provider's
 * answer, for the opener to check.
 */
export interface SocialPopupMessage {
  source: 'airwave'
  type: 'social'
  platform: SocialPlatform
  result: SocialReturn
}

/** @example window.opener.postMessage(socialPopupMessage('google', result), location.origin) */
export function socialPopupMessage(
  platform: SocialPlatform,
  result: SocialReturn,
): SocialPopupMessage {
  return { source: 'airwave', type: 'social', platform, result }
}

/**
 * Whether a `message` event's data is a social popup's answer (check `event.origin` too).
 *
 * @example if (event.origin === location.origin && isSocialPopupMessage(event.data)) …
 */
export function isSocialPopupMessage(data: unknown): data is SocialPopupMessage {
  if (typeof data !== 'object' || data === null) return false
  const message = data as Record<string, unknown>
  const result = message.result as Record<string, unknown> | null | undefined
  return (
    message.source === 'airwave' &&
    message.type === 'social' &&
    isSocialPlatform(message.platform) &&
    typeof result === 'object' &&
    result !== null &&
    (result.kind === 'token' || result.kind === 'cancelled' || result.kind === 'failed')
  )
}
