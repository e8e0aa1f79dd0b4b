import { formatCompactNumber } from '@airwave/sdk'
import {
  type Catalogue,
  type ChatMessages,
  type ChatSettingsMessages,
  chatCatalogue,
  chatSettingsCatalogue,
  type PluralMessage,
  resolveLocale,
} from '@airwave/sdk/i18n'
import { use, useMemo } from 'react'
import { useLocale } from '../shared/provider/airwaveContext'

// The chat's words are the SDK's `chatCatalogue`, the settings' `chatSettingsCatalogue`: domains
// of their own, so a page without a chat carries neither, and a viewer's chat not the settings.

type Params = Readonly<Record<string, string | number>>
type Messages = Readonly<Record<string, string | PluralMessage>>
type PluralKeyOf<M> = { [K in keyof M]: M[K] extends string ? never : K }[keyof M]

/** Translates one catalogue's keys in one locale; `count` picks a plural key's form. */
export interface Translate<M> {
  (key: PluralKeyOf<M>, params: Params & { count: number }): string
  (key: Exclude<keyof M, PluralKeyOf<M>>, params?: Params): string
}
/** The chat's words. */
export type ChatText = Translate<ChatMessages>
/** The chat settings' words. */
export type ChatSettingsText = Translate<ChatSettingsMessages>
/** A key of the chat settings' words without plural forms. */
export type ChatSettingsTextKey = Exclude<
  keyof ChatSettingsMessages,
  PluralKeyOf<ChatSettingsMessages>
>

const placeholder = /\{(\w+)\}/g

/** A translator of one catalogue's words in `locale` (the chat's, the live page's). */
export function translator<M extends Messages>(locale: string, messages: M): Translate<M> {
  const resolved = resolveLocale(locale)
  const plural = new Intl.PluralRules(resolved)
  const translate = (key: keyof M, params: Params = {}) => {
    const message = messages[key] as string | PluralMessage
    const count = params.count
    const text =
      typeof message === 'string'
        ? message
        : ((typeof count === 'number' ? message[plural.select(count)] : undefined) ?? message.other)
    return text.replace(placeholder, (whole, name: string) => {
      const value = params[name]
      if (value === undefined) return whole
      return typeof value === 'number' ? formatCompactNumber(value, resolved) : value
    })
  }
  return translate as Translate<M>
}

/**
 * The chat's text in `locale`: its words once loaded (`await chatCatalogue.load(locale)`),
 * English until then. Counts are written in full below 10,000, compact above.
 *
 * @example
 * await chatCatalogue.load('ko-KR')
 * chatText('ko-KR')('send') // '보내기'
 */
export function chatText(
  locale: string,
  messages: ChatMessages = chatCatalogue.loaded(locale) ??
    (chatCatalogue.loaded('en-US') as ChatMessages),
): ChatText {
  return translator(locale, messages)
}

/**
 * The chat settings' text in `locale`, as {@link chatText} is the chat's.
 *
 * @example
 * chatSettingsText('en-US')('banWords') // 'Ban words'
 */
export function chatSettingsText(
  locale: string,
  messages: ChatSettingsMessages = chatSettingsCatalogue.loaded(locale) ??
    (chatSettingsCatalogue.loaded('en-US') as ChatSettingsMessages),
): ChatSettingsText {
  return translator(locale, messages)
}

/**
 * A catalogue's words for the provider's locale, suspending while a language not loaded yet
 * arrives; the same function until the locale changes.
 *
 * @example
 * const t = useCatalogueText<LiveMessages>(liveCatalogue)
 */
export function useCatalogueText<M extends Messages>(catalogue: Catalogue<M>): Translate<M> {
  const locale = useLocale()
  const messages = catalogue.loaded(locale) ?? use(catalogue.load(locale))
  return useMemo(() => translator(locale, messages), [locale, messages])
}

/**
 * {@link chatText} for the provider's locale; suspends while a language not loaded yet arrives.
 *
 * @example
 * const t = useChatText()
 * return <button type="submit">{t('send')}</button>
 */
export function useChatText(): ChatText {
  return useCatalogueText<ChatMessages>(chatCatalogue)
}

/**
 * {@link chatSettingsText} for the provider's locale; suspends while a language not loaded
 * yet arrives.
 *
 * @example
 * const t = useChatSettingsText()
 */
export function useChatSettingsText(): ChatSettingsText {
  return useCatalogueText<ChatSettingsMessages>(chatSettingsCatalogue)
}
