import { PaymentResult, useWalletText } from '@airwave/react/wallet'
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router'
import { loginPath } from '../../app/loginPath'
import { useSessionStatus } from '../../app/siteContext'
import { Loading } from '../../ui/states'
import { routerLink } from './walletLinks'

/**
 * `/payment/redirect/gem?orderNo=…` (the checkout's return) and `/purchase-complete?orderNo=…`:
 * the order's result. The return page waits for the provider's confirmation and moves on to
 * `/purchase-complete` once paid; a failure stays here with a way to try again.
 */
export function PaymentRedirectPage({ complete = false }: { complete?: boolean }) {
  const status = useSessionStatus()
  const location = useLocation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const t = useWalletText()
  const orderNo = params.get('orderNo') ?? ''
  if (status === 'loading') return <Loading />
  if (status === 'unauthenticated') return <Navigate to={loginPath(location)} replace />
  const title = complete ? t('resultPaidTitle') : t('resultWaitingTitle')
  return (
    <section className="aw-site-settings">
      <title>{`${title} · Airwave`}</title>
      <h1 className="aw-site-title">{t('chargeTitle')}</h1>
      {orderNo ? (
        <PaymentResult
          key={orderNo}
          orderNo={orderNo}
          renderLink={routerLink}
          onPaid={(result) => {
            if (!complete) {
              navigate(`/purchase-complete?orderNo=${encodeURIComponent(result.orderNo)}`, {
                replace: true,
              })
            }
          }}
        />
      ) : (
        <p>
          {t('resultNoOrder')} <Link to="/items/gem-charge">{t('buyGems')}</Link>
        </p>
      )}
    </section>
  )
}
