import type { MessagesOf, PluralKeyOf, TextKeyOf } from '../translator'
import type { enUS } from './enUS'

/** A key of the chat's catalogues. */
export type ChatMessageKey = keyof typeof enUS

/** Keys of the chat's messages that depend on `count`. */
export type ChatPluralKey = PluralKeyOf<typeof enUS>

/** Keys of the chat's messages that are plain text. */
export type ChatTextKey = TextKeyOf<typeof enUS>

/** One language's words of the chat's catalogues: every English key, a plural where English has one. */
export type ChatMessages = MessagesOf<typeof enUS>
