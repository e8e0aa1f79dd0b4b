import type { GemHistoryItem, GemHistoryKind, GemPurchase } from '@airwave/sdk/wallet'
import { type FormEvent, useId, useState } from 'react'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { useWalletList } from './useWallet'
import { WalletPager } from './WalletPager'
import { walletStyles } from './wallet.styles'
import { useWalletText, type WalletText, walletDate, walletPrice } from './walletText'

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
  const [filter, setFilter] = useState({ page: 1, startDate: '', endDate: '' })
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const query = useWalletList(list, filter)
  const fromId = useId()
  const toId = useId()
  const page = query.data
  const state =
    query.isError && !page ? 'error' : !page ? 'loading' : page.list.length ? 'ready' : 'empty'
  const apply = (event: FormEvent) => {
    event.preventDefault()
    setFilter({ page: 1, startDate: from, endDate: to })
  }
  const clear = () => {
    setFrom('')
    setTo('')
    setFilter({ page: 1, startDate: '', endDate: '' })
  }
  const goTo = (n: number) => setFilter((current) => ({ ...current, page: n }))
  return (
    <section
      className="aw-wallet aw-wallet-history"
      data-state={state}
      aria-busy={query.isFetching}
    >
      <form className="aw-wallet-row" onSubmit={apply}>
        <label className="aw-wallet-field" htmlFor={fromId}>
          {t('filterFrom')}
          <input id={fromId} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="aw-wallet-field" htmlFor={toId}>
          {t('filterTo')}
          <input id={toId} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="submit" className="aw-button" data-variant="primary">
          {t('filterApply')}
        </button>
        <button type="button" className="aw-button" onClick={clear}>
          {t('filterClear')}
        </button>
      </form>
      {state === 'ready' && page ? (
        <div className="aw-wallet-table-wrap">
          {list === 'purchases' ? (
            <PurchaseTable rows={page.list as GemPurchase[]} t={t} locale={locale} />
          ) : (
            <HistoryTable rows={page.list as GemHistoryItem[]} t={t} locale={locale} />
          )}
        </div>
      ) : (
        <p
          className="aw-wallet-status"
          role="status"
          data-tone={state === 'error' ? 'error' : 'info'}
        >
          {t(state === 'error' ? 'listFailed' : state === 'loading' ? 'listLoading' : 'listEmpty')}
        </p>
      )}
      {state === 'error' && (
        <div className="aw-wallet-row">
          <button type="button" className="aw-button" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </div>
      )}
      {page && (
        <WalletPager
          label={t(list === 'purchases' ? 'purchasesTitle' : 'historyTitle')}
          page={page.page}
          pages={page.pages}
          goTo={goTo}
        />
      )}
    </section>
  )
}

const statusKeys = {
  PENDING: 'statusPENDING',
  SUCCESS: 'statusSUCCESS',
  DECLINED: 'statusDECLINED',
  CANCELLED: 'statusCANCELLED',
  EXPIRED: 'statusEXPIRED',
  REFUNDED: 'statusREFUNDED',
} as const

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
    <table className="aw-wallet-table">
      <caption className="aw-visually-hidden">{t('purchasesTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('colDate')}</th>
          <th scope="col" className="aw-wallet-wide">
            {t('colOrder')}
          </th>
          <th scope="col">{t('colGems')}</th>
          <th scope="col">{t('colAmount')}</th>
          <th scope="col">{t('colStatus')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.orderNo}>
            <td>{walletDate(row.payDate ?? row.createDate, locale)}</td>
            <td className="aw-wallet-wide">{row.orderNo}</td>
            <td>{number.format(row.gem)}</td>
            <td>{walletPrice(row.payPrice, row.payCur, locale)}</td>
            <td>{t(statusKeys[row.status])}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
    <table className="aw-wallet-table">
      <caption className="aw-visually-hidden">{t('historyTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('colDate')}</th>
          <th scope="col">{t('colKind')}</th>
          <th scope="col">{t('colGems')}</th>
          <th scope="col" className="aw-wallet-wide">
            {t('colBalance')}
          </th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </table>
  )
}
