import type { liveEndpoints } from '../contract/live/live.endpoints'
import { callQuery } from '../core/callQuery'
import type { ClientPart } from '../core/client'

type Endpoints = typeof liveEndpoints
/** The part of a bound client a query calls; a full client fits. */
type Needs<K extends keyof Endpoints> = ClientPart<'live', Endpoints, K>

/**
 * Cache keys of the stream categories.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: categoryKeys.followed() })
 */
export const categoryKeys = {
  all: ['category'] as const,
  info: (pathName: string) => ['category', 'info', pathName] as const,
  followed: () => ['category', 'followed'] as const,
}

/**
 * A category by its `pathName` (404 for none), as its page (`/category/{pathName}/...`) names
 * it. Stale after 5 minutes: categories rarely change while a viewer browses one.
 *
 * @example
 * const games = await queryClient.fetchQuery(categoryInfoQuery(client, 'games'))
 */
export function categoryInfoQuery(client: Needs<'getCategoryInfo'>, pathName: string) {
  return callQuery(
    categoryKeys.info(pathName),
    (signal) => client.live.getCategoryInfo(pathName, { signal }),
    { staleTime: 5 * 60_000 },
  )
}

/**
 * The categories the member follows (`/following/category`). Load it only for a signed-in
 * member.
 *
 * @example
 * const { categoryList } = await queryClient.fetchQuery(followedCategoriesQuery(client))
 */
export function followedCategoriesQuery(client: Needs<'listFollowedCategories'>) {
  return callQuery(categoryKeys.followed(), (signal) =>
    client.live.listFollowedCategories({ signal }),
  )
}
