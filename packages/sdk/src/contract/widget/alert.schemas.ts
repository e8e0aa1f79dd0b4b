import * as z from 'zod/mini'
import { int32 } from '../../core/int32'
import { ALERT_BOX_DEFAULTS, GEM_MAX, SIGNATURE_GEM_TITLE_MAX } from '../item/item.schemas'

// The alert box's alerts: their types, limits and what each says, as the dashboard's emulator,
// the server and the overlay read them.

/**
 * The alert types the alert box plays (accounts-platform.md: gem, subscription, voucher,
 * challenge mission).
 *
 * @example ALERT_TYPES.includes(alert.type)
 */
export const ALERT_TYPES = ['gem', 'subscription', 'voucher', 'mission'] as const
export type AlertType = (typeof ALERT_TYPES)[number]

/** How an alert comes in and goes (chosen set). */
export const ALERT_ANIMATIONS = ['fade', 'slide', 'pop', 'none'] as const
export type AlertAnimation = (typeof ALERT_ANIMATIONS)[number]

/** The alert sounds, drawn by the overlay itself (Web Audio), so none is a file to host. */
export const ALERT_SOUNDS = ['chime', 'coin', 'fanfare', 'none'] as const
export type AlertSound = (typeof ALERT_SOUNDS)[number]

/** The shortest and longest time an alert shows, in seconds (chosen). */
export const ALERT_TIMEOUT_RANGE = { min: 1, max: 60 } as const

/** The alert text's size in pixels (chosen). */
export const ALERT_TEXT_SIZE_RANGE = { min: 8, max: 96 } as const

/**
 * The longest texts of an alert (chosen, but the message: the alert box shows at most 999
 * characters of a viewer's message): the viewer's nickname, their message, a challenge
 * mission's title, and a type's own words (`template`).
 *
 * @example <input maxLength={ALERT_TEXT_LIMITS.nickname} />
 */
export const ALERT_TEXT_LIMITS = {
  nickname: 20,
  message: ALERT_BOX_DEFAULTS.maxMessageLength,
  missionTitle: 100,
  template: 200,
} as const

/**
 * The amounts an alert may carry (chosen, but the gems: what one call moves): the gems of a
 * donation, the days paid and months subscribed of a subscription, the vouchers of a gift, a
 * challenge mission's gems and ceremony type. An exposure threshold beyond them passes nothing.
 *
 * @example <input type="number" min={ALERT_AMOUNT_RANGES.days.min} max={ALERT_AMOUNT_RANGES.days.max} />
 */
export const ALERT_AMOUNT_RANGES = {
  gem: { min: 1, max: GEM_MAX },
  days: { min: 1, max: 3660 },
  months: { min: 1, max: 1200 },
  vouchers: { min: 1, max: 1000 },
  missionGems: { min: 0, max: 10_000_000 },
  ceremonyType: { min: 1, max: 9 },
} as const

const nickname = z.string().check(z.trim(), z.minLength(1), z.maxLength(ALERT_TEXT_LIMITS.nickname))
const viewerMessage = z.optional(z.string().check(z.maxLength(ALERT_TEXT_LIMITS.message)))
const amount = ({ min, max }: { min: number; max: number }) =>
  z.int().check(z.minimum(min), z.maximum(max))

/**
 * What an alert says, by type (chosen shapes): a gem donation (`gem` gems, with `signature`
 * when the amount is one of the streamer's signature gems: its special alert); a subscription
 * (`days` paid, `regular` for a monthly one, `months` subscribed so far); a gift of
 * subscription vouchers (`count`); a challenge mission (`totalGem` its gems, `ceremonyType`,
 * its `title`). The viewer's `nickname` and `message` come with each.
 *
 * @example z.parse(alertInputSchema, { type: 'gem', nickname: 'mina', gem: 100, message: 'gg' })
 */
export const alertInputSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('gem'),
    nickname,
    message: viewerMessage,
    gem: amount(ALERT_AMOUNT_RANGES.gem),
    signature: z.optional(
      z.object({
        signatureGemIdx: int32(1),
        title: z.string().check(z.maxLength(SIGNATURE_GEM_TITLE_MAX)),
      }),
    ),
  }),
  z.object({
    type: z.literal('subscription'),
    nickname,
    message: viewerMessage,
    days: amount(ALERT_AMOUNT_RANGES.days),
    regular: z._default(z.boolean(), true),
    months: z.optional(amount(ALERT_AMOUNT_RANGES.months)),
  }),
  z.object({
    type: z.literal('voucher'),
    nickname,
    message: viewerMessage,
    count: amount(ALERT_AMOUNT_RANGES.vouchers),
  }),
  z.object({
    type: z.literal('mission'),
    nickname,
    message: viewerMessage,
    totalGem: amount(ALERT_AMOUNT_RANGES.missionGems),
    ceremonyType: z._default(amount(ALERT_AMOUNT_RANGES.ceremonyType), 1),
    title: z.optional(z.string().check(z.trim(), z.maxLength(ALERT_TEXT_LIMITS.missionTitle))),
  }),
])
export type AlertInput = z.output<typeof alertInputSchema>

/**
 * An alert as the overlay gets it: what it says plus `seq` (the channel's alert order, from
 * the server), when it was sent and whether the dashboard's emulator sent it (`test`).
 *
 * @example alert.seq > lastSeq
 */
export const alertSchema = z.intersection(
  alertInputSchema,
  z.object({ seq: z.int().check(z.positive()), createdAt: z.string(), test: z.boolean() }),
)
export type Alert = z.output<typeof alertSchema>

/** @example z.parse(alertListSchema, { alerts: [] }) */
export const alertListSchema = z.object({ alerts: z.array(alertSchema) })
