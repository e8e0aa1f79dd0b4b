import type { PluralMessage } from '../translator'
import type { enUS } from './enUS'

/** A key of the live page's message catalogues. */
export type LiveKey = keyof typeof enUS

/**
 * One language's live page messages: every key of the English catalogue, a plural message
 * where English has one. A missing key is a type error.
 */
export type LiveMessages = {
  readonly [K in LiveKey]: (typeof enUS)[K] extends string ? string : PluralMessage
}
