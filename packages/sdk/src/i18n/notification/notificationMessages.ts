import type { MessagesOf } from '../translator'
import type { enUS } from './enUS'

/** A key of the notifications' catalogues. */
export type NotificationKey = keyof typeof enUS

/** One language's words of the notifications' catalogues: every English key, a plural where English has one. */
export type NotificationMessages = MessagesOf<typeof enUS>
