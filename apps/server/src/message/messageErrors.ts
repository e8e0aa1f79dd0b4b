import { MESSAGE_ERRORS, type MessageRoomStatus } from '@airwave/sdk/contract'
import { HttpError } from '../http/httpError'

// The direct-message refusals (the contract's MESSAGE_ERRORS says what each code means).

/**
 * MSG2008, 404: no such room for this member. Another member's room answers the same: its
 * existence is not told.
 *
 * @example throw noRoom()
 */
export const noRoom = () => new HttpError(404, MESSAGE_ERRORS.noRoom, 'No such message room')

/**
 * MSG2000, 403: the room's status does not let the member write. The status is named in the
 * message; the client reads the room (`roomWith`, `listContents`) for its `roomStatus`.
 *
 * @example throw cannotSend('UNBLOCK_REQUIRED')
 */
export const cannotSend = (status: MessageRoomStatus) =>
  new HttpError(403, MESSAGE_ERRORS.cannotSend, `You cannot write in this room (${status})`)

/**
 * MSG2003, 409: the member's request waits for its answer (a request is one message).
 *
 * @example throw requestPending()
 */
export const requestPending = () =>
  new HttpError(409, MESSAGE_ERRORS.requestPending, 'Your request waits for its answer')
