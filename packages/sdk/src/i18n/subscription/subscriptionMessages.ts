import type { MessagesOf, TextKeyOf } from '../translator'
import type { enUS } from './enUS'

/** A key of the subscription's catalogues. */
export type SubscriptionKey = keyof typeof enUS

/** Keys of the subscription's messages that are plain text. */
export type SubscriptionTextKey = TextKeyOf<typeof enUS>

/** One language's words of the subscription's catalogues: every English key, a plural where English has one. */
export type SubscriptionMessages = MessagesOf<typeof enUS>
