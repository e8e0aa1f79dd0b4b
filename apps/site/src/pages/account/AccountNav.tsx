import type { ReactNode } from 'react'
import { useAccountSiteText } from '../../i18n/account'
import { NavLinks } from '../../ui/NavLinks'
import { MemberOnly } from './MemberOnly'

/**
 * The account pages' navigation. `/account/connect` (the linked social accounts) is helper B's
 * page, listed here with the others.
 */
function AccountNav() {
  const words = useAccountSiteText()
  const links = [
    { to: '/account/info', label: words.navInfo },
    { to: '/account/security', label: words.navSecurity },
    { to: '/channel/management', label: words.navChannels },
    { to: '/account/connect', label: words.navConnect },
    { to: '/withdrawal', label: words.navWithdrawal },
  ]
  return (
    <nav className="aw-site-account-nav" aria-label={words.accountNav}>
      <NavLinks items={links} />
    </nav>
  )
}

/** A member's account page (a visitor signs in first): the navigation, then the page's screen. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <MemberOnly>
      <div className="aw-site-account" data-layout="settings">
        <title>{`${title} · Airwave`}</title>
        <AccountNav />
        <div className="aw-site-account-main">{children}</div>
      </div>
    </MemberOnly>
  )
}
