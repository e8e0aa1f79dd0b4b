import { type Locale, resolveLocale, type Theme } from '@airwave/react'

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

export function storeTheme(theme: Theme): void {
  write(THEME_KEY, theme)
}

export function storeLocale(locale: Locale): void {
  write(LOCALE_KEY, locale)
}
