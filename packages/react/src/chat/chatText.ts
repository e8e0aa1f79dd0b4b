import {
  type ChatMessages,
  type ChatSettingsMessages,
  catalogueText,
  chatCatalogue,
  chatSettingsCatalogue,
  type Translate,
  translator,
} from '@airwave/sdk/i18n'
import { useCatalogueText } from '../shared/i18n/useCatalogueText'

// The chat's words are the SDK's `chatCatalogue`, the settings' `chatSettingsCatalogue`: domains
// of their own, so a page without a chat carries neither, and a viewer's chat not the settings.

/** The chat's words. */
export type ChatText = Translate<ChatMessages>
/** The chat settings' words. */
export type ChatSettingsText = Translate<ChatSettingsMessages>
/** A key of the chat settings' words without plural forms. */
export type ChatSettingsTextKey = {
  [K in keyof ChatSettingsMessages]: ChatSettingsMessages[K] extends string ? K : never
}[keyof ChatSettingsMessages]

/**
 * The chat's text in `locale`: its words once loaded (`await chatCatalogue.load(locale)`),
 * English until then, or the `messages` given. Counts are written in full below 10,000,
 * compact above.
 *
 * @example
 * await chatCatalogue.load('ko-KR')
 * chatText('ko-KR')('send') // '보내기'
 */
export function chatText(locale: string, messages?: ChatMessages): ChatText {
  return messages ? translator(messages, locale) : catalogueText(chatCatalogue, locale)
}

/**
 * The chat settings' text in `locale`, as {@link chatText} is the chat's.
 *
 * @example
 * chatSettingsText('en-US')('banWords') // 'Ban words'
 */
export function chatSettingsText(
  locale: string,
  messages?: ChatSettingsMessages,
): ChatSettingsText {
  return messages ? translator(messages, locale) : catalogueText(chatSettingsCatalogue, locale)
}

/**
 * {@link chatText} for the provider's locale; suspends while a language not loaded yet arrives.
 *
 * @example
 * const t = useChatText()
 * return <button type="submit">{t('send')}</button>
 */
export function useChatText(): ChatText {
  return useCatalogueText(chatCatalogue)
}

/**
 * {@link chatSettingsText} for the provider's locale; suspends while a language not loaded
 * yet arrives.
 *
 * @example
 * const t = useChatSettingsText()
 */
export function useChatSettingsText(): ChatSettingsText {
  return useCatalogueText(chatSettingsCatalogue)
}
