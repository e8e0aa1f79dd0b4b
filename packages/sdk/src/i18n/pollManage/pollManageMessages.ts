import type { PluralMessage } from '../translator'
import type { enUS } from './enUS'

/** A key of the poll management's message catalogues. */
export type PollManageKey = keyof typeof enUS

/**
 * One language's poll management messages: every key of the English catalogue, a plural
 * message where English has one. A missing key is a type error.
 */
export type PollManageMessages = {
  readonly [K in PollManageKey]: (typeof enUS)[K] extends string ? string : PluralMessage
}
