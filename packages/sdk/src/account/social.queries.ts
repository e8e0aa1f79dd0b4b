import type { MutationObserverOptions, QueryClient } from '@tanstack/query-core'
import type { socialEndpoints } from '../contract/account/social.endpoints'
import type { ApiError } from '../core/apiError'
import { callQuery } from '../core/callQuery'
import type { ClientPart } from '../core/client'

type Endpoints = typeof socialEndpoints
/** The part of a bound client a query calls; a full client fits. */
type Needs<K extends keyof Endpoints> = ClientPart<'social', Endpoints, K>

/** Linked accounts a page of `/account/connect` shows: every platform fits in one. */
export const LINKS_PAGE_SIZE = 10

/**
 * Cache keys of the social calls.
 *
 * @example queryClient.invalidateQueries({ queryKey: socialKeys.links() })
 */
export const socialKeys = {
  all: ['social'] as const,
  providers: () => ['social', 'providers'] as const,
  links: () => ['social', 'links'] as const,
  linkPage: (page: number) => ['social', 'links', page] as const,
  signUp: () => ['social', 'sign-up'] as const,
}

/**
 * The platforms the server offers (only the configured ones in production).
 *
 * @example const { providers } = await queryClient.fetchQuery(socialProvidersQuery(client))
 */
export function socialProvidersQuery(client: Needs<'listProviders'>) {
  return callQuery(
    socialKeys.providers(),
    (signal) => client.social.listProviders({ signal }),
    // Configuration, not data: it changes with a restart of the server.
    { staleTime: 5 * 60_000 },
  )
}

/**
 * A page of the member's linked social accounts.
 *
 * @example const page = await queryClient.fetchQuery(socialLinksQuery(client, 1))
 */
export function socialLinksQuery(client: Needs<'listLinks'>, page = 1) {
  return callQuery(socialKeys.linkPage(page), (signal) =>
    client.social.listLinks({ page, limit: LINKS_PAGE_SIZE }, { signal }),
  )
}

/**
 * The social sign-up waiting in this browser (the agreement and channel pages read it).
 *
 * @example const pending = await queryClient.fetchQuery(socialSignUpQuery(client))
 */
export function socialSignUpQuery(client: Needs<'getSignUp'>) {
  return callQuery(socialKeys.signUp(), (signal) => client.social.getSignUp({ signal }), {
    retry: false,
  })
}

/**
 * Unlinks a social account; the linked accounts are read again once it is done
 * (accounts-platform.md section 4: refetch, then the success toast).
 *
 * @example
 * await new MutationObserver(queryClient, unlinkSocialMutation(client, queryClient)).mutate(7)
 */
export function unlinkSocialMutation(
  client: Needs<'unlink'>,
  queryClient: QueryClient,
): MutationObserverOptions<unknown, ApiError, number> {
  return {
    mutationFn: (thirdPartyIdx) => client.social.unlink(thirdPartyIdx),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.links() }),
  }
}

/**
 * Once a social sign-up made the member's account: the waiting sign-up is gone (read again it
 * would be a 404), and everything read as a guest is stale, so it is read again as the member.
 *
 * @example
 * await session.signIn(tokens)
 * await socialSignUpDone(queryClient)
 */
export function socialSignUpDone(
  queryClient: Pick<QueryClient, 'removeQueries' | 'invalidateQueries'>,
): Promise<void> {
  queryClient.removeQueries({ queryKey: socialKeys.signUp() })
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== socialKeys.all[0],
  })
}
