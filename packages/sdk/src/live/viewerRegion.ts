/** The platform's regions (spec: North America, Thailand, Greater China, Global). */
export type PlatformRegion = 'NA' | 'TH' | 'GC' | 'GLOBAL'

const REGION_OF_COUNTRY: Record<string, PlatformRegion> = {
  US: 'NA',
  CA: 'NA',
  TH: 'TH',
  CN: 'GC',
  TW: 'GC',
  HK: 'GC',
  MO: 'GC',
}

/**
 * The platform region of a viewer from a BCP 47 language tag's country (`th-TH` is Thailand),
 * for the client's `regionCode` (`x-region-code`): the server restricts some stream categories
 * by region (CHA43005). Chosen: the spec does not say how a region is found; a browser's
 * language is what a web page knows without asking. Other countries, and tags without one,
 * are GLOBAL.
 *
 * @example viewerRegion('zh-TW') // 'GC'
 */
export function viewerRegion(languageTag: string | undefined): PlatformRegion {
  const country = languageTag
    ?.split(/[-_]/)
    .slice(1)
    .find((part) => /^[A-Za-z]{2}$/.test(part))
  return REGION_OF_COUNTRY[country?.toUpperCase() ?? ''] ?? 'GLOBAL'
}
