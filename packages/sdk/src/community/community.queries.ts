import type { communityEndpoints } from '../contract/community/community.endpoints'
import { nextCommentPage, nextPostPage, postPageLimit } from '../contract/community/paging'
import { callQuery, pagedCallQuery } from '../core/callQuery'
import type { ClientPart } from '../core/client'

type Endpoints = typeof communityEndpoints
/** The part of a bound client a query calls; a full client fits. */
type Needs<K extends keyof Endpoints> = ClientPart<'community', Endpoints, K>

export type CommentSort = 'recently' | 'like'

/** Filters of a channel's post list; part of its cache key. */
export interface PostFilters {
  sort?: string
  postType?: string
  search?: string
}

/**
 * Cache keys of the community board. Comment keys start with the post, so invalidating
 * `['community', 'comments', postIdx]` refreshes both sorts.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: communityKeys.replies(commentIdx) })
 */
export const communityKeys = {
  all: ['community'] as const,
  posts: (channelId: string, filters: PostFilters = {}) =>
    ['community', 'posts', channelId, filters] as const,
  post: (postIdx: number) => ['community', 'post', postIdx] as const,
  comments: (postIdx: number, sort: CommentSort = 'recently') =>
    ['community', 'comments', postIdx, sort] as const,
  replies: (commentIdx: number) => ['community', 'replies', commentIdx] as const,
}

/**
 * A channel's posts: 20 on the first page, then 10 a page; stale after 1 hour, kept 30 minutes.
 *
 * @example
 * const observer = new InfiniteQueryObserver(queryClient, postListQuery(client, 'kim'))
 */
export function postListQuery(
  client: Needs<'listPosts'>,
  channelId: string,
  filters: PostFilters = {},
) {
  return pagedCallQuery(
    communityKeys.posts(channelId, filters),
    (page, signal) =>
      client.community.listPosts(
        { ...filters, channelId, page, limit: postPageLimit(page) },
        { signal },
      ),
    (last, page) => nextPostPage(page, last.total),
    { staleTime: 3_600_000, gcTime: 30 * 60_000 },
  )
}

/**
 * One post; `channelId` is the channel of the route, which the server checks it against.
 *
 * @example
 * const post = await queryClient.fetchQuery(postQuery(client, 7, 'kim'))
 */
export function postQuery(client: Needs<'getPost'>, postIdx: number, channelId: string) {
  return callQuery(communityKeys.post(postIdx), (signal) =>
    client.community.getPost(postIdx, { channelId }, { signal }),
  )
}

/**
 * A post's comments, 10 a page. Not kept once unused (gcTime 0): counts and pins move fast.
 *
 * @example
 * const observer = new InfiniteQueryObserver(queryClient, commentListQuery(client, 7, 'like'))
 */
export function commentListQuery(
  client: Needs<'listComments'>,
  postIdx: number,
  sort: CommentSort = 'recently',
) {
  return pagedCallQuery(
    communityKeys.comments(postIdx, sort),
    (page, signal) => client.community.listComments(postIdx, { page, limit: 10, sort }, { signal }),
    (last, page) => nextCommentPage(page, last.totalCnt),
    { gcTime: 0 },
  )
}

/**
 * A comment's replies, 10 a page.
 *
 * @example
 * const observer = new InfiniteQueryObserver(queryClient, replyListQuery(client, 42))
 */
export function replyListQuery(client: Needs<'listReplies'>, commentIdx: number) {
  return pagedCallQuery(
    communityKeys.replies(commentIdx),
    (page, signal) => client.community.listReplies(commentIdx, { page, limit: 10 }, { signal }),
    (last, page) => nextCommentPage(page, last.totalCnt),
  )
}
