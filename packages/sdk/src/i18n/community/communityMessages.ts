import type { PluralMessage } from '../translator'
import type { enUS } from './enUS'

/** A key of the community's message catalogues. */
export type MessageKey = keyof typeof enUS

/** Keys whose message depends on `count`. */
export type PluralKey = {
  [K in MessageKey]: (typeof enUS)[K] extends string ? never : K
}[MessageKey]

/**
 * One language's community messages: every key of the English catalogue, a plural message
 * where English has one. A missing key is a type error.
 *
 * @example
 * const de: CommunityMessages = { ...communityEnUS, backToList: 'Zurück zur Liste' }
 */
export type CommunityMessages = {
  readonly [K in MessageKey]: (typeof enUS)[K] extends string ? string : PluralMessage
}

/** Keys whose message is plain text (no plural forms). */
export type TextKey = Exclude<MessageKey, PluralKey>
