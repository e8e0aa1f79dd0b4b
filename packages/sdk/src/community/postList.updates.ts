import type { Post, PostPage, PostUpdate } from '../contract/community/community.schemas'
import { allItems, mapItems, type Paged, prependItem, removeItems } from '../core/pagedList'
import type { LikeSnapshot } from './commentThread.updates'

const isPost = (idx: number) => (p: Post) => p.idx === idx

/**
 * A page of posts as the server answers it, in the shape the cache updates work on.
 *
 * @example
 * postPaged({ list, page: 1, total: 42 }) // { page: 1, total: 42, items: list }
 */
export function postPaged(page: PostPage): Paged<Post> {
  return { page: page.page, total: page.total, items: page.list }
}

/**
 * The posts with one post's like set to `state` (its optimistic value or its rollback).
 *
 * @example
 * setPostLike(pages, 7, { liked: true, count: 3 })
 */
export function setPostLike(pages: Paged<Post>[], idx: number, state: LikeSnapshot) {
  return mapItems(pages, isPost(idx), (p) => ({
    ...p,
    isLikePost: state.liked,
    likeCnt: state.count,
  }))
}

/**
 * The posts with one post's comment count moved by `delta`, never below 0: a comment written or
 * deleted on its page shows on its card at once.
 *
 * @example
 * changeCommentCount(pages, 7, +1)
 */
export function changeCommentCount(pages: Paged<Post>[], idx: number, delta: number) {
  return mapItems(pages, isPost(idx), (p) => ({
    ...p,
    commentCnt: Math.max(0, p.commentCnt + delta),
  }))
}

/**
 * The posts without one.
 *
 * @example
 * removePost(pages, 7)
 */
export function removePost(pages: Paged<Post>[], idx: number): Paged<Post>[] {
  return removeItems(pages, isPost(idx))
}

/**
 * The pinned post of the same kind as `idx` (published or reserved), other than it: pinning
 * `idx` takes its place, so the owner confirms first.
 *
 * @example
 * if (pinRival(pages, 7)) askToConfirm()
 */
export function pinRival(pages: Paged<Post>[], idx: number): Post | undefined {
  const posts = allItems(pages)
  const target = posts.find(isPost(idx))
  if (!target) return undefined
  const reserved = target.isReserved === true
  return posts.find(
    (p) => p.idx !== idx && p.isFixed === true && (p.isReserved === true) === reserved,
  )
}

/**
 * The posts after a pin or unpin answered: the post as the server sent it (moved to the top
 * when pinned), and the post that lost its pin unpinned.
 *
 * @example
 * applyPostUpdate(pages, { post, replacedPostIdx: 3 })
 */
export function applyPostUpdate(pages: Paged<Post>[], { post, replacedPostIdx }: PostUpdate) {
  const unpinned =
    replacedPostIdx === null
      ? pages
      : mapItems(pages, isPost(replacedPostIdx), (p) => ({ ...p, isFixed: false }))
  if (!post.isFixed) return mapItems(unpinned, isPost(post.idx), () => post)
  return prependItem(removePost(unpinned, post.idx), post)
}
