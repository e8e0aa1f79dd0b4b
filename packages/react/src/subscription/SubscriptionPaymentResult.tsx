import type { PaymentItemType } from '@airwave/sdk/subscription'
import { PaymentResult, type RenderWalletLink } from '../wallet/PaymentResult'
import { useSubscriptionText } from './subscriptionText'

export interface SubscriptionPaymentResultProps {
  orderNo: string
  /** A subscription's order, or a card-paid gift's (`subscription-voucher`). */
  itemType: Exclude<PaymentItemType, 'gem'>
  /** Where "See your subscriptions" leads once paid (default `/subscriptions`). */
  subscriptionsHref?: string
  /** Where "Try again" leads after a failure. */
  retryHref: string
  renderLink?: RenderWalletLink
}

/**
 * The checkout's return of a subscription or a gift (`/payment/redirect/subscription`,
 * `/payment/redirect/subscription-voucher`): the wallet's payment result (waits for the
 * provider's confirmation, then paid, failed or cancelled), with the subscription's words once
 * paid and a link to the member's subscriptions.
 *
 * @example <SubscriptionPaymentResult orderNo={orderNo} itemType="subscription" retryHref="/airwave" />
 */
export function SubscriptionPaymentResult(props: SubscriptionPaymentResultProps) {
  const t = useSubscriptionText()
  return (
    <PaymentResult
      orderNo={props.orderNo}
      retryHref={props.retryHref}
      walletHref={props.subscriptionsHref ?? '/subscriptions'}
      walletLabel={t('toSubscriptions')}
      paidLead={t(
        props.itemType === 'subscription' ? 'resultPaidSubscription' : 'resultPaidVoucher',
      )}
      {...(props.renderLink ? { renderLink: props.renderLink } : {})}
    />
  )
}
