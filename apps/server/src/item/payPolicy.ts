import {
  type GemPack,
  PAY_REGIONS,
  type PayCurrency,
  type PayPolicy,
  type PayRegion,
} from '@airwave/sdk/contract'

// The gem packs and their prices by region (chosen: the spec names the regions, not the prices).
// Prices are minor units of the region's currency; the server alone prices an order, from
// here, so a client cannot choose what it pays.

const GEMS = [100, 500, 1000, 5000, 10000] as const

const PRICES: Record<PayRegion, { currency: PayCurrency; minor: readonly number[] }> = {
  NA: { currency: 'USD', minor: [99, 499, 999, 4999, 9999] },
  TH: { currency: 'THB', minor: [3500, 17500, 35000, 175000, 350000] },
  GC: { currency: 'TWD', minor: [3000, 15000, 30000, 150000, 300000] },
  GLOBAL: { currency: 'USD', minor: [99, 499, 999, 4999, 9999] },
}

/** Minor units as the decimal string shown (`999` → `'9.99'`). @example decimalPrice(3500) // '35.00' */
export const decimalPrice = (minor: number) => (minor / 100).toFixed(2)

/** The packs of a region. @example packsOf('TH')[0] // { packId: 'gem-100', gem: 100, price: '35.00', … } */
function packsOf(region: PayRegion): GemPack[] {
  const { currency, minor } = PRICES[region]
  return GEMS.map((gem, index) => {
    const priceMinor = minor[index] ?? 0
    return { packId: `gem-${gem}`, gem, price: decimalPrice(priceMinor), priceMinor, currency }
  })
}

/** A region from the client's region code (`x-region-code`), else GLOBAL. */
export function payRegionOf(code: string | undefined): PayRegion {
  const upper = code?.toUpperCase()
  return (PAY_REGIONS as readonly string[]).includes(upper ?? '') ? (upper as PayRegion) : 'GLOBAL'
}

/** The pay policy of a region. @example payPolicy('NA', 'local') */
export function payPolicy(region: PayRegion, provider: PayPolicy['provider']): PayPolicy {
  return {
    region,
    currency: PRICES[region].currency,
    packs: packsOf(region),
    regions: [...PAY_REGIONS],
    provider,
  }
}

/** A pack of a region by id, or `undefined`. @example findPack('NA', 'gem-1000')?.priceMinor // 999 */
export function findPack(region: PayRegion, packId: string): GemPack | undefined {
  return packsOf(region).find((pack) => pack.packId === packId)
}
