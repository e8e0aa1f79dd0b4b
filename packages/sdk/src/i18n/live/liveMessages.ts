import type { MessagesOf } from '../translator'
import type { enUS } from './enUS'

/** A key of the live page's catalogues. */
export type LiveKey = keyof typeof enUS

/** One language's words of the live page's catalogues: every English key, a plural where English has one. */
export type LiveMessages = MessagesOf<typeof enUS>
