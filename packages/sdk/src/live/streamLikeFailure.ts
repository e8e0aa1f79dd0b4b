import { ApiError } from '../core/apiError'

/**
 * What the viewer is told when the server refused a like (the like is already undone): the
 * login for a session that ended, or the words of a live page catalogue key.
 */
export type StreamLikeFailure =
  | 'login'
  | 'likeEnded'
  | 'likeRateLimited'
  | 'likeOwn'
  | 'likeRefused'
  | 'likeFailed'

/**
 * The feedback for a refused like: ALREADY_OFF (the live ended), RATE_LIMITED, CHA30017 (the
 * streamer's own live), the access refusals (blacklisted, suspended, region) and anything else.
 *
 * @example streamLikeFailure(new ApiError(409, 'ALREADY_OFF', '')) // 'likeEnded'
 */
export function streamLikeFailure(error: unknown): StreamLikeFailure {
  if (!(error instanceof ApiError)) return 'likeFailed'
  if (error.kind === 'unauthorized') return 'login'
  if (error.code === 'ALREADY_OFF') return 'likeEnded'
  if (error.kind === 'rate-limited') return 'likeRateLimited'
  if (error.kind === 'own-channel') return 'likeOwn'
  const refused = ['blacklisted', 'suspended', 'viewer-suspended', 'region-restricted', 'deleted']
  return refused.includes(error.kind) ? 'likeRefused' : 'likeFailed'
}
