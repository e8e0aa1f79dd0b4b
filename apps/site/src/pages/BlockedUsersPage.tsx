import { BlockedUsers } from '@airwave/react/community'
import { useSite } from '../app/siteContext'
import { SettingsPage } from '../layout/SettingsPage'

/** The member's blocked users (`/setting/block-users`); an anonymous visitor signs in first. */
export function BlockedUsersPage() {
  const { text } = useSite()
  return (
    <SettingsPage title={text.blockedUsers}>
      <BlockedUsers enabled />
    </SettingsPage>
  )
}
