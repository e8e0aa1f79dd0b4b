import { liveEndpoints } from '@airwave/sdk/contract'
import { member, Refusal } from './backend'
import { route } from './route'

// The likes of live broadcasts as the reference server keeps them: one per member and
// broadcast, the count answered with the member's like. Broadcast 404 has ended (a like is
// refused ALREADY_OFF); broadcast 7 is the board's live with 41 likes from others.

/** Each broadcast's likes: who likes it, and the likes of everyone else. */
const likes = new Map<number, { members: Set<string>; others: number }>()

/**
 * Starts the likes over: the board's live (7) with 41 likes, none of them the story member's.
 *
 * @example resetLiveLikes()
 */
export function resetLiveLikes(): void {
  likes.clear()
  likes.set(7, { members: new Set(), others: 41 })
  likes.set(8, { members: new Set(['viewer1']), others: 12_344 })
}

function setLike(viewer: string | undefined, streamIdx: number, like: boolean) {
  const who = member(viewer)
  if (streamIdx === 404) throw new Refusal('ALREADY_OFF', 'This live has ended')
  const stream = likes.get(streamIdx) ?? { members: new Set<string>(), others: 0 }
  likes.set(streamIdx, stream)
  if (like) stream.members.add(who)
  else stream.members.delete(who)
  return { isLike: like, likeCnt: stream.others + stream.members.size }
}

/** `POST` and `DELETE /stream/like`. */
export const liveLikeHandlers = [
  route('likeStream', liveEndpoints.like, ({ viewer, body }) =>
    setLike(viewer, body.streamIdx, true),
  ),
  route('unlikeStream', liveEndpoints.unlike, ({ viewer, body }) =>
    setLike(viewer, body.streamIdx, false),
  ),
]

resetLiveLikes()
