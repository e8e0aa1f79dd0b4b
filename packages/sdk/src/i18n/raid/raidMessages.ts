import type { PluralMessage } from '../translator'
import type { enUS } from './enUS'

/** A key of the raid catalogues. */
export type RaidMessageKey = keyof typeof enUS

/**
 * One language's raid and live-end messages: every key of the English catalogue, a plural
 * message where English has one. A missing key is a type error.
 */
export type RaidMessages = {
  readonly [K in RaidMessageKey]: (typeof enUS)[K] extends string ? string : PluralMessage
}
