import { NotificationSettings } from '@airwave/react/notification'
import { Navigate, useLocation } from 'react-router'
import { loginPath } from '../../app/loginPath'
import { useSessionStatus } from '../../app/siteContext'
import { useSocialSiteText } from '../../i18n/social'
import { Loading } from '../../ui/states'

/**
 * `/setting/notifications`: the member's notification switches, by kind and by followed
 * channel; a visitor signs in first.
 */
export function NotificationSettingsPage() {
  const status = useSessionStatus()
  const location = useLocation()
  const words = useSocialSiteText()
  if (status === 'loading') return <Loading />
  if (status === 'unauthenticated') return <Navigate to={loginPath(location)} replace />
  return (
    <section className="aw-site-settings">
      <title>{`${words.notificationSettingsTitle} · Airwave`}</title>
      <h1 className="aw-site-title">{words.notificationSettingsTitle}</h1>
      <NotificationSettings />
    </section>
  )
}
