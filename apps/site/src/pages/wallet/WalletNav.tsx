import { useWalletText } from '@airwave/react/wallet'
import { NavLinks } from '../../ui/NavLinks'

/**
 * The wallet's pages as one row of tabs: the gems' lists, the member's subscriptions and their
 * payments, the gift subscription histories.
 */
export function WalletNav() {
  const t = useWalletText()
  return (
    <nav className="aw-site-nav aw-site-wallet-nav" aria-label={t('balanceLabel')}>
      <NavLinks
        items={[
          { to: '/wallet/gem-purchase', label: t('purchasesTitle') },
          { to: '/wallet/gem-history', label: t('historyTitle') },
          // The detail pages below /subscriptions mark it too; the payments have their own tab.
          { to: '/subscriptions', label: t('subsTitle'), end: true },
          { to: '/subscriptions/payments', label: t('subsPaymentsTitle') },
          { to: '/wallet/giftsub-history', label: t('giftsReceivedTitle') },
          { to: '/wallet/giftsub-purchase', label: t('giftsPurchasedTitle') },
          { to: '/wallet/free-giftsub-history', label: t('giftsFreeTitle') },
        ]}
      />
    </nav>
  )
}
