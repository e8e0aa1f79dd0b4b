import { LOCALES, type Locale, useAirwave } from '@airwave/react'
import { pathWithReturn } from '@airwave/react/account'
import { useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { signOutOfSite } from '../app/createAirwave'
import { loginPath } from '../app/loginPath'
import { useSessionStatus, useSite } from '../app/siteContext'
import { useViewer } from '../app/useViewer'
import { useAccountSiteText } from '../i18n/account'
import { useDiscoveryText } from '../i18n/discovery'
import { localeNames } from '../i18n/messages'
import { HeaderNotifications } from '../pages/notification/HeaderNotifications'
import { HeaderSearch } from './HeaderSearch'
import { SettingsMenu } from './SettingsMenu'

/** The signed-in member's channel name and the sign-out button. */
function SignedIn() {
  const { client, session, text } = useSite()
  const { queryClient } = useAirwave()
  const viewer = useViewer()
  const words = useDiscoveryText()
  const account = useAccountSiteText()
  const [busy, setBusy] = useState(false)
  const signOut = async () => {
    setBusy(true)
    try {
      // Calls still in flight carry the token about to be revoked: stop them; the pages fetch
      // again as a guest.
      await queryClient.cancelQueries()
      await signOutOfSite({ session, client })
      // The member's answers go; what is on screen loads again as a guest. (Clearing the cache
      // instead left a page opened meanwhile loading for ever: its query was dropped under it.)
      void queryClient.resetQueries()
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      {viewer?.status === 'member' && viewer.channelId && (
        <Link
          className="aw-site-nav-link aw-site-nickname"
          to={`/${viewer.channelId}`}
          title={text.myChannel}
        >
          {viewer.nickname ?? viewer.channelId}
        </Link>
      )}
      {viewer?.status === 'member' && viewer.channelId && (
        <Link className="aw-site-nav-link" to="/dashboard">
          {text.dashboard}
        </Link>
      )}
      <HeaderNotifications />
      <SettingsMenu label={text.settingsMenu}>
        <Link className="aw-site-nav-link" to="/account/info">
          {account.navInfo}
        </Link>
        <Link className="aw-site-nav-link" to="/account/security">
          {account.navSecurity}
        </Link>
        <Link className="aw-site-nav-link" to="/channel/management">
          {account.navChannels}
        </Link>
        <Link className="aw-site-nav-link" to="/setting/block-users">
          {text.blockedUsers}
        </Link>
        <Link className="aw-site-nav-link" to="/setting/uninterested-channel">
          {words.uninterestedTitle}
        </Link>
      </SettingsMenu>
      <button type="button" className="aw-button" onClick={signOut} disabled={busy}>
        {text.signOut}
      </button>
    </>
  )
}

/** A sun for the light theme, a moon for the dark one: the theme the button switches to. */
function ThemeIcon({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {theme === 'light' ? (
        <>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </>
      ) : (
        <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
      )}
    </svg>
  )
}

/** Brand, language, theme and the sign-in or sign-out of every page. */
export function Header() {
  const { locale, setLocale, theme, setTheme, text } = useSite()
  const accountWords = useAccountSiteText()
  const status = useSessionStatus()
  const location = useLocation()
  const words = useDiscoveryText()
  return (
    <header className="aw-site-header">
      <Link className="aw-site-brand" to="/">
        Airwave
      </Link>
      <nav className="aw-site-nav aw-site-main-nav" aria-label={words.mainNav}>
        <NavLink className="aw-site-nav-link" to="/live">
          {words.navLive}
        </NavLink>
        <NavLink className="aw-site-nav-link" to="/video">
          {words.navVideos}
        </NavLink>
        <NavLink className="aw-site-nav-link" to="/following">
          {words.navFollowing}
        </NavLink>
      </nav>
      <HeaderSearch />
      <nav className="aw-site-nav" aria-label={text.account}>
        <label className="aw-site-select">
          <span className="aw-visually-hidden">{text.language}</span>
          <select
            value={locale}
            onChange={(event) => setLocale(event.target.value as Locale)}
            title={text.language}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {localeNames[code]}
              </option>
            ))}
          </select>
        </label>
        {/* The label names the theme the button switches to: a pressed "Dark theme" read as
            still offering dark once dark was on. */}
        <button
          type="button"
          className="aw-button aw-site-theme"
          data-state={theme}
          title={theme === 'dark' ? text.themeLight : text.themeDark}
          onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
        >
          <ThemeIcon theme={theme === 'dark' ? 'light' : 'dark'} />
          <span className="aw-site-theme-label">
            {theme === 'dark' ? text.themeLight : text.themeDark}
          </span>
        </button>
        {status === 'authenticated' ? (
          <SignedIn />
        ) : (
          <>
            <Link
              className="aw-button"
              data-variant="primary"
              aria-disabled={status === 'loading'}
              to={loginPath(location)}
            >
              {text.signIn}
            </Link>
            <Link className="aw-button" to={pathWithReturn('/sign-up/email-and-birth', location)}>
              {accountWords.signUp}
            </Link>
          </>
        )}
      </nav>
    </header>
  )
}
