import type { Post } from '../contract/community/community.schemas'
import { isOwner, type Viewer } from '../core/viewer'

/** From this many comments on, the post page repeats its list button at the bottom. */
export const BOTTOM_BAR_MIN_COMMENTS = 10

/** What the more-menu of a post offers, in the order shown. */
export type PostAction = 'share' | 'edit' | 'pin' | 'unpin' | 'delete' | 'report'

/**
 * The more-menu of a post for `viewer` on the board of `channelId` (community.md section 6).
 * The channel owner shares (not a reserved post: it has no public page yet), edits, pins or
 * unpins and deletes; anyone else, signed in or not, shares and reports (an anonymous report
 * asks for a login). A post that links to a social network opens that link instead and has no
 * menu.
 *
 * @example
 * postMenu({ status: 'anonymous' }, 'kim', post) // ['share', 'report']
 */
export function postMenu(viewer: Viewer, channelId: string, post: Post): PostAction[] {
  if (post.socialPostLink) return []
  const share: PostAction[] = post.isReserved ? [] : ['share']
  if (!isOwner(viewer, channelId)) return [...share, 'report']
  return [...share, 'edit', post.isFixed ? 'unpin' : 'pin', 'delete']
}

/**
 * The path of a post's page (`/{channelId}/community/{postIdx}`), also its share link.
 *
 * @example
 * postPath('kim', 7) // '/kim/community/7'
 */
export function postPath(channelId: string, postIdx: number): string {
  return `/${encodeURIComponent(channelId)}/community/${postIdx}`
}

/**
 * The path of a channel's post list.
 *
 * @example
 * postListPath('kim') // '/kim/community'
 */
export function postListPath(channelId: string): string {
  return `/${encodeURIComponent(channelId)}/community`
}

// /dashboard/community is the streamer's dashboard, not a channel's community page.
const communityPage = /^\/(?!dashboard\/)[^/?#]+\/community(?:\/\d+)?\/?(?:[?#].*)?$/

/**
 * Whether `path` is a community page of any channel (its list or a post): the post page's list
 * button goes back in history after one, and opens the channel's list otherwise.
 *
 * @example
 * isCommunityPath('/mina/community?sort=new') // true
 * isCommunityPath('/mina') // false
 */
export function isCommunityPath(path: string | null | undefined): boolean {
  return !!path && communityPage.test(path)
}
