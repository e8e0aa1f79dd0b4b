import type { RenderWalletLink } from './PaymentResult'

/**
 * A wallet page's way on, as a button-styled link: the app's router link when it gives one.
 *
 * @example <WalletLink href="/dashboard/monetization/signup" renderLink={renderLink}>{t('monetizeSignupTitle')}</WalletLink>
 */
export function WalletLink({
  href,
  children,
  renderLink,
}: {
  href: string
  children: string
  renderLink?: RenderWalletLink
}) {
  const link = { href, className: 'aw-button', children }
  return renderLink ? renderLink(link) : <a {...link} />
}
