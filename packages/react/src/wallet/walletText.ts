import {
  type Translate,
  type WalletMessages,
  type WalletTextKey,
  walletCatalogue,
} from '@airwave/sdk/i18n'
import type { PaymentStatus } from '@airwave/sdk/wallet'
import { useCatalogueText } from '../shared/i18n/useCatalogueText'

/** The words of a payment's status (a gem purchase, a gift). @example t(paymentStatusKeys.SUCCESS) */
export const paymentStatusKeys = {
  PENDING: 'statusPENDING',
  SUCCESS: 'statusSUCCESS',
  DECLINED: 'statusDECLINED',
  CANCELLED: 'statusCANCELLED',
  EXPIRED: 'statusEXPIRED',
  REFUNDED: 'statusREFUNDED',
} as const satisfies Record<PaymentStatus, WalletTextKey>

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

/**
 * A day of a subscription or a gift in the provider's locale, without the time: a UTC day
 * (`YYYY-MM-DD`) as the server counted it, a moment as the member's own day.
 *
 * @example walletDateOnly('2026-01-31T00:00:00Z', 'en-US') // 'Jan 31, 2026'
 */
export function walletDateOnly(value: string | null | undefined, locale: string): string {
  if (!value) return ''
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return walletDay(value, locale)
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date)
}
