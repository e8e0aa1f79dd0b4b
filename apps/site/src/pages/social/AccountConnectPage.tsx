import { LinkedAccounts } from '@airwave/react/social'
import { useSocialSiteText } from '../../i18n/social'
import { SettingsPage } from '../../layout/SettingsPage'

/** `/account/connect`: the member's linked social accounts; a visitor signs in first. */
export function AccountConnectPage() {
  const words = useSocialSiteText()
  return (
    <SettingsPage title={words.accountConnectTitle}>
      <LinkedAccounts next="/account/connect" />
    </SettingsPage>
  )
}
