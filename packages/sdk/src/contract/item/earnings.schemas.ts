import * as z from 'zod/mini'

// The shapes of the streamer's side of gems: monetization, earnings, signature gems.

/**
 * The version of the monetization terms a streamer agrees to (chosen): a new version would ask
 * again.
 *
 * @example client.item.signUpMonetization({ isAgreeMonetizeTerms: true, termsVersion: MONETIZE_TERMS_VERSION })
 */
export const MONETIZE_TERMS_VERSION = '2026-01'

/** The caller's channel's monetization. @example if (!m.isMonetize) navigate('/dashboard/monetization/signup') */
export const monetizationSchema = z.object({
  channelId: z.string(),
  isMonetize: z.boolean(),
  termsVersion: z.nullable(z.string()),
  agreeDate: z.nullable(z.string()),
})
export type Monetization = z.output<typeof monetizationSchema>

/** What the streamer is owed (`balance`, gems) and received in all. @example earnings.balance */
export const earningsSchema = z.object({
  channelId: z.string(),
  isMonetize: z.boolean(),
  balance: z.number(),
  totalGem: z.number(),
})
export type Earnings = z.output<typeof earningsSchema>

/**
 * The longest range of the earnings by day, in days (chosen: a year and a day); the server
 * refuses a longer one, the dashboard says so before asking.
 *
 * @example days > EARNINGS_RANGE_MAX_DAYS
 */
export const EARNINGS_RANGE_MAX_DAYS = 366

/** The earnings by day without a range: the last 30 days, today included. @example EARNINGS_RANGE_DEFAULT_DAYS // 30 */
export const EARNINGS_RANGE_DEFAULT_DAYS = 30

/** Gems received on one UTC day. @example `${day.date}: ${day.gem}` */
export const earningsDaySchema = z.object({ date: z.string(), gem: z.number(), cheerCnt: z.int() })
export type EarningsDay = z.output<typeof earningsDaySchema>

/** The most signature gems a channel keeps (chosen). @example list.length < SIGNATURE_GEM_LIMIT */
export const SIGNATURE_GEM_LIMIT = 20

/**
 * A streamer's own gem amount that plays a special alert (the alert carries it as
 * `signature`), with its title.
 *
 * @example { signatureGemIdx: 3, gem: 777, title: 'Lucky sevens' }
 */
export const signatureGemSchema = z.object({
  signatureGemIdx: z.number(),
  gem: z.int(),
  title: z.string(),
})
export type SignatureGem = z.output<typeof signatureGemSchema>
