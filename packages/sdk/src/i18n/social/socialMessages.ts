import type { MessagesOf } from '../translator'
import type { enUS } from './enUS'

/** A key of social sign-in's catalogues. */
export type SocialKey = keyof typeof enUS

/** One language's words of social sign-in's catalogues: every English key, a plural where English has one. */
export type SocialMessages = MessagesOf<typeof enUS>
