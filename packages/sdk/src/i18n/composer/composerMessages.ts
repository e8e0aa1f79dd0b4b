import type { enUS } from './enUS'

/** A key of the post composer's messages. */
export type ComposerKey = keyof typeof enUS

/** One language's post composer messages: every key of the English ones. */
export type ComposerMessages = Readonly<Record<ComposerKey, string>>
