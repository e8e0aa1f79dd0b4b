import { paidWithKey, subscriptionPaymentLine } from '@airwave/sdk/wallet'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { subscriptionStyles } from './subscriptions.styles'
import { walletLineText } from './subscriptionText'
import { useSubscriptionPayments } from './useSubscriptions'
import { useWalletFilter, walletListState } from './useWalletFilter'
import { WalletFilterForm } from './WalletFilterForm'
import { WalletLoadStatus } from './WalletLoadStatus'
import { WalletPager } from './WalletPager'
import { WalletTable } from './WalletTable'
import { walletStyles } from './wallet.styles'
import { useWalletText, walletDate, walletDateOnly, walletPrice } from './walletText'

export interface SubscriptionPaymentsProps {
  /** One subscription's payments (its page); every subscription's when not given. */
  subscriptionId?: number
}

/**
 * The periods paid (or refused) of the member's subscriptions, newest first, 20 a page,
 * filtered by date: the day, the channel, the period, how it was paid, the amount, and the
 * result (a declined renewal says why). `data-state`: loading, error, empty, ready.
 *
 * @example <SubscriptionPayments />
 */
export function SubscriptionPayments({ subscriptionId }: SubscriptionPaymentsProps) {
  useSheet('wallet', walletStyles)
  useSheet('wallet-subscriptions', subscriptionStyles)
  const t = useWalletText()
  const locale = useLocale()
  const filter = useWalletFilter()
  const query = useSubscriptionPayments(
    subscriptionId === undefined ? filter.filter : { ...filter.filter, subscriptionId },
  )
  const page = query.data
  const state = walletListState(query)
  return (
    <section className="aw-wallet aw-sub-payments" data-state={state} aria-busy={query.isFetching}>
      <WalletFilterForm filter={filter} />
      {state === 'ready' && page ? (
        <WalletTable
          caption={t('subsPaymentsTitle')}
          columns={[
            { label: t('colDate') },
            { label: t('colChannel') },
            { label: t('colPeriod'), wide: true },
            { label: t('colPaidWith'), wide: true },
            { label: t('colAmount') },
            { label: t('colResult') },
          ]}
        >
          {page.list.map((row) => {
            const line = subscriptionPaymentLine(row)
            return (
              <tr key={row.paymentId} data-state={row.status.toLowerCase()}>
                <td>{walletDate(row.createDate, locale)}</td>
                <td>{row.channel.nickname}</td>
                <td className="aw-wallet-wide">
                  {t('subPeriodRange', {
                    from: walletDateOnly(row.periodStart, locale),
                    to: walletDateOnly(row.periodEnd, locale),
                  })}
                </td>
                <td className="aw-wallet-wide">{t(paidWithKey(row.paidWith))}</td>
                <td>{walletPrice(row.price ?? undefined, row.currency ?? undefined, locale)}</td>
                <td data-sign={line.tone === 'over' ? 'minus' : undefined}>
                  {walletLineText(line, t, locale)}
                </td>
              </tr>
            )
          })}
        </WalletTable>
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
          label={t('subsPaymentsTitle')}
          page={page.page}
          pages={page.pages}
          goTo={filter.goTo}
        />
      )}
    </section>
  )
}
