import type { enUS } from './enUS'

/** A key of the social catalogues. */
export type SocialKey = keyof typeof enUS

/** One language's social sign-in words: every key of the English catalogue. */
export type SocialMessages = { readonly [K in SocialKey]: string }
