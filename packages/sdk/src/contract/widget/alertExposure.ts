import { ALERT_BOX_DEFAULTS, type AlertExposure } from '../item/item.schemas'
import type { AlertInput } from './widget.schemas'

/** What a regular subscription of 27 to 33 days counts as (accounts-platform.md section 9). */
export const REGULAR_SUBSCRIPTION_DAYS = 30
const REGULAR_RANGE = { min: 27, max: 33 }

/** The challenge mission's ceremony type that needs a minimum gem count too (section 9). */
export const GEM_CEREMONY_TYPE = 4

/** Which alerts pass, every threshold filled in: the alert box's working copy of the config. */
export interface ExposureRules {
  gem: { disabled: boolean; minimum: number }
  subscription: { disabled: boolean; minimumMonth: number; minimumVouchers: number }
  mission: { disabled: boolean; minimum: number }
}

/**
 * The alert-exposure config with its defaults filled in: minimum exposure 1 gem, 30 for a
 * subscription (section 9), and (chosen) 1 voucher and 1 gem for a challenge mission.
 *
 * @example exposureRules({ gem: { mode: { disabled: false }, minimumExposureNumber: 100 } }).gem.minimum // 100
 */
export function exposureRules(exposure: AlertExposure | undefined): ExposureRules {
  return {
    gem: {
      disabled: exposure?.gem?.mode.disabled ?? false,
      minimum: exposure?.gem?.minimumExposureNumber ?? ALERT_BOX_DEFAULTS.minimumExposureGem,
    },
    subscription: {
      disabled: exposure?.subscribe?.mode.disabled ?? false,
      minimumMonth:
        exposure?.subscribe?.minimumExposureMonth ?? ALERT_BOX_DEFAULTS.minimumExposureMonth,
      minimumVouchers: exposure?.subscribe?.voucher?.minimumExposureNumber ?? 1,
    },
    mission: {
      disabled: exposure?.challengeMission?.mode.disabled ?? false,
      minimum: exposure?.challengeMission?.minimumExposureNumber ?? 1,
    },
  }
}

/**
 * The length a subscription counts as against `minimumExposureMonth`. The spec's unit is read
 * from its own rule (chosen reading, written here once): a subscription is measured in days
 * paid, and a regular (monthly) one of 27 to 33 days counts as 30, so the default threshold of
 * 30 lets every monthly subscription through whatever the month's length, and a streamer who
 * wants only longer ones sets 60, 90...
 *
 * @example subscriptionLength({ days: 28, regular: true }) // 30
 */
export function subscriptionLength(subscription: { days: number; regular: boolean }): number {
  const { days, regular } = subscription
  if (regular && days >= REGULAR_RANGE.min && days <= REGULAR_RANGE.max) {
    return REGULAR_SUBSCRIPTION_DAYS
  }
  return days
}

/**
 * Whether an alert passes the exposure thresholds (accounts-platform.md sections 3, 4 and 9):
 * gem: not disabled and at least the minimum gems (a signature gem at any amount); subscription: not disabled and at least
 * `minimumExposureMonth` long (see `subscriptionLength`); voucher: subscriptions not disabled
 * and at least `voucher.minimumExposureNumber` vouchers; challenge mission: not disabled, at
 * least its minimum gems, and with ceremony type 4 the gem minimum too.
 *
 * @example passesExposure({ type: 'gem', nickname: 'mina', gem: 50 }, exposureRules(config)) // true
 */
export function passesExposure(alert: AlertInput, rules: ExposureRules): boolean {
  switch (alert.type) {
    case 'gem':
      // A signature gem is the streamer's own amount: its special alert plays whatever the
      // minimum, unless gem alerts are off.
      return (
        !rules.gem.disabled && (alert.signature !== undefined || alert.gem >= rules.gem.minimum)
      )
    case 'subscription':
      return (
        !rules.subscription.disabled && subscriptionLength(alert) >= rules.subscription.minimumMonth
      )
    case 'voucher':
      return !rules.subscription.disabled && alert.count >= rules.subscription.minimumVouchers
    case 'mission':
      return (
        !rules.mission.disabled &&
        alert.totalGem >= rules.mission.minimum &&
        (alert.ceremonyType !== GEM_CEREMONY_TYPE || alert.totalGem >= rules.gem.minimum)
      )
  }
}
