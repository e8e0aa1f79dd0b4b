// Where a viewer watches from, by country, read from the address once at intake; the address
// itself is never stored. The lookup is an interface so a local GeoIP database can be plugged
// in. `geoip-lite` was the candidate: its current major (2.x) needs Node 24, and 1.4 ships its
// city database inside the package (well over 100 MB unpacked), too heavy for a reference
// server that every developer installs; so the default answers "unknown" (`ZZ`, the ISO code
// for an unknown region). A deployment plugs a MaxMind reader in here.

/** An ISO 3166-1 alpha-2 code, or `ZZ` when unknown. */
type CountryCode = string

/** Finds a client address's country. @example lookup.countryOf('203.0.113.9') // 'ZZ' */
export interface CountryLookup {
  countryOf(address: string): CountryCode
}

/** The country code of an address nobody can place. */
const UNKNOWN_COUNTRY = 'ZZ'

/** The default lookup: every address is unknown. @example unknownCountry.countryOf(ip) // 'ZZ' */
export const unknownCountry: CountryLookup = { countryOf: () => UNKNOWN_COUNTRY }
