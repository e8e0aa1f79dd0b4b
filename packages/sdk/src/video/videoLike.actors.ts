import type { videoEndpoints } from '../contract/video/video.endpoints'
import type { VideoInfo } from '../contract/video/video.schemas'
import { ApiError } from '../core/apiError'
import type { BoundGroups } from '../core/client'
import { fromCall } from '../core/fromCall'

/** The part of a bound client the video like calls; a full client fits. */
export type VideoLikeClient = {
  video: Pick<BoundGroups<{ video: typeof videoEndpoints }>['video'], 'like' | 'unlike'>
}

const stated = (info: VideoInfo | undefined) =>
  info ? { on: info.isLike, count: info.likeCnt } : undefined

// VOD1003 (already liked): the server holds the like the viewer wanted.
const alreadyLiked = (error: unknown) => {
  if (error instanceof ApiError && error.code === 'VOD1003') return { on: true }
  throw error
}

/**
 * The actors of the SDK's `countedToggleMachine` for a video's like: `POST /vod/like/add` and
 * `DELETE /vod/like/delete`, the target being the `vodNo`. An answer with the video info wins
 * over the optimistic count; VOD1003 (already liked) counts as done.
 *
 * @example
 * countedToggleMachine.provide({ actors: videoLikeActors(client) })
 */
export function videoLikeActors(client: VideoLikeClient) {
  return {
    turnOn: fromCall<unknown, { target: string | number }>(({ input }) =>
      client.video.like(Number(input.target)).then(stated, alreadyLiked),
    ),
    turnOff: fromCall<unknown, { target: string | number }>(({ input }) =>
      client.video.unlike(Number(input.target)).then(stated),
    ),
  }
}
