import type { RenderWalletLink } from './PaymentResult'
import { WalletLink } from './WalletLink'
import { useWalletText } from './walletText'

/**
 * The way to the monetization sign-up, for a channel not signed up yet; nothing when the app
 * gives no address for it.
 *
 * @example <SignupLink href="/dashboard/monetization/signup" />
 */
export function SignupLink({ href, renderLink }: { href?: string; renderLink?: RenderWalletLink }) {
  const t = useWalletText()
  if (!href) return null
  return (
    <div className="aw-wallet-row">
      <WalletLink href={href} renderLink={renderLink}>
        {t('monetizeSignupTitle')}
      </WalletLink>
    </div>
  )
}
