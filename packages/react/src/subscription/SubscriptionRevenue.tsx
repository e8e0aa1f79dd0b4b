import { revenueAmount } from '@airwave/sdk/subscription'
import { useId } from 'react'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { walletStyles } from '../wallet/wallet.styles'
import { walletPrice } from '../wallet/walletText'
import { SubscriberLoadStatus } from './SubscriberLoadStatus'
import { subscriberStyles } from './subscriber.styles'
import { useSubscriberText } from './subscriberText'
import { useSubscriptionRevenue } from './useSubscribers'

/**
 * The monetization page's subscription panel (`/dashboard/monetization`): the active
 * subscribers, what subscriptions brought in by currency (with the payments counted), and the
 * gems of gifts paid with gems. `data-state`: loading, error, ready.
 *
 * @example <SubscriptionRevenue />
 */
export function SubscriptionRevenue() {
  useSheet('wallet', walletStyles)
  useSheet('subscriber', subscriberStyles)
  const t = useSubscriberText()
  const locale = useLocale()
  const headingId = useId()
  const query = useSubscriptionRevenue()
  const number = new Intl.NumberFormat(locale)
  const data = query.data
  return (
    <section
      className="aw-revenue"
      aria-labelledby={headingId}
      data-state={data ? 'ready' : query.isError ? 'error' : 'loading'}
    >
      <h2 id={headingId}>{t('revenueTitle')}</h2>
      {!data ? (
        <SubscriberLoadStatus
          failed={query.isError}
          text={t('revenueFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <dl className="aw-revenue-cards">
          <div className="aw-revenue-card">
            <dt>{t('revenueActive')}</dt>
            <dd>{number.format(data.activeSubscribers)}</dd>
          </div>
          <div className="aw-revenue-card">
            <dt>{t('revenueMoney')}</dt>
            <dd>
              {data.byCurrency.length === 0 ? (
                t('revenueNone')
              ) : (
                <ul>
                  {data.byCurrency.map((row) => (
                    <li key={row.currency}>
                      {walletPrice(revenueAmount(row.amount, row.currency), row.currency, locale)}
                      <small>{t('revenuePayments', { count: row.payments })}</small>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
          <div className="aw-revenue-card">
            <dt>{t('revenueGems')}</dt>
            <dd>
              <span className="aw-gem-balance">{number.format(data.gem)}</span>
            </dd>
          </div>
        </dl>
      )}
    </section>
  )
}
