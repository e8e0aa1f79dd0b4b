import { type Translate, type WalletMessages, walletCatalogue } from '@airwave/sdk/i18n'
import { useCatalogueText } from '../shared/i18n/useCatalogueText'

/** The wallet's words in the provider's locale. */
export type WalletText = Translate<WalletMessages>

/**
 * The wallet's words for the provider's locale; suspends while its language loads.
 *
 * @example const t = useWalletText(); t('buyGems')
 */
export function useWalletText(): WalletText {
  return useCatalogueText(walletCatalogue)
}

/**
 * A date of the wallet in the provider's locale (day and time), or the text as it came when it
 * is not a date.
 *
 * @example walletDate('2026-01-02T10:00:00Z', 'en-US') // 'Jan 2, 2026, 10:00 AM'
 */
export function walletDate(iso: string | null | undefined, locale: string): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}

/**
 * A price in its currency, in the provider's locale.
 *
 * @example walletPrice('9.99', 'USD', 'en-US') // '$9.99'
 */
export function walletPrice(
  price: string | number | undefined,
  currency: string | undefined,
  locale: string,
): string {
  if (price === undefined) return ''
  const amount = Number(price)
  if (!currency || Number.isNaN(amount)) return String(price)
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount)
  } catch {
    return `${price} ${currency}`
  }
}

/**
 * A UTC day of the earnings (`YYYY-MM-DD`) in the provider's locale, as the server counted it.
 *
 * @example walletDay('2026-01-02', 'en-US') // 'Jan 2, 2026'
 */
export function walletDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00.000Z`)
  if (Number.isNaN(date.getTime())) return day
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
}
