import type { PluralMessage } from '../translator'
import type { enUS } from './enUS'

/** A key of the chat's message catalogues. */
export type ChatMessageKey = keyof typeof enUS

/** Keys of the chat's messages that depend on `count`. */
export type ChatPluralKey = {
  [K in ChatMessageKey]: (typeof enUS)[K] extends string ? never : K
}[ChatMessageKey]

/** Keys of the chat's messages that are plain text. */
export type ChatTextKey = Exclude<ChatMessageKey, ChatPluralKey>

/**
 * One language's chat messages: every key of the English catalogue, a plural message where
 * English has one. A missing key is a type error.
 */
export type ChatMessages = {
  readonly [K in ChatMessageKey]: (typeof enUS)[K] extends string ? string : PluralMessage
}
