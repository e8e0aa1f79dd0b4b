import { type RaidMessages, type RaidText, raidCatalogue, raidText } from '@airwave/sdk/i18n'
import { use, useMemo } from 'react'
import { useLocale } from '../shared/provider/airwaveContext'

/**
 * The raid words (the SDK's `raidCatalogue`) for the provider's locale as a function; suspends
 * while a language not loaded yet arrives.
 *
 * @example
 * const t = useRaidText()
 * return <button type="submit">{t('raidStart')}</button>
 */
export function useRaidText(): RaidText {
  const locale = useLocale()
  const messages: RaidMessages = raidCatalogue.loaded(locale) ?? use(raidCatalogue.load(locale))
  return useMemo(() => raidText(messages, locale), [locale, messages])
}
