import * as z from 'zod/mini'
import { queryNumber } from '../../core/queryNumber'

// The field schemas nearly every answer is written with. Zod schemas are immutable, so one
// instance serves every object that holds the field.

/** A number the wire may leave out. @example z.object({ likeCnt: optionalNumber }) */
export const optionalNumber = z.optional(z.number())

/** A string the wire may leave out. @example z.object({ nickname: optionalString }) */
export const optionalString = z.optional(z.string())

/** A yes/no the wire may leave out. @example z.object({ isLike: optionalBoolean }) */
export const optionalBoolean = z.optional(z.boolean())

/**
 * A query-string number the caller may leave out: it arrives as a string at the server and is
 * converted by the contract, on both sides.
 *
 * @example z.object({ page: optionalQueryNumber, limit: optionalQueryNumber })
 */
export const optionalQueryNumber = z.optional(queryNumber())

/**
 * The answer of a call whose `data` the caller does not read (a removal, a setting saved).
 *
 * @example endpoint({ method: 'DELETE', path: '/v2/poll/{pollIdx}', answer: unreadAnswer, auth: 'required' })
 */
export const unreadAnswer = z.unknown()
