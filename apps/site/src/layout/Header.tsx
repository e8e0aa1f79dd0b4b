import { LOCALES, type Locale, useAirwave } from '@airwave/react'
import { pathWithReturn } from '@airwave/react/account'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { signOutOfSite } from '../app/createAirwave'
import { loginPath } from '../app/loginPath'
import { useSessionStatus, useSite } from '../app/siteContext'
import { useViewer } from '../app/useViewer'
import { useAccountSiteText } from '../i18n/account'
import { useDiscoveryText } from '../i18n/discovery'
import { localeNames } from '../i18n/messages'
import { HeaderMessages, HeaderMessagesPanel } from '../pages/message/HeaderMessages'
import { HeaderNotifications } from '../pages/notification/HeaderNotifications'
import { HeaderGems } from '../pages/wallet/HeaderGems'
import { NavLinks } from '../ui/NavLinks'
import { HeaderSearch } from './HeaderSearch'
import { SettingsMenu } from './SettingsMenu'
import { useOpenOnPage } from './useOpenOnPage'

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
      {/* Messages go between channels: a member without one has none (the calls answer 403). */}
      {viewer?.status === 'member' && viewer.channelId && <HeaderMessages />}
      <HeaderNotifications />
      <HeaderGems />
      <SettingsMenu label={text.settingsMenu}>
        {[
          { to: '/account/info', label: account.navInfo },
          { to: '/account/security', label: account.navSecurity },
          { to: '/channel/management', label: account.navChannels },
          { to: '/setting/block-users', label: text.blockedUsers },
          { to: '/setting/uninterested-channel', label: words.uninterestedTitle },
          { to: '/subscriptions', label: text.mySubscriptions },
          { to: '/wallet/giftsub-history', label: text.giftSubscriptions },
        ].map((link) => (
          <Link key={link.to} className="aw-site-nav-link" to={link.to}>
            {link.label}
          </Link>
        ))}
      </SettingsMenu>
      <button type="button" className="aw-button" onClick={signOut} disabled={busy}>
        {text.signOut}
      </button>
    </>
  )
}

/** A line icon in the text's colour; the button around it carries the words. */
function LineIcon({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {children}
    </svg>
  )
}

/** A sun for the light theme, a moon for the dark one: the theme the button switches to. */
function ThemeIcon({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <LineIcon size={18}>
      {theme === 'light' ? (
        <>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </>
      ) : (
        <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
      )}
    </LineIcon>
  )
}

/**
 * The phone header's menu (a disclosure): closed on Escape (focus back on its button), on a
 * click outside and on a page change. On a wide screen its panel is laid out in the row and the
 * button is not shown (site.css).
 */
function useHeaderMenu() {
  const { open, close, toggle } = useOpenOnPage()
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      // A menu inside (the settings) closes first, on its own Escape.
      if (event.key !== 'Escape' || event.defaultPrevented) return
      close()
      button.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node
      if (!panel.current?.contains(target) && !button.current?.contains(target)) close()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, close])
  return { open, toggle, button, panel }
}

/** Three bars when closed, a cross when open. */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <LineIcon size={20}>
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </LineIcon>
  )
}

/** Brand, language, theme and the sign-in or sign-out of every page. */
export function Header() {
  const { locale, setLocale, theme, setTheme, text } = useSite()
  const accountWords = useAccountSiteText()
  const status = useSessionStatus()
  const viewer = useViewer()
  const location = useLocation()
  const words = useDiscoveryText()
  const menu = useHeaderMenu()
  const menuId = useId()
  return (
    <header className="aw-site-header">
      <Link className="aw-site-brand" to="/">
        Airwave
      </Link>
      <HeaderSearch />
      <button
        ref={menu.button}
        type="button"
        className="aw-button aw-site-menu-button"
        aria-expanded={menu.open}
        aria-controls={menuId}
        title={text.menu}
        onClick={menu.toggle}
      >
        <MenuIcon open={menu.open} />
        <span className="aw-visually-hidden">{text.menu}</span>
      </button>
      <div
        ref={menu.panel}
        id={menuId}
        className="aw-site-header-menu"
        data-state={menu.open ? 'open' : 'closed'}
      >
        <nav className="aw-site-nav aw-site-main-nav" aria-label={words.mainNav}>
          <NavLinks
            items={[
              { to: '/live', label: words.navLive },
              { to: '/video', label: words.navVideos },
              { to: '/following', label: words.navFollowing },
            ]}
          />
        </nav>
        <nav className="aw-site-nav aw-site-user-nav" aria-label={text.account}>
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
      </div>
      {status === 'authenticated' && viewer?.status === 'member' && viewer.channelId && (
        <HeaderMessagesPanel />
      )}
    </header>
  )
}
