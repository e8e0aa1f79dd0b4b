import type { MessagesOf } from '../translator'
import type { enUS } from './enUS'

/** A key of the raid and live-end catalogues. */
export type RaidMessageKey = keyof typeof enUS

/** One language's words of the raid and live-end catalogues: every English key, a plural where English has one. */
export type RaidMessages = MessagesOf<typeof enUS>
