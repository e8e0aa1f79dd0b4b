import type { PaymentResultState, PaymentResult as Result } from '@airwave/sdk/wallet'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { usePaymentResult } from './useWallet'
import { walletStyles } from './wallet.styles'
import { useWalletText, walletDate, walletPrice } from './walletText'

/** Renders one of the result's links with the app's router. */
export type RenderWalletLink = (props: {
  href: string
  className: string
  children: ReactNode
}) => ReactNode

export interface PaymentResultProps {
  orderNo: string
  /** Called once the order is paid (the site moves on to `/purchase-complete`). */
  onPaid?: (result: Result) => void
  /** Where "Try again" leads after a failure (default `/items/gem-charge`). */
  retryHref?: string
  /** Where "See your purchases" leads once paid (default `/wallet/gem-purchase`). */
  walletHref?: string
  renderLink?: RenderWalletLink
  /** What a paid order says (default: the gems credited); a subscription's order says its own. */
  paidLead?: string
  /** The words of the link to `walletHref` (default "See your purchases"). */
  walletLabel?: string
}

const titles = {
  checking: 'resultWaitingTitle',
  settling: 'resultWaitingTitle',
  waiting: 'resultWaitingTitle',
  paid: 'resultPaidTitle',
  failed: 'resultFailedTitle',
  cancelled: 'resultCancelledTitle',
  refunded: 'resultRefundedTitle',
  slow: 'resultSlowTitle',
  error: 'resultErrorTitle',
} as const satisfies Record<PaymentResultState, string>

/**
 * The payment result (`/payment/redirect/gem`, `/purchase-complete`): waits while the provider
 * confirms, then says paid (with the order's details), or failed or cancelled with nothing
 * charged and a way to try again. The heading takes the focus when the outcome is known, so a
 * screen reader hears it. `data-state`: the SDK's `PaymentResultState`.
 *
 * @example <PaymentResult orderNo={orderNo} onPaid={() => navigate('/purchase-complete')} />
 */
export function PaymentResult(props: PaymentResultProps) {
  useSheet('wallet', walletStyles)
  const t = useWalletText()
  const locale = useLocale()
  const { state, result, error, check } = usePaymentResult(props.orderNo)
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const onPaid = useRef(props.onPaid)
  onPaid.current = props.onPaid
  const waiting = state === 'checking' || state === 'settling' || state === 'waiting'
  useEffect(() => {
    if (waiting) return
    heading.current?.focus()
    if (state === 'paid' && result) onPaid.current?.(result)
  }, [waiting, state, result])
  const link = (href: string, children: ReactNode) => {
    const linkProps = { href, className: 'aw-button', children }
    return props.renderLink ? props.renderLink(linkProps) : <a {...linkProps} />
  }
  const lead =
    state === 'paid'
      ? (props.paidLead ?? t('resultPaidLead', { count: result?.gem ?? 0 }))
      : state === 'failed'
        ? t('resultFailedLead')
        : state === 'cancelled'
          ? t('resultCancelledLead')
          : state === 'refunded'
            ? t('resultRefundedLead')
            : state === 'slow'
              ? t('resultSlowLead')
              : state === 'error'
                ? t(error ?? 'errorUnknown')
                : t('resultWaitingLead')
  return (
    <section
      className="aw-payment-result"
      data-state={state}
      aria-labelledby={headingId}
      aria-busy={waiting}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t(titles[state])}
      </h2>
      <p className="aw-wallet-lead" role="status">
        {lead}
      </p>
      {state === 'paid' && result && (
        <dl>
          <dt>{t('resultOrderNo')}</dt>
          <dd>{result.orderNo}</dd>
          {result.itemNm && (
            <>
              <dt>{t('resultItem')}</dt>
              <dd>{result.itemNm}</dd>
            </>
          )}
          <dt>{t('resultAmount')}</dt>
          <dd>{walletPrice(result.payPrice, result.payCur, locale)}</dd>
          {result.payDate && (
            <>
              <dt>{t('resultDate')}</dt>
              <dd>{walletDate(result.payDate, locale)}</dd>
            </>
          )}
        </dl>
      )}
      <div className="aw-wallet-row">
        {state === 'paid' &&
          link(
            props.walletHref ?? '/wallet/gem-purchase',
            props.walletLabel ?? t('resultToWallet'),
          )}
        {(state === 'failed' || state === 'cancelled') &&
          link(props.retryHref ?? '/items/gem-charge', t('retry'))}
        {(state === 'slow' || state === 'error') && (
          <button type="button" className="aw-button" data-variant="primary" onClick={check}>
            {t('resultCheckAgain')}
          </button>
        )}
      </div>
    </section>
  )
}
