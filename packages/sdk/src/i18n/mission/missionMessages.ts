import type { MessagesOf, TextKeyOf } from '../translator'
import type { enUS } from './enUS'

/** A key of the challenge missions' catalogues. */
export type MissionKey = keyof typeof enUS

/** Keys of the challenge missions' messages that are plain text. */
export type MissionTextKey = TextKeyOf<typeof enUS>

/** One language's words of the challenge missions' catalogues: every English key, a plural where English has one. */
export type MissionMessages = MessagesOf<typeof enUS>
