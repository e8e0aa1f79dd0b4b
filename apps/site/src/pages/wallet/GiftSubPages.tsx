import { GiftSubHistory, type GiftSubList, useWalletText } from '@airwave/react/wallet'
import { SettingsPage } from '../../layout/SettingsPage'
import { WalletNav } from './WalletNav'

const titles = {
  received: 'giftsReceivedTitle',
  purchased: 'giftsPurchasedTitle',
  free: 'giftsFreeTitle',
} as const satisfies Record<GiftSubList, string>

/** One of the gift subscription histories under the wallet's tabs. */
function GiftSubPage({ list }: { list: GiftSubList }) {
  const t = useWalletText()
  return (
    <SettingsPage title={t(titles[list])} heading>
      <WalletNav />
      <GiftSubHistory key={list} list={list} />
    </SettingsPage>
  )
}

/** `/wallet/giftsub-history`: gift subscriptions received. */
export function GiftSubHistoryPage() {
  return <GiftSubPage list="received" />
}

/** `/wallet/giftsub-purchase`: gift subscriptions the member bought for others. */
export function GiftSubPurchasePage() {
  return <GiftSubPage list="purchased" />
}

/** `/wallet/free-giftsub-history`: free gift subscriptions received. */
export function FreeGiftSubHistoryPage() {
  return <GiftSubPage list="free" />
}
