import type { MessagesOf, TextKeyOf } from '../translator'
import type { enUS } from './enUS'

/** A key of the direct messages' catalogues. */
export type MessageTextKey = TextKeyOf<typeof enUS>

/** One language's words of direct messages: every English key, a plural where English has one. */
export type DirectMessages = MessagesOf<typeof enUS>
