import {
  SubscriptionDetail,
  SubscriptionList,
  SubscriptionPayments,
  useWalletText,
} from '@airwave/react/wallet'
import { useParams } from 'react-router'
import { SettingsPage } from '../../layout/SettingsPage'
import { WalletNav } from './WalletNav'
import { routerLink } from './walletLinks'

/** `/subscriptions`: the member's active subscriptions, then the past ones. */
export function SubscriptionsPage() {
  const t = useWalletText()
  return (
    <SettingsPage title={t('subsTitle')} heading>
      <WalletNav />
      <SubscriptionList state="active" renderLink={routerLink} />
      <SubscriptionList state="past" renderLink={routerLink} />
    </SettingsPage>
  )
}

/** `/subscriptions/payments`: every period paid or refused. */
export function SubscriptionPaymentsPage() {
  const t = useWalletText()
  return (
    <SettingsPage title={t('subsPaymentsTitle')} heading>
      <WalletNav />
      <SubscriptionPayments />
    </SettingsPage>
  )
}

/**
 * `/subscriptions/{id}`: one subscription, its cancel, why it ended, the nickname colour in its
 * channel and its payments. An id that is not a number is a subscription that does not exist.
 */
export function SubscriptionDetailPage() {
  const t = useWalletText()
  const { subscriptionId = '' } = useParams()
  const id = /^\d{1,9}$/.test(subscriptionId) ? Number(subscriptionId) : 0
  return (
    <SettingsPage title={t('subsTitle')} heading>
      <WalletNav />
      <SubscriptionDetail key={id} subscriptionId={id} renderLink={routerLink} />
    </SettingsPage>
  )
}
