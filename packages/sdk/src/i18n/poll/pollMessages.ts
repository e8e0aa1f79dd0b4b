import type { PluralMessage } from '../translator'
import type { enUS } from './enUS'

/** A key of the poll's message catalogues. */
export type PollMessageKey = keyof typeof enUS

/** Keys of the poll's messages that depend on `count`. */
export type PollPluralKey = {
  [K in PollMessageKey]: (typeof enUS)[K] extends string ? never : K
}[PollMessageKey]

/** Keys of the poll's messages that are plain text. */
export type PollTextKey = Exclude<PollMessageKey, PollPluralKey>

/**
 * One language's poll messages: every key of the English catalogue, a plural message where
 * English has one. A missing key is a type error.
 */
export type PollMessages = {
  readonly [K in PollMessageKey]: (typeof enUS)[K] extends string ? string : PluralMessage
}
