import { ChannelCreateForm } from '@airwave/react/account'
import { useNavigate, useSearchParams } from 'react-router'
import { returnPath } from '../../app/loginPath'
import { useAccountSiteText } from '../../i18n/account'
import { MemberOnly } from './MemberOnly'
import './account.css'

/**
 * `/channel/create`: a new channel. A member without one who tried to comment or chat comes
 * here (the provider's `onChannelRequired`) and goes back (`returnUrl`) once it is made.
 */
export function ChannelCreatePage() {
  const words = useAccountSiteText()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  return (
    <MemberOnly>
      <div className="aw-site-account">
        <title>{`${words.channelCreateTitle} · Airwave`}</title>
        <ChannelCreateForm onCreated={() => navigate(returnPath(search), { replace: true })} />
      </div>
    </MemberOnly>
  )
}
