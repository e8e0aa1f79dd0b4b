import { GemBalance, useWalletText, WalletHistory } from '@airwave/react/wallet'
import { Link } from 'react-router'
import { SettingsPage } from '../../layout/SettingsPage'
import { WalletNav } from './WalletNav'

/** `/wallet/gem-purchase` and `/wallet/gem-history`: the balance and one of the wallet's lists. */
function WalletPage({ list }: { list: 'purchases' | 'history' }) {
  const t = useWalletText()
  const title = t(list === 'purchases' ? 'purchasesTitle' : 'historyTitle')
  return (
    <SettingsPage title={title} heading>
      <div className="aw-wallet-row aw-site-wallet-head">
        <GemBalance />
        <Link className="aw-button" data-variant="primary" to="/items/gem-charge">
          {t('buyGems')}
        </Link>
      </div>
      <WalletNav />
      <WalletHistory key={list} list={list} />
    </SettingsPage>
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
