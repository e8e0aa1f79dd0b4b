import type { enUS } from './enUS'

/** A key of the account screens' message catalogues. */
export type AccountKey = keyof typeof enUS

/** One language's account messages: every key of the English catalogue. A missing key is a type error. */
export type AccountMessages = { readonly [K in AccountKey]: string }
