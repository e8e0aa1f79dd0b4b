import { SubscriptionPaymentResult, useSubscriptionText } from '@airwave/react/subscription'
import { Link, Navigate, useLocation, useSearchParams } from 'react-router'
import { loginPath } from '../../app/loginPath'
import { useSessionStatus } from '../../app/siteContext'
import { Loading } from '../../ui/states'
import { routerLink } from '../wallet/walletLinks'

/**
 * `/payment/redirect/subscription?orderNo=…` and `/payment/redirect/subscription-voucher`: the
 * checkout's return of a subscription or a card-paid gift, as the gem's return page: it waits
 * for the provider's confirmation, then links to `/subscriptions`; a failure offers another
 * try (the channel's page, or the gift form).
 */
export function SubscriptionRedirectPage({ voucher = false }: { voucher?: boolean }) {
  const status = useSessionStatus()
  const location = useLocation()
  const [params] = useSearchParams()
  const t = useSubscriptionText()
  const orderNo = params.get('orderNo') ?? ''
  const channelId = params.get('channelId')
  if (status === 'loading') return <Loading />
  if (status === 'unauthenticated') return <Navigate to={loginPath(location)} replace />
  const retryHref = voucher
    ? `/items/giftsub${channelId ? `?channelId=${encodeURIComponent(channelId)}` : ''}`
    : channelId
      ? `/${encodeURIComponent(channelId)}`
      : '/'
  return (
    <section className="aw-site-settings">
      <title>{`${t('resultTitle')} · Airwave`}</title>
      <h1 className="aw-site-title">{t(voucher ? 'giftTitle' : 'resultTitle')}</h1>
      {orderNo ? (
        <SubscriptionPaymentResult
          key={orderNo}
          orderNo={orderNo}
          itemType={voucher ? 'subscription-voucher' : 'subscription'}
          retryHref={retryHref}
          renderLink={routerLink}
        />
      ) : (
        <p>
          {t('resultNoOrder')} <Link to="/subscriptions">{t('toSubscriptions')}</Link>
        </p>
      )}
    </section>
  )
}
