import type { enUS } from './enUS'

/** A key of the embed catalogues. */
export type EmbedMessageKey = keyof typeof enUS

/** One language's embed messages: every key of the English catalogue. */
export type EmbedMessages = { readonly [K in EmbedMessageKey]: string }
