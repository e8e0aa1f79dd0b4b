import type { AlertInput } from '../contract/widget/widget.schemas'
import { fillPlaceholders } from '../i18n/translator'

/** Which catalogue words an alert type says, and the count they are chosen by. */
export interface AlertWords {
  key:
    | 'alertGem'
    | 'alertSubscription'
    | 'alertSubscriptionMonths'
    | 'alertVoucher'
    | 'alertMission'
  count: number
}

/**
 * The catalogue words of an alert when its type has no text of the streamer's: gems by their
 * count, a subscription by its months (none: "subscribed!"), vouchers by their count, a mission.
 *
 * @example alertWords({ type: 'gem', nickname: 'mina', gem: 5 }) // { key: 'alertGem', count: 5 }
 */
export function alertWords(alert: AlertInput): AlertWords {
  switch (alert.type) {
    case 'gem':
      return { key: 'alertGem', count: alert.gem }
    case 'subscription':
      return alert.months === undefined
        ? { key: 'alertSubscription', count: 1 }
        : { key: 'alertSubscriptionMonths', count: alert.months }
    case 'voucher':
      return { key: 'alertVoucher', count: alert.count }
    case 'mission':
      return { key: 'alertMission', count: alert.totalGem }
  }
}

/**
 * The values a streamer's own alert text may use: `{name}` (left for the renderer to set
 * apart), `{amount}` (gems, vouchers, a mission's gems, a subscription's days) and `{months}`.
 *
 * @example fillAlertTemplate('{name} x{amount}', alert) // '{name} x500'
 */
export function fillAlertTemplate(template: string, alert: AlertInput): string {
  const amount =
    alert.type === 'gem'
      ? alert.gem
      : alert.type === 'voucher'
        ? alert.count
        : alert.type === 'mission'
          ? alert.totalGem
          : alert.days
  const months = alert.type === 'subscription' ? (alert.months ?? 1) : ''
  return fillPlaceholders(template, { amount, months })
}

/**
 * The viewer's message cut to the settings' maximum (999 by default), by characters as a
 * reader counts them (an emoji is one), with an ellipsis when cut; 0 shows none.
 *
 * @example clampAlertMessage('hello', 3) // 'hel…'
 */
export function clampAlertMessage(message: string | undefined, max: number): string {
  if (!message || max <= 0) return ''
  const characters = Array.from(message.trim())
  return characters.length <= max ? characters.join('') : `${characters.slice(0, max).join('')}…`
}
