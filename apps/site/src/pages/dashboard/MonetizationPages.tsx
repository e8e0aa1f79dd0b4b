import { SubscriptionRevenue } from '@airwave/react/subscription'
import {
  EarningsOverview,
  MonetizationSignup,
  SignatureGems,
  useWalletText,
} from '@airwave/react/wallet'
import { Link, useNavigate } from 'react-router'
import { DashboardPage } from '../../layout/DashboardPage'
import { routerLink } from '../wallet/walletLinks'

// The streamer's money (accounts-platform.md's dashboard routes monetization, monetization/signup
// and signature-gem): each page is the kit's component for the member's own channel.

const SIGNUP = '/dashboard/monetization/signup'
const EARNINGS = '/dashboard/monetization'
const SIGNATURE_GEMS = '/dashboard/signature-gem'

/** `/dashboard/monetization/signup`: the terms and the sign-up; then on to the earnings. */
export function MonetizationSignupPage() {
  const t = useWalletText()
  const navigate = useNavigate()
  return (
    <DashboardPage title={t('monetizeSignupTitle')}>
      {() => (
        <MonetizationSignup
          onSigned={() => navigate(EARNINGS)}
          earningsHref={EARNINGS}
          signatureGemsHref={SIGNATURE_GEMS}
          renderLink={routerLink}
        />
      )}
    </DashboardPage>
  )
}

/** `/dashboard/monetization`: what the channel received and is owed, gems and subscriptions. */
export function MonetizationPage() {
  const t = useWalletText()
  return (
    <DashboardPage
      title={t('monetizeTitle')}
      actions={() => (
        <Link className="aw-button" to={SIGNATURE_GEMS}>
          {t('signatureTitle')}
        </Link>
      )}
    >
      {() => (
        <>
          <EarningsOverview signupHref={SIGNUP} renderLink={routerLink} />
          <SubscriptionRevenue />
        </>
      )}
    </DashboardPage>
  )
}

/** `/dashboard/signature-gem`: the streamer's own amounts that play the special alert. */
export function SignatureGemPage() {
  const t = useWalletText()
  return (
    <DashboardPage
      title={t('signatureTitle')}
      actions={() => (
        <Link className="aw-button" to="/dashboard/widget/alertbox">
          {t('signatureAlertBox')}
        </Link>
      )}
    >
      {(channelId) => (
        <SignatureGems channelId={channelId} signupHref={SIGNUP} renderLink={routerLink} />
      )}
    </DashboardPage>
  )
}
