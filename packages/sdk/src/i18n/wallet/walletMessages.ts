import type { PluralMessage } from '../translator'
import type { enUS } from './enUS'

/** A key of the wallet catalogues. */
export type WalletKey = keyof typeof enUS

/** One language's wallet words: every key of the English catalogue, a plural where English has one. */
export type WalletMessages = {
  readonly [K in WalletKey]: (typeof enUS)[K] extends string ? string : PluralMessage
}

/** A key of a plain (not plural) wallet message: what refusals are named with. */
export type WalletTextKey = {
  [K in WalletKey]: (typeof enUS)[K] extends string ? K : never
}[WalletKey]
