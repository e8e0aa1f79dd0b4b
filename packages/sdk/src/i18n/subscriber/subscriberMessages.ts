import type { MessagesOf, TextKeyOf } from '../translator'
import type { enUS } from './enUS'

/** A key of the subscriber pages' catalogues. */
export type SubscriberKey = keyof typeof enUS

/** Keys of the subscriber pages' messages that are plain text. */
export type SubscriberTextKey = TextKeyOf<typeof enUS>

/** One language's words of the subscriber pages: every English key, a plural where English has one. */
export type SubscriberMessages = MessagesOf<typeof enUS>
