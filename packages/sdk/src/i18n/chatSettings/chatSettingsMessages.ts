import type { PluralMessage } from '../translator'
import type { enUS } from './enUS'

/** A key of the chat settings' message catalogues. */
export type ChatSettingsKey = keyof typeof enUS

/**
 * One language's chat settings messages: every key of the English catalogue, a plural message
 * where English has one. A missing key is a type error.
 */
export type ChatSettingsMessages = {
  readonly [K in ChatSettingsKey]: (typeof enUS)[K] extends string ? string : PluralMessage
}
