import type { Theme } from '@airwave/react'
import {
  communityCatalogue,
  composerCatalogue,
  discoveryCatalogue,
  type Locale,
  playerCatalogue,
  resolveLocale,
} from '@airwave/sdk/i18n'
import { siteAccountCatalogue } from '../i18n/account'
import { siteDiscoveryCatalogue } from '../i18n/discovery'
import { siteCatalogue } from '../i18n/messages'

const THEME_KEY = 'airwave.site.theme'
const LOCALE_KEY = 'airwave.site.locale'

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Private modes may refuse storage: the choice then lasts for this visit only.
  }
}

/** The theme chosen before, else the system's. */
export function initialTheme(): Theme {
  const stored = read(THEME_KEY)
  if (stored === 'light' || stored === 'dark') return stored
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

/** The language chosen before, else the browser's nearest shipped one. */
export function initialLocale(): Locale {
  return resolveLocale(read(LOCALE_KEY) ?? globalThis.navigator?.language ?? 'en-US')
}

/**
 * Fetches a language's words for the kit, the player, the streamer's composer and the site's
 * shell (its header and home: a few kB), before the site shows it: the page then changes
 * language at once, with no moment of waiting or of the previous language. The words of other
 * pages (the account's, the widgets', the embed's) load with the first page that asks for them,
 * which waits for them as it waits for its code.
 */
export async function loadWords(locale: Locale): Promise<void> {
  await Promise.all([
    communityCatalogue.load(locale),
    playerCatalogue.load(locale),
    composerCatalogue.load(locale),
    discoveryCatalogue.load(locale),
    siteCatalogue.load(locale),
    siteDiscoveryCatalogue.load(locale),
    siteAccountCatalogue.load(locale),
  ])
}

export function storeTheme(theme: Theme): void {
  write(THEME_KEY, theme)
}

export function storeLocale(locale: Locale): void {
  write(LOCALE_KEY, locale)
}
