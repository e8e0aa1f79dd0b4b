import type { MessagesOf, PluralKeyOf, TextKeyOf } from '../translator'
import type { enUS } from './enUS'

/** A key of the poll's catalogues. */
export type PollMessageKey = keyof typeof enUS

/** Keys of the poll's messages that depend on `count`. */
export type PollPluralKey = PluralKeyOf<typeof enUS>

/** Keys of the poll's messages that are plain text. */
export type PollTextKey = TextKeyOf<typeof enUS>

/** One language's words of the poll's catalogues: every English key, a plural where English has one. */
export type PollMessages = MessagesOf<typeof enUS>
