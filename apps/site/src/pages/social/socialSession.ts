import { useAirwave } from '@airwave/react'
import {
  embedLoginMessage,
  embedLoginPath,
  embedTargetOrigin,
  type SocialCheckResult,
} from '@airwave/react/social'
import type { EmbedLoginStatus, SocialAgreementValues } from '@airwave/sdk/account'
import { useNavigate } from 'react-router'
import { useSite } from '../../app/siteContext'

/** Where the social sign-up keeps the agreement between its two pages (this tab only). */
export const AGREEMENT_KEY = 'airwave.social.agreement'

/** The agreement page's values, kept for the channel page; `undefined` when there are none. */
export function storedAgreement(): SocialAgreementValues | undefined {
  try {
    return JSON.parse(sessionStorage.getItem(AGREEMENT_KEY) ?? 'null') ?? undefined
  } catch {
    return undefined
  }
}

/**
 * The query the social pages pass along: the embed's popup (`popup=embed&origin=…`) and where
 * to go once done (`next`).
 */
export function carriedQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const name of ['popup', 'origin', 'next']) {
    const value = search.get(name)
    if (value) kept.set(name, value)
  }
  const query = kept.toString()
  return query ? `?${query}` : ''
}

/**
 * Tells the embed's opener how the login ended, to its exact origin (the `origin` parameter
 * when it is a well-formed http(s) origin, else this site's own; never `*`), with no token,
 * and closes the popup.
 */
export function answerEmbedOpener(origin: string | null | undefined, status: EmbedLoginStatus) {
  const target = embedTargetOrigin(origin, window.location.origin)
  window.opener?.postMessage(embedLoginMessage(status), target)
  window.close()
}

/**
 * What the site does with a social flow's outcome: `signed-in` starts the session (the pair
 * without its refresh token: the server's check put that in the httpOnly cookie) and goes on;
 * `sign-up` goes to the agreement; `linked` and `verified` go on. In the embed's popup, going
 * on is the popup's question: may the asking page use the account (`EmbedConsent`).
 */
export function useSocialOutcome(options: {
  next: string
  embedOrigin?: string | null
  search?: string
}) {
  const { session } = useSite()
  const { queryClient } = useAirwave()
  const navigate = useNavigate()
  const embed = options.embedOrigin !== undefined
  return async (result: SocialCheckResult) => {
    if (result.status === 'signed-in' && result.tokens) {
      await session.signIn(result.tokens)
      // Answers cached for the anonymous visitor (likes, blocks, own posts) are stale now.
      await queryClient.invalidateQueries()
      // In the embed's popup, the member is asked next whether the page may use the account.
      if (embed) navigate(embedLoginPath(options.embedOrigin ?? ''), { replace: true })
      else navigate(options.next, { replace: true })
      return
    }
    if (result.status === 'sign-up') {
      sessionStorage.removeItem(AGREEMENT_KEY)
      navigate(`/login/third-party/agreement${options.search ?? ''}`)
      return
    }
    if (result.status === 'linked' || result.status === 'verified') {
      navigate(options.next, { replace: true })
    }
  }
}
