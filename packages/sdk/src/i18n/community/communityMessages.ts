import type { MessagesOf, PluralKeyOf, TextKeyOf } from '../translator'
import type { enUS } from './enUS'

/** A key of the community's catalogues. */
export type MessageKey = keyof typeof enUS

/** Keys of the community's messages that depend on `count`. */
export type PluralKey = PluralKeyOf<typeof enUS>

/** Keys of the community's messages that are plain text. */
export type TextKey = TextKeyOf<typeof enUS>

/** One language's words of the community's catalogues: every English key, a plural where English has one. */
export type CommunityMessages = MessagesOf<typeof enUS>
