import type { MessagesOf, TextKeyOf } from '../translator'
import type { enUS } from './enUS'

/** A key of the wallet's catalogues. */
export type WalletKey = keyof typeof enUS

/** Keys of the wallet's messages that are plain text. */
export type WalletTextKey = TextKeyOf<typeof enUS>

/** One language's words of the wallet's catalogues: every English key, a plural where English has one. */
export type WalletMessages = MessagesOf<typeof enUS>
