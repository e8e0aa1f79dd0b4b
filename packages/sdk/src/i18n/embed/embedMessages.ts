import type { MessagesOf } from '../translator'
import type { enUS } from './enUS'

/** A key of the embeds' catalogues. */
export type EmbedMessageKey = keyof typeof enUS

/** One language's words of the embeds' catalogues: every English key, a plural where English has one. */
export type EmbedMessages = MessagesOf<typeof enUS>
