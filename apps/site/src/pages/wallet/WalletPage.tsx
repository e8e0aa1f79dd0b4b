import { GemBalance, useWalletText, WalletHistory } from '@airwave/react/wallet'
import { Link, Navigate, useLocation } from 'react-router'
import { loginPath } from '../../app/loginPath'
import { useSessionStatus } from '../../app/siteContext'
import { NavLinks } from '../../ui/NavLinks'
import { Loading } from '../../ui/states'

/** `/wallet/gem-purchase` and `/wallet/gem-history`: the balance and one of the wallet's lists. */
function WalletPage({ list }: { list: 'purchases' | 'history' }) {
  const status = useSessionStatus()
  const location = useLocation()
  const t = useWalletText()
  if (status === 'loading') return <Loading />
  if (status === 'unauthenticated') return <Navigate to={loginPath(location)} replace />
  const title = t(list === 'purchases' ? 'purchasesTitle' : 'historyTitle')
  return (
    <section className="aw-site-settings">
      <title>{`${title} · Airwave`}</title>
      <h1 className="aw-site-title">{title}</h1>
      <div className="aw-wallet-row aw-site-wallet-head">
        <GemBalance />
        <Link className="aw-button" data-variant="primary" to="/items/gem-charge">
          {t('buyGems')}
        </Link>
      </div>
      <nav className="aw-site-nav" aria-label={t('balanceLabel')}>
        <NavLinks
          items={[
            { to: '/wallet/gem-purchase', label: t('purchasesTitle') },
            { to: '/wallet/gem-history', label: t('historyTitle') },
          ]}
        />
      </nav>
      <WalletHistory key={list} list={list} />
    </section>
  )
}

/** `/wallet/gem-purchase`. */
export function GemPurchasePage() {
  return <WalletPage list="purchases" />
}

/** `/wallet/gem-history`. */
export function GemHistoryPage() {
  return <WalletPage list="history" />
}
