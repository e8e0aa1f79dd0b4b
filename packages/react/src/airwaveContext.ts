import type { BoundGroups, ToastQueue } from '@airwave/sdk'
import type { channelEndpoints } from '@airwave/sdk/channel'
import type { communityEndpoints } from '@airwave/sdk/community'
import type { emoticonEndpoints } from '@airwave/sdk/emoticon'
import type { QueryClient } from '@tanstack/react-query'
import { createContext, useContext } from 'react'

/** The bound client the hooks call: `createClient` with at least these three groups. */
export type AirwaveClient = BoundGroups<{
  community: typeof communityEndpoints
  channel: typeof channelEndpoints
  emoticon: typeof emoticonEndpoints
}>

export type Theme = 'light' | 'dark'

/** What {@link AirwaveProvider} gives the hooks below it. */
export interface AirwaveContextValue {
  client: AirwaveClient
  queryClient: QueryClient
  toastQueue: ToastQueue
  locale: string
  theme: Theme
  /** Opens the app's login (the provider's prop): the login prompt's button calls it. */
  onLoginRequired: () => void
  /**
   * Opens the login prompt (community.md: "the login modal opens and nothing changes"); the
   * components call it when an anonymous viewer comments, likes, reports or blocks.
   */
  promptLogin: () => void
  /** Whether the kit's components inject its stylesheet (provider prop, default true). */
  injectStyles: boolean
}

export const AirwaveContext = createContext<AirwaveContextValue | null>(null)

/**
 * Everything the provider holds: client, query client, toast queue, locale, theme, login.
 *
 * @example
 * const { client, toastQueue } = useAirwave()
 */
export function useAirwave(): AirwaveContextValue {
  const value = useContext(AirwaveContext)
  if (!value) {
    throw new Error('useAirwave must be used inside <AirwaveProvider>: wrap your app in it.')
  }
  return value
}

/**
 * The provider's locale (a BCP 47 tag), for dates and numbers.
 *
 * @example
 * const locale = useLocale() // 'en-US'
 */
export function useLocale(): string {
  return useAirwave().locale
}

/**
 * The provider's theme.
 *
 * @example
 * <div data-theme={useTheme()} />
 */
export function useTheme(): Theme {
  return useAirwave().theme
}
