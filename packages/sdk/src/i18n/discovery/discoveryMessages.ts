import type { MessagesOf } from '../translator'
import type { enUS } from './enUS'

/** A key of discovery's catalogues. */
export type DiscoveryKey = keyof typeof enUS

/** One language's words of discovery's catalogues: every English key, a plural where English has one. */
export type DiscoveryMessages = MessagesOf<typeof enUS>
