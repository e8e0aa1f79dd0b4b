import { ApiError } from './apiError'
import type { ErrorKind } from './errorCatalogue'
import { isUnreachable } from './serverReach'

/** Which of the kit's components a report comes from. */
export type KitSource = 'board' | 'post' | 'chat'

/**
 * A failure the kit met, as a host's `onError` gets it (on the provider for every component
 * under it, or on one component): where, the error itself (an `ApiError` for a call), its kind,
 * and whether the server was simply unreachable. The kit has already told the viewer; this is
 * for the host's logging or its own report.
 *
 * @example
 * <AirwaveProvider onError={(report) => log(report.source, report.kind, report.error)} />
 */
export interface KitError {
  source: KitSource
  /** The channel the component shows. */
  channelId: string
  error: unknown
  kind: ErrorKind
  /** The server could not be reached (see `isUnreachable`). */
  unreachable: boolean
}

/**
 * What happened in a component, as a host's `onEvent` gets it: where, and the event its SDK
 * machine emitted (`BoardEmitted` for the board and a post, `ChatRoomEmitted` for the chat).
 *
 * @example
 * const onEvent = (report: KitEvent<BoardEmitted>) => report.event.type === 'deleted' && refresh()
 */
export interface KitEvent<Event extends { type: string } = { type: string }> {
  source: KitSource
  channelId: string
  event: Event
}

/**
 * The report of a failure for `onError`.
 *
 * @example
 * kitError('board', 'kim', new ApiError(502, 'BAD_GATEWAY', 'HTTP 502')).unreachable // true
 */
export function kitError(source: KitSource, channelId: string, error: unknown): KitError {
  const kind: ErrorKind = error instanceof ApiError ? error.kind : 'unknown'
  return { source, channelId, error, kind, unreachable: isUnreachable(error) }
}
