import type { Locale, Session, Theme } from '@airwave/react'
import { createContext, useContext, useSyncExternalStore } from 'react'
import type { SiteMessages } from '../i18n/messages'
import type { SiteClient, SiteLogs } from './createAirwave'

export interface SiteContextValue {
  session: Session
  client: SiteClient
  /** This browser's client id (the signed-in devices list marks it). */
  clientId: string
  locale: Locale
  setLocale(locale: Locale): void
  theme: Theme
  setTheme(theme: Theme): void
  /** The site's own words in the chosen locale. */
  text: SiteMessages
  /** The statistics' log of this visit (page views, plays). */
  logs: SiteLogs
}

export const SiteContext = createContext<SiteContextValue | null>(null)

/** The site's session, client, preferences and words. */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext)
  if (!value) throw new Error('useSite must be used under <SiteRoot>')
  return value
}

/** `loading`, `authenticated` or `unauthenticated`, re-rendering on every change. */
export function useSessionStatus() {
  const { session } = useSite()
  return useSyncExternalStore(session.subscribe, session.status, session.status)
}
