import type { PluralMessage } from '../translator'
import type { enUS } from './enUS'

/** A key of the discovery catalogues. */
export type DiscoveryKey = keyof typeof enUS

/** One language's discovery words: every English key, a plural message where English has one. */
export type DiscoveryMessages = {
  readonly [K in DiscoveryKey]: (typeof enUS)[K] extends string ? string : PluralMessage
}
