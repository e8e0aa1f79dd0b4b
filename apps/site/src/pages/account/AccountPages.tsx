import { useAirwave } from '@airwave/react'
import {
  AccountInfo,
  ChannelDeleteForm,
  ChannelManagement,
  PasswordChangeForm,
  SignedInClients,
  WithdrawalForm,
} from '@airwave/react/account'
import { myChannelQuery } from '@airwave/sdk/channel'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useSite } from '../../app/siteContext'
import { useAccountSiteText } from '../../i18n/account'
import { ErrorState, Loading } from '../../ui/states'
import { AccountLayout } from './AccountNav'
import { siteLink } from './siteLink'
import './account.css'

/** `/account/info`: the member's account, the e-mail masked. */
export function AccountInfoPage() {
  const words = useAccountSiteText()
  return (
    <AccountLayout title={words.navInfo}>
      <AccountInfo />
    </AccountLayout>
  )
}

function SecurityScreens() {
  const { client, clientId } = useSite()
  const me = useQuery(myChannelQuery(client))
  if (me.isPending) return <Loading />
  if (me.isError) return <ErrorState error={me.error} retry={() => me.refetch()} />
  return (
    <>
      <PasswordChangeForm email={me.data.userInfo.email} />
      <SignedInClients clientId={clientId} />
    </>
  )
}

/** `/account/security`: the password change and the signed-in devices. */
export function AccountSecurityPage() {
  const words = useAccountSiteText()
  return (
    <AccountLayout title={words.navSecurity}>
      <SecurityScreens />
    </AccountLayout>
  )
}

/** `/withdrawal`: leaving the platform; then `/withdrawal-completed`. */
export function WithdrawalPage() {
  const words = useAccountSiteText()
  const navigate = useNavigate()
  const { queryClient } = useAirwave()
  // Withdrawn: the session ends while the next page loads; this page must not send the
  // member to the login page meanwhile.
  const [withdrawn, setWithdrawn] = useState(false)
  if (withdrawn) return <Loading />
  return (
    <AccountLayout title={words.withdrawalTitle}>
      <WithdrawalForm
        onWithdrawn={() => {
          setWithdrawn(true)
          queryClient.clear()
          navigate('/withdrawal-completed', { replace: true })
        }}
      />
    </AccountLayout>
  )
}

/** `/channel/management`: the member's channels and the channel switch. */
export function ChannelManagementPage() {
  const words = useAccountSiteText()
  return (
    <AccountLayout title={words.channelsTitle}>
      <ChannelManagement renderLink={siteLink} />
    </AccountLayout>
  )
}

/** `/channel/delete`: deleting one of the member's channels. */
export function ChannelDeletePage() {
  const words = useAccountSiteText()
  const navigate = useNavigate()
  return (
    <AccountLayout title={words.channelDeleteTitle}>
      <ChannelDeleteForm onDeleted={() => navigate('/channel/management')} />
    </AccountLayout>
  )
}
