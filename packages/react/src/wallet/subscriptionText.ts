import type { Subscription, WalletLine } from '@airwave/sdk/wallet'
import { type WalletText, walletDateOnly } from './walletText'

/** The words of a subscription's kind. */
export const subscriptionKindKeys = {
  regular: 'subKindRegular',
  gift: 'subKindGift',
  trial: 'subKindTrial',
  free: 'subKindFree',
} as const satisfies Record<Subscription['kind'], string>

/**
 * A rule's line of words with its dates in the provider's locale.
 *
 * @example walletLineText(subscriptionStatusLine(sub), t, locale)
 */
export function walletLineText(line: WalletLine, t: WalletText, locale: string): string {
  const { date, detail } = line.values
  return t(line.key, {
    ...(date === undefined ? {} : { date: walletDateOnly(date, locale) }),
    ...(detail === undefined ? {} : { detail }),
  })
}
