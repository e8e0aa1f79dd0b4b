import { sameChannelId } from './channelId'

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
 * Whether the viewer owns the channel `channelId` (ids in any case: {@link sameChannelId}).
 *
 * @example
 * isOwner({ status: 'member', channelId: 'kim' }, 'kim') // true
 */
export function isOwner(viewer: Viewer, channelId: string): boolean {
  return viewer.status === 'member' && sameChannelId(viewer.channelId, channelId)
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

/** The member's own channel as `myChannelQuery` answers: none until they create one. */
export interface OwnChannelAnswer {
  channel?: { channelId: string; nickname?: string | null } | null
}

/**
 * Who is looking, from the session's status and the member's own channel (`myChannelQuery`,
 * loaded only when signed in). `undefined` while either loads, so a component that reads the
 * viewer once does not start as anonymous by mistake. A member without a channel yet acts
 * without one (the kit then asks for a nickname); a signed-in member whose channel did not
 * load acts anonymously rather than blocking the page (the kit asks for a login on acting).
 *
 * @example
 * viewerFrom('authenticated', { status: 'success', data: { channel: { channelId: 'kim' } } })
 * // { status: 'member', channelId: 'kim', nickname: undefined }
 */
export function viewerFrom(
  session: 'loading' | 'authenticated' | 'unauthenticated',
  own: { status: 'pending' | 'error' | 'success'; data?: OwnChannelAnswer | undefined },
): Viewer | undefined {
  if (session === 'unauthenticated') return { status: 'anonymous' }
  if (session === 'loading' || own.status === 'pending') return undefined
  if (own.status === 'error' || !own.data) return { status: 'anonymous' }
  const channel = own.data.channel
  return channel
    ? { status: 'member', channelId: channel.channelId, nickname: channel.nickname }
    : { status: 'member', channelId: '', nickname: null }
}
