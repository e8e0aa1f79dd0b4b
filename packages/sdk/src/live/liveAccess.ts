import { ApiError } from '../core/apiError'

/**
 * What a channel's errors say about watching it, as a player takes it (`player.setAccess`):
 * the code of the channel error, or the viewer's own suspension.
 */
export interface LiveAccess {
  /** CHA30068 suspended, CHA30071 deleted, CHA30016 blacklisted, CHA43005 region restricted. */
  errorCode?: string
  /** The viewer's own channel is suspended: the alert, then sign-out. */
  viewerSuspended?: boolean
}

/**
 * The channel errors that stop a viewer from watching, each with the alert it leads to (spec
 * "Player alert states"): deleted, suspended, blacklisted and region-restricted channels.
 */
const ACCESS_CODES = new Set(['CHA30068', 'CHA30071', 'CHA30016', 'CHA43005'])

/**
 * The access facts in a failed call of a channel's page (its info, its stream info), or
 * undefined when the failure is not about access (a network error, a missing channel): the
 * page hands them to the player, whose alerts say the rest.
 *
 * @example
 * const access = liveAccessOf(error) // { errorCode: 'CHA30016' }: the BLACK dialog
 * if (access) player.setAccess(access)
 */
export function liveAccessOf(error: unknown): LiveAccess | undefined {
  if (!(error instanceof ApiError)) return undefined
  if (error.code === 'VIEWER_SUSPENDED') return { viewerSuspended: true }
  return ACCESS_CODES.has(error.code) ? { errorCode: error.code } : undefined
}
