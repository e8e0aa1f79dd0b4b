import type { PluralMessage } from '../translator'
import type { enUS } from './enUS'

/** A key of the notification catalogues. */
export type NotificationKey = keyof typeof enUS

/** One language's notification words: every key of the English catalogue. */
export type NotificationMessages = {
  readonly [K in NotificationKey]: (typeof enUS)[K] extends string ? string : PluralMessage
}
