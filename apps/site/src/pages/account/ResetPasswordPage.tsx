import { ResetPassword } from '@airwave/react/account'
import { useSearchParams } from 'react-router'
import { withReturn } from '../../app/loginPath'
import { useAccountSiteText } from '../../i18n/account'
import { siteLink } from './siteLink'
import './account.css'

/** `/reset-password`: a forgotten password, with the code sent to the account's e-mail. */
export function ResetPasswordPage() {
  const words = useAccountSiteText()
  const [search] = useSearchParams()
  return (
    <div className="aw-site-account">
      <title>{`${words.resetTitle} · Airwave`}</title>
      <ResetPassword renderLink={siteLink} loginHref={withReturn('/login', search)} />
    </div>
  )
}
