// The monetization page's subscription revenue: the server counts money in minor units (cents),
// a renderer shows it in the currency's major units.

/**
 * An amount of the revenue (minor units, as the server counts money) in its currency's major
 * units, by the currency's own decimals (JPY none, USD two).
 *
 * @example revenueAmount('1497', 'USD') // 14.97
 */
export function revenueAmount(minor: string, currency: string): number {
  let digits = 2
  try {
    digits =
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
  } catch {
    // An unknown currency code: two decimals, as most.
  }
  return Number(minor) / 10 ** digits
}
