import { LinkedAccounts } from '@airwave/react/social'
import { Navigate, useLocation } from 'react-router'
import { loginPath } from '../../app/loginPath'
import { useSessionStatus } from '../../app/siteContext'
import { useSocialSiteText } from '../../i18n/social'
import { Loading } from '../../ui/states'

/** `/account/connect`: the member's linked social accounts; a visitor signs in first. */
export function AccountConnectPage() {
  const status = useSessionStatus()
  const location = useLocation()
  const words = useSocialSiteText()
  if (status === 'loading') return <Loading />
  if (status === 'unauthenticated') return <Navigate to={loginPath(location)} replace />
  return (
    <section className="aw-site-settings">
      <title>{`${words.accountConnectTitle} · Airwave`}</title>
      <LinkedAccounts next="/account/connect" />
    </section>
  )
}
