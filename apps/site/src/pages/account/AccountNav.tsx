import { NavLink } from 'react-router'
import { useAccountSiteText } from '../../i18n/account'

/**
 * The account pages' navigation. `/account/connect` (the linked social accounts) is helper B's
 * page, listed here with the others.
 */
function AccountNav() {
  const words = useAccountSiteText()
  const links = [
    ['/account/info', words.navInfo],
    ['/account/security', words.navSecurity],
    ['/channel/management', words.navChannels],
    ['/account/connect', words.navConnect],
    ['/withdrawal', words.navWithdrawal],
  ] as const
  return (
    <nav className="aw-site-account-nav" aria-label={words.accountNav}>
      {links.map(([to, label]) => (
        <NavLink key={to} className="aw-site-nav-link" to={to}>
          {label}
        </NavLink>
      ))}
    </nav>
  )
}

/** A member's account page: the navigation, then the page's screen. */
export function AccountLayout({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="aw-site-account" data-layout="settings">
      <title>{`${title} · Airwave`}</title>
      <AccountNav />
      <div className="aw-site-account-main">{children}</div>
    </div>
  )
}
