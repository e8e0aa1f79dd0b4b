import { type GiftRecord, type GiftSubList, giftTypeKey, paidWithKey } from '@airwave/sdk/wallet'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { useGiftSubs } from './useSubscriptions'
import { useWalletFilter, walletListState } from './useWalletFilter'
import { WalletFilterForm } from './WalletFilterForm'
import { WalletLoadStatus } from './WalletLoadStatus'
import { WalletPager } from './WalletPager'
import { WalletTable } from './WalletTable'
import { walletStyles } from './wallet.styles'
import {
  paymentStatusKeys,
  useWalletText,
  type WalletText,
  walletDate,
  walletPrice,
} from './walletText'

export interface GiftSubHistoryProps {
  /**
   * `received` gifts (`/wallet/giftsub-history`), gifts the member `purchased` for others
   * (`/wallet/giftsub-purchase`), or `free` ones received (`/wallet/free-giftsub-history`).
   */
  list: GiftSubList
}

const titles = {
  received: 'giftsReceivedTitle',
  purchased: 'giftsPurchasedTitle',
  free: 'giftsFreeTitle',
} as const satisfies Record<GiftSubList, string>

/**
 * One of the gift subscription histories, newest first, 20 a page, filtered by date and
 * channel: the day, the channel, the kind of gift, who gave it (received) or who got it
 * (purchased), how many, how it was paid and its status. `data-state`: loading, error, empty,
 * ready.
 *
 * @example <GiftSubHistory list="purchased" />
 */
export function GiftSubHistory({ list }: GiftSubHistoryProps) {
  useSheet('wallet', walletStyles)
  const t = useWalletText()
  const locale = useLocale()
  const filter = useWalletFilter()
  const query = useGiftSubs(list, filter.filter)
  const page = query.data
  const state = walletListState(query)
  return (
    <section
      className="aw-wallet aw-gift-subs"
      data-state={state}
      data-list={list}
      aria-busy={query.isFetching}
    >
      <WalletFilterForm filter={filter} channel />
      {state === 'ready' && page ? (
        <GiftTable list={list} rows={page.list} t={t} locale={locale} />
      ) : (
        <WalletLoadStatus
          failed={state === 'error'}
          text={t(
            state === 'error' ? 'listFailed' : state === 'loading' ? 'listLoading' : 'listEmpty',
          )}
          onRetry={() => void query.refetch()}
        />
      )}
      {page && (
        <WalletPager
          label={t(titles[list])}
          page={page.page}
          pages={page.pages}
          goTo={filter.goTo}
        />
      )}
    </section>
  )
}

function GiftTable({
  list,
  rows,
  t,
  locale,
}: {
  list: GiftSubList
  rows: GiftRecord[]
  t: WalletText
  locale: string
}) {
  const number = new Intl.NumberFormat(locale)
  const given = list === 'purchased'
  return (
    <WalletTable
      caption={t(titles[list])}
      columns={[
        { label: t('colDate') },
        { label: t('colChannel') },
        { label: t('colType'), wide: true },
        { label: t(given ? 'colReceivers' : 'colFrom') },
        { label: t('colCount') },
        { label: t('colPaidWith'), wide: true },
        { label: t('colAmount'), wide: true },
        { label: t('colStatus') },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.giftIdx}>
          <td>{walletDate(row.createDate, locale)}</td>
          <td>{row.channel.nickname}</td>
          <td className="aw-wallet-wide">{t(giftTypeKey(row))}</td>
          <td>
            {given
              ? row.receivers.map((r) => r.nickname).join(', ') || t('giftNoReceivers')
              : (row.from?.nickname ?? t('giftFromPlatform'))}
          </td>
          <td>{number.format(row.voucherCount)}</td>
          <td className="aw-wallet-wide">{t(paidWithKey(row.paidWith))}</td>
          <td className="aw-wallet-wide">{giftAmount(row, t, locale)}</td>
          <td>{t(paymentStatusKeys[row.status])}</td>
        </tr>
      ))}
    </WalletTable>
  )
}

// Gem-paid gifts show their gems, checkout-paid ones their price; a free one costs nothing.
function giftAmount(row: GiftRecord, t: WalletText, locale: string): string {
  if (row.gem !== null) return t('gems', { count: row.gem })
  if (row.price !== null) return walletPrice(row.price, row.currency ?? undefined, locale)
  return t('paidWithFree')
}
