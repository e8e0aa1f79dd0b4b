import type { PluralMessage } from '../translator'
import type { enUS } from './enUS'

/** A key of the overlays' message catalogues. */
export type WidgetKey = keyof typeof enUS

/**
 * One language's overlay messages: every key of the English catalogue, a plural message where
 * English has one. A missing key is a type error.
 */
export type WidgetMessages = {
  readonly [K in WidgetKey]: (typeof enUS)[K] extends string ? string : PluralMessage
}
