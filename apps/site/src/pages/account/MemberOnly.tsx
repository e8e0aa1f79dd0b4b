import { type ReactNode, useRef } from 'react'
import { Navigate, useLocation } from 'react-router'
import { loginPath } from '../../app/loginPath'
import { useSessionStatus } from '../../app/siteContext'
import { Loading } from '../../ui/states'

/**
 * A member's page: a visitor signs in first and comes back. Once shown, the page stays while
 * the session stores a new pair (a channel switch is 'loading' for a moment): unmounted, a
 * page lost what it was showing, such as the new channel's confirmation.
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const status = useSessionStatus()
  const location = useLocation()
  const shown = useRef(false)
  if (status === 'authenticated') shown.current = true
  if (status === 'loading' && !shown.current) return <Loading />
  if (status === 'unauthenticated') return <Navigate to={loginPath(location)} replace />
  return children
}
