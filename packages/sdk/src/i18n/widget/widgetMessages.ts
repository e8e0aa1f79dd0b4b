import type { MessagesOf } from '../translator'
import type { enUS } from './enUS'

/** A key of the overlays' catalogues. */
export type WidgetKey = keyof typeof enUS

/** One language's words of the overlays' catalogues: every English key, a plural where English has one. */
export type WidgetMessages = MessagesOf<typeof enUS>
