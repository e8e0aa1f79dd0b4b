import { BlockedUsers } from '@airwave/react/community'
import { Navigate, useLocation } from 'react-router'
import { loginPath } from '../app/loginPath'
import { useSessionStatus, useSite } from '../app/siteContext'
import { Loading } from '../ui/states'

/** The member's blocked users (`/setting/block-users`); an anonymous visitor signs in first. */
export function BlockedUsersPage() {
  const status = useSessionStatus()
  const { text } = useSite()
  const location = useLocation()
  if (status === 'loading') return <Loading />
  if (status === 'unauthenticated') return <Navigate to={loginPath(location)} replace />
  return (
    <section className="aw-site-settings">
      <title>{`${text.blockedUsers} · Airwave`}</title>
      <BlockedUsers enabled />
    </section>
  )
}
