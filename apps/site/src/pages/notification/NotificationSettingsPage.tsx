import { NotificationSettings } from '@airwave/react/notification'
import { useSocialSiteText } from '../../i18n/social'
import { SettingsPage } from '../../layout/SettingsPage'

/**
 * `/setting/notifications`: the member's notification switches, by kind and by followed
 * channel; a visitor signs in first.
 */
export function NotificationSettingsPage() {
  const words = useSocialSiteText()
  return (
    <SettingsPage title={words.notificationSettingsTitle} heading>
      <NotificationSettings />
    </SettingsPage>
  )
}
