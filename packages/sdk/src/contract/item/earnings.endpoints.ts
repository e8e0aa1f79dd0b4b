import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import { datedPageQuery, datedPageSchema, utcDay } from './datedPage'
import {
  earningsDaySchema,
  earningsSchema,
  MONETIZE_TERMS_VERSION,
  monetizationSchema,
  signatureGemSchema,
} from './earnings.schemas'
import { gemAmountSchema, supporterSchema } from './gem.schemas'
import { SIGNATURE_GEM_TITLE_MAX } from './item.schemas'

// The streamer's side of gems, for the caller's own channel (its owner only; managers do not
// see a channel's money): monetization, the gems received and owed, signature gems.
const REST = 'REST-consistent path under /v2/item'

const title = z.string().check(z.trim(), z.minLength(1), z.maxLength(SIGNATURE_GEM_TITLE_MAX))

/** The caller's channel's monetization. @example const { isMonetize } = await client.item.getMonetization() */
const getMonetization = endpoint({
  method: 'GET',
  path: '/v2/item/monetization',
  answer: monetizationSchema,
  auth: 'required',
  chosen: `${REST}; for /dashboard/monetization`,
})

/**
 * Signs the caller's channel up for monetization by agreeing to the terms of
 * {@link MONETIZE_TERMS_VERSION}: `isMonetize` turns true, and the channel takes gems (and
 * subscriptions). Until then those answer ITE10000. Signing up again changes nothing.
 *
 * @example await client.item.signUpMonetization({ isAgreeMonetizeTerms: true, termsVersion: MONETIZE_TERMS_VERSION })
 */
const signUpMonetization = endpoint({
  method: 'POST',
  path: '/v2/item/monetization/signup',
  body: z.object({
    isAgreeMonetizeTerms: z.literal(true),
    termsVersion: z.literal(MONETIZE_TERMS_VERSION),
  }),
  answer: monetizationSchema,
  auth: 'required',
  chosen: `${REST}; for /dashboard/monetization/signup, body {isAgreeMonetizeTerms, termsVersion}`,
})

/** The spec's check of the caller's channel. @example const { isMonetize } = await client.item.checkMonetize() */
const checkMonetize = endpoint({
  method: 'GET',
  path: '/channel/check-monetize',
  answer: z.object({ isMonetize: z.boolean() }),
  auth: 'required',
  chosen: 'answer {isMonetize}',
})

/** The gems the caller's channel received in all and is owed (`balance`). @example client.item.getEarnings() */
const getEarnings = endpoint({
  method: 'GET',
  path: '/v2/item/earnings',
  answer: earningsSchema,
  auth: 'required',
  chosen: REST,
})

/**
 * Gems received by UTC day, oldest first, days without gems left out (`startDate`, `endDate`
 * inclusive; by default the last 30 days, `EARNINGS_RANGE_DEFAULT_DAYS`; at most 366,
 * `EARNINGS_RANGE_MAX_DAYS`).
 *
 * @example client.item.listEarningsByDay({ startDate: '2026-01-01', endDate: '2026-01-31' })
 */
const listEarningsByDay = endpoint({
  method: 'GET',
  path: '/v2/item/earnings/daily',
  query: z.object({ startDate: utcDay, endDate: utcDay }),
  answer: z.object({ list: z.array(earningsDaySchema), totalGem: z.number() }),
  auth: 'required',
  chosen: REST,
})

/**
 * The channel's supporters by gems sent in a range (`startDate`, `endDate`, inclusive; all time
 * without them), most first, paged.
 *
 * @example client.item.listEarningsBySupporter({ page: 1 })
 */
const listEarningsBySupporter = endpoint({
  method: 'GET',
  path: '/v2/item/earnings/supporters',
  query: z.object(datedPageQuery),
  answer: datedPageSchema(supporterSchema),
  auth: 'required',
  chosen: REST,
})

/** A channel's signature gems, smallest first (public: the gift panel offers them). @example client.item.listSignatureGems('airwave') */
const listSignatureGems = endpoint({
  method: 'GET',
  path: '/v2/item/signature-gem/{channelId}',
  answer: z.object({ list: z.array(signatureGemSchema) }),
  auth: 'optional',
  chosen: `${REST}; for /dashboard/signature-gem`,
})

/**
 * Adds a signature gem to the caller's monetized channel (ITE10000 before): a cheer of exactly
 * `gem` plays the special alert. One per amount (ITE20008), 20 at most (ITE20009).
 *
 * @example client.item.addSignatureGem({ gem: 777, title: 'Lucky sevens' })
 */
const addSignatureGem = endpoint({
  method: 'POST',
  path: '/v2/item/signature-gem',
  body: z.object({ gem: gemAmountSchema, title }),
  answer: signatureGemSchema,
  auth: 'required',
  chosen: REST,
})

/** Changes a signature gem of the caller's channel. @example client.item.updateSignatureGem(3, { title: 'Sevens!' }) */
const updateSignatureGem = endpoint({
  method: 'PATCH',
  path: '/v2/item/signature-gem/{signatureGemIdx}',
  body: z.object({ gem: z.optional(gemAmountSchema), title: z.optional(title) }),
  answer: signatureGemSchema,
  auth: 'required',
  chosen: REST,
})

/** Removes a signature gem of the caller's channel. @example client.item.deleteSignatureGem(3) */
const deleteSignatureGem = endpoint({
  method: 'DELETE',
  path: '/v2/item/signature-gem/{signatureGemIdx}',
  answer: z.null(),
  auth: 'required',
  chosen: REST,
})

/** The streamer's side of gems. @example bindEndpoints(transport, { earnings: earningsEndpoints }) */
export const earningsEndpoints = {
  getMonetization,
  signUpMonetization,
  checkMonetize,
  getEarnings,
  listEarningsByDay,
  listEarningsBySupporter,
  listSignatureGems,
  addSignatureGem,
  updateSignatureGem,
  deleteSignatureGem,
}
