import { type SubscriberMessages, subscriberCatalogue, type Translate } from '@airwave/sdk/i18n'
import {
  SUBSCRIBER_EMOTICON_LIMIT,
  SUBSCRIBER_IMAGE_RULES,
  type SubscriberRefusal,
} from '@airwave/sdk/subscription'
import { useCatalogueText } from '../shared/i18n/useCatalogueText'

/** The subscriber pages' words in the provider's locale. */
export type SubscriberText = Translate<SubscriberMessages>

/**
 * The streamer's subscriber pages' words for the provider's locale; suspends while its language
 * loads.
 *
 * @example const t = useSubscriberText(); t('listTitle')
 */
export function useSubscriberText(): SubscriberText {
  return useCatalogueText(subscriberCatalogue)
}

/**
 * The image rules' numbers for the words that name them (`{min}`, `{max}`, `{size}`), the size
 * in the locale's megabytes.
 *
 * @example t('imageHint', imageRuleParams('en-US')) // 'PNG, GIF or WebP, square, 28 to 512 pixels a side, up to 1 MB.'
 */
export function imageRuleParams(locale: string) {
  const megabytes = SUBSCRIBER_IMAGE_RULES.maxBytes / (1024 * 1024)
  return {
    min: SUBSCRIBER_IMAGE_RULES.minSide,
    max: SUBSCRIBER_IMAGE_RULES.maxSide,
    size: new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte' }).format(megabytes),
  }
}

/**
 * A UTC day or date of the subscriber list in the provider's locale, or nothing.
 *
 * @example subscriberDay('2026-01-02T10:00:00Z', 'en-US') // 'Jan 2, 2026'
 */
export function subscriberDay(iso: string | null | undefined, locale: string): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
}

/**
 * A refusal's words with the numbers they name: the image rules, or the emoticon limit.
 *
 * @example refusalText(t, refusal, 'en-US') // 'This image is larger than 1 MB.'
 */
export function refusalText(
  t: SubscriberText,
  refusal: SubscriberRefusal | undefined,
  locale: string,
): string {
  if (!refusal) return ''
  if (refusal.key === 'emoticonsFull') return t('emoticonsFull', { max: SUBSCRIBER_EMOTICON_LIMIT })
  return t(refusal.key, imageRuleParams(locale))
}
