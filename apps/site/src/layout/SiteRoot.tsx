import {
  AirwaveProvider,
  type Locale,
  type Session,
  type Theme,
  Toaster,
  useCatalogue,
} from '@airwave/react'
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { createSiteClient, createSiteLogs } from '../app/createAirwave'
import { channelCreatePath, loginPath } from '../app/loginPath'
import { initialLocale, initialTheme, loadWords, storeLocale, storeTheme } from '../app/preferences'
import { SiteContext } from '../app/siteContext'
import { siteCatalogue } from '../i18n/messages'
import { storeMaintenance } from '../pages/account/accountState'
import { Header } from './Header'

export interface SiteRootProps {
  session: Session
  clientId: string
}

/**
 * The layout route: the kit's provider (client, locale, theme, login), the site's context,
 * the header and the page. Under the router, so a kit component asking for a login can
 * navigate to it.
 */
export function SiteRoot({ session, clientId }: SiteRootProps) {
  const navigate = useNavigate()
  const location = useLocation()
  const [locale, setLocaleState] = useState<Locale>(initialLocale)
  const [theme, setThemeState] = useState<Theme>(initialTheme)
  // Read at call time by the client and the login handler, which stay the same all visit.
  const latest = useRef({ locale, location })
  latest.current = { locale, location }
  const [client] = useState(() => createSiteClient(session, clientId, () => latest.current.locale))
  const [logs] = useState(() => createSiteLogs(client, clientId))
  useEffect(() => {
    logs.start()
    return () => logs.stop()
  }, [logs])
  // A page view per route (the path only: a query may carry what is nobody's business).
  useEffect(() => {
    logs.log('page/view', { path: location.pathname.slice(0, 256) })
  }, [logs, location.pathname])
  // Loaded before the first render and before a change of language (`loadWords`), so this reads
  // at once; it would suspend only if that load had failed.
  const text = useCatalogue(siteCatalogue, locale)
  // Screen readers and the browser's translation read the document's language.
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  const onLoginRequired = useCallback(
    () => navigate(loginPath(latest.current.location)),
    [navigate],
  )
  // A member without a channel who comments or chats makes one, then comes back.
  const onChannelRequired = useCallback(
    () => navigate(channelCreatePath(latest.current.location)),
    [navigate],
  )
  // Any 503 (accounts-platform.md section 4): keep the info and the page the member was on,
  // and show the maintenance page, unless it is showing already.
  useEffect(
    () =>
      client.on('maintenance', (info) => {
        const { pathname, search, hash } = latest.current.location
        if (pathname === '/under-maintenance') return storeMaintenance(info, '/')
        storeMaintenance(info, `${pathname}${search}${hash}`)
        navigate('/under-maintenance', { replace: true })
      }),
    [client, navigate],
  )
  const site = useMemo(
    () => ({
      session,
      client,
      clientId,
      locale,
      theme,
      text,
      logs,
      setLocale(next: Locale) {
        storeLocale(next)
        // The page keeps its language until the next one's words are here, then changes at
        // once; if they cannot load now, the provider tries again as it renders.
        const change = () => startTransition(() => setLocaleState(next))
        loadWords(next).then(change, change)
      },
      setTheme(next: Theme) {
        storeTheme(next)
        setThemeState(next)
      },
    }),
    [session, client, clientId, locale, theme, text, logs],
  )

  return (
    <AirwaveProvider
      client={client}
      session={session}
      // The chat's and the live status's socket, on this origin: opened by the first page that
      // needs it, with this browser's client id (viewers count once per id).
      realtimeUrl=""
      clientId={clientId}
      realtimeLog={logs}
      locale={locale}
      theme={theme}
      onLoginRequired={onLoginRequired}
      onChannelRequired={onChannelRequired}
    >
      <SiteContext value={site}>
        <div className="aw-site" lang={locale}>
          <Header />
          <main className="aw-site-main">
            <Outlet />
          </main>
          <Toaster />
        </div>
      </SiteContext>
    </AirwaveProvider>
  )
}
