import type { GemHistoryItem, GemHistoryKind, GemPurchase } from '@airwave/sdk/wallet'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { useWalletList } from './useWallet'
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

export interface WalletHistoryProps {
  /** `purchases` (`/wallet/gem-purchase`) or every movement (`/wallet/gem-history`). */
  list: 'purchases' | 'history'
}

const kindKeys = {
  purchase: 'kindPurchase',
  cheer: 'kindCheer',
  pledge: 'kindPledge',
  release: 'kindRelease',
  refund: 'kindRefund',
  gift: 'kindGift',
} as const satisfies Record<GemHistoryKind, string>

/**
 * The wallet's purchases or every movement of its gems, newest first, 20 a page, filtered by
 * date (UTC days, both ends included). `data-state`: loading, error, empty, ready.
 *
 * @example <WalletHistory list="history" />
 */
export function WalletHistory({ list }: WalletHistoryProps) {
  useSheet('wallet', walletStyles)
  const t = useWalletText()
  const locale = useLocale()
  const filter = useWalletFilter()
  const query = useWalletList(list, filter.filter)
  const page = query.data
  const state = walletListState(query)
  return (
    <section
      className="aw-wallet aw-wallet-history"
      data-state={state}
      aria-busy={query.isFetching}
    >
      <WalletFilterForm filter={filter} />
      {state === 'ready' && page ? (
        list === 'purchases' ? (
          <PurchaseTable rows={page.list as GemPurchase[]} t={t} locale={locale} />
        ) : (
          <HistoryTable rows={page.list as GemHistoryItem[]} t={t} locale={locale} />
        )
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
          label={t(list === 'purchases' ? 'purchasesTitle' : 'historyTitle')}
          page={page.page}
          pages={page.pages}
          goTo={filter.goTo}
        />
      )}
    </section>
  )
}

function PurchaseTable({
  rows,
  t,
  locale,
}: {
  rows: GemPurchase[]
  t: WalletText
  locale: string
}) {
  const number = new Intl.NumberFormat(locale)
  return (
    <WalletTable
      caption={t('purchasesTitle')}
      columns={[
        { label: t('colDate') },
        { label: t('colOrder'), wide: true },
        { label: t('colGems') },
        { label: t('colAmount') },
        { label: t('colStatus') },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.orderNo}>
          <td>{walletDate(row.payDate ?? row.createDate, locale)}</td>
          <td className="aw-wallet-wide">{row.orderNo}</td>
          <td>{number.format(row.gem)}</td>
          <td>{walletPrice(row.payPrice, row.payCur, locale)}</td>
          <td>{t(paymentStatusKeys[row.status])}</td>
        </tr>
      ))}
    </WalletTable>
  )
}

function HistoryTable({
  rows,
  t,
  locale,
}: {
  rows: GemHistoryItem[]
  t: WalletText
  locale: string
}) {
  const number = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' })
  const plain = new Intl.NumberFormat(locale)
  return (
    <WalletTable
      caption={t('historyTitle')}
      columns={[
        { label: t('colDate') },
        { label: t('colKind') },
        { label: t('colGems') },
        { label: t('colBalance'), wide: true },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.historyNo}>
          <td>{walletDate(row.createDate, locale)}</td>
          <td>
            {t(kindKeys[row.kind], { channel: row.nickname ?? row.channelId ?? '' })}
            {row.message ? <div className="aw-wallet-lead">{row.message}</div> : null}
          </td>
          <td data-sign={row.gem < 0 ? 'minus' : 'plus'}>{number.format(row.gem)}</td>
          <td className="aw-wallet-wide">{plain.format(row.balance)}</td>
        </tr>
      ))}
    </WalletTable>
  )
}
