import type { MessagesOf } from '../translator'
import type { enUS } from './enUS'

/** A key of the post composer's catalogues. */
export type ComposerKey = keyof typeof enUS

/** One language's words of the post composer's catalogues: every English key, a plural where English has one. */
export type ComposerMessages = MessagesOf<typeof enUS>
