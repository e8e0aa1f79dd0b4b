/**
 * Who is looking at a page. A member whose `channelId` is the page's channel is its owner
 * (pins, deletes any comment); without a `nickname` a member may read and like but not write.
 *
 * @example
 * const viewer: Viewer = { status: 'member', channelId: 'mina', nickname: 'Mina' }
 */
export type Viewer =
  | { status: 'anonymous' }
  | { status: 'member'; channelId: string; nickname?: string | null }

/**
 * Whether the viewer owns the channel `channelId`.
 *
 * @example
 * isOwner({ status: 'member', channelId: 'kim' }, 'kim') // true
 */
export function isOwner(viewer: Viewer, channelId: string): boolean {
  return viewer.status === 'member' && viewer.channelId === channelId
}

/**
 * What a viewer says, as a string: two viewers with the same key are the same viewer. Apps
 * tend to build the viewer object anew on each render, so bindings compare keys, not objects.
 *
 * @example
 * viewerKey({ status: 'member', channelId: 'kim', nickname: 'Kim' }) // 'member:kim:Kim'
 */
export function viewerKey(viewer: Viewer): string {
  return viewer.status === 'member'
    ? `member:${viewer.channelId}:${viewer.nickname ?? ''}`
    : 'anonymous'
}
