import type { MessagesOf } from '../translator'
import type { enUS } from './enUS'

/** A key of the poll management's catalogues. */
export type PollManageKey = keyof typeof enUS

/** One language's words of the poll management's catalogues: every English key, a plural where English has one. */
export type PollManageMessages = MessagesOf<typeof enUS>
