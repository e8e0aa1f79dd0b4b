import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { loginPath } from '../../app/loginPath'
import { useSessionStatus } from '../../app/siteContext'
import { Loading } from '../../ui/states'

/** A member's page: a visitor signs in first and comes back. */
export function MemberOnly({ children }: { children: ReactNode }) {
  const status = useSessionStatus()
  const location = useLocation()
  if (status === 'loading') return <Loading />
  if (status === 'unauthenticated') return <Navigate to={loginPath(location)} replace />
  return children
}
