import type { MessagesOf } from '../translator'
import type { enUS } from './enUS'

/** A key of the account screens' catalogues. */
export type AccountKey = keyof typeof enUS

/** One language's words of the account screens' catalogues: every English key, a plural where English has one. */
export type AccountMessages = MessagesOf<typeof enUS>
