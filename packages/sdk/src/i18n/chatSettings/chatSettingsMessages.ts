import type { MessagesOf } from '../translator'
import type { enUS } from './enUS'

/** A key of the chat settings' catalogues. */
export type ChatSettingsKey = keyof typeof enUS

/** One language's words of the chat settings' catalogues: every English key, a plural where English has one. */
export type ChatSettingsMessages = MessagesOf<typeof enUS>
