import type { AlertType } from '@airwave/sdk/widget'
import type { WidgetWords } from '../../i18n/widget'

/** An alert type's name in the page's words (the settings' tabs, the emulator's picker). */
export const typeWord = (words: WidgetWords, type: AlertType) => words[`type_${type}`]
