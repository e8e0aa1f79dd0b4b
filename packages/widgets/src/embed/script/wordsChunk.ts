import { type EmbedMessages, embedCatalogue } from '@airwave/sdk/i18n'

/** Another language's words for the script-tag elements (each language its own chunk). */
export function loadEmbedWords(locale: string): Promise<EmbedMessages> {
  return embedCatalogue.load(locale)
}
