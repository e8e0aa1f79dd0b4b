import type { PollStatus } from '@airwave/sdk/poll'
import type { PollText } from './pollText'

/** A status in words. @example statusText(t, 'result') // 'Results' */
export function statusText(t: PollText, status: PollStatus): string {
  if (status === 'in-progress') return t('statusInProgress')
  return status === 'result' ? t('statusResult') : t('statusEnd')
}

/** A share of the votes as the locale writes a percentage: `75%`, `75 %`. */
export function percentText(locale: string, share: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share)
}
