import {
  type InfiniteData,
  type InfiniteQueryObserverOptions,
  QueryClient,
  type QueryClientConfig,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/query-core'
import { ApiError } from './apiError'
import { retryDelayOf } from './serverReach'

/** Options of a query the SDK describes: usable with a `QueryObserver` or `useQuery`. */
export type QueryOptions<T, K extends QueryKey = QueryKey> = QueryObserverOptions<T, Error, T, T, K>

/** Options of a numbered-page infinite query: `InfiniteQueryObserver` or `useInfiniteQuery`. */
export type PagedQueryOptions<T, K extends QueryKey = QueryKey> = InfiniteQueryObserverOptions<
  T,
  Error,
  InfiniteData<T, number>,
  K,
  number
>

/** Retries of a failed query before it reports the error. */
export const QUERY_RETRIES = 2

/**
 * Whether a failed query is worth another try: network failures, timeouts and server faults
 * are; a 4xx (the request itself is wrong or refused), maintenance (503) and an answer that
 * does not match the contract are not, as asking again gives the same answer.
 *
 * @example
 * new QueryClient({ defaultOptions: { queries: { retry: shouldRetryQuery } } })
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) {
    const { status, code, kind } = error
    if ((status >= 400 && status < 500) || kind === 'maintenance' || code === 'INVALID_RESPONSE') {
      return false
    }
  }
  return failureCount < QUERY_RETRIES
}

/**
 * A query-core `QueryClient` with Airwave's defaults: {@link shouldRetryQuery} for queries, spaced
 * by {@link retryDelayOf} (the socket's backoff, with jitter, so a server coming back is not hit by
 * every page at once). A query that failed is read again when the browser comes back online or
 * the window regains focus (query-core's defaults, kept). Options passed in win over the defaults.
 *
 * @example
 * const queryClient = createQueryClient()
 * const page = await queryClient.fetchQuery(postQuery(client, 7, 'kim'))
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  const { queries, ...defaults } = config.defaultOptions ?? {}
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...defaults,
      queries: {
        retry: shouldRetryQuery,
        retryDelay: (attempt) => retryDelayOf(attempt),
        ...queries,
      },
    },
  })
}
