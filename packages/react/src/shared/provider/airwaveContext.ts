import type {
  BoundGroups,
  KitError,
  KitEvent,
  OverlayLayers,
  Session,
  ToastQueue,
} from '@airwave/sdk'
import type { accountEndpoints, platformEndpoints, socialEndpoints } from '@airwave/sdk/account'
import type { channelEndpoints } from '@airwave/sdk/channel'
import type { chatEndpoints } from '@airwave/sdk/chat'
import type { communityEndpoints } from '@airwave/sdk/community'
import type { embedEndpoints } from '@airwave/sdk/embed'
import type { emoticonEndpoints } from '@airwave/sdk/emoticon'
import type { itemEndpoints } from '@airwave/sdk/item'
import type { liveEndpoints } from '@airwave/sdk/live'
import type { messageEndpoints } from '@airwave/sdk/message'
import type { missionEndpoints } from '@airwave/sdk/mission'
import type { notificationEndpoints } from '@airwave/sdk/notification'
import type { pollEndpoints } from '@airwave/sdk/poll'
import type { liveEndRecommendEndpoints } from '@airwave/sdk/video'
import type { QueryClient } from '@tanstack/react-query'
import { createContext, useContext } from 'react'
import type { RealtimeSlot } from '../../realtime/realtimeSlot'

/** What an anonymous viewer tried, for the login prompt's words: the board's actions or the chat. */
export type LoginReason = 'community' | 'chat'

/**
 * Every endpoint group a hook of the kit calls, by the name `createClient` binds it under. A
 * new domain (chat, accounts) adds its group here; no app has to bind it until it uses one of
 * that domain's hooks.
 */
export type KitGroups = BoundGroups<{
  /** The account screens (`@airwave/react/account`). */
  account: typeof accountEndpoints
  /** The maintenance page's status call. */
  platform: typeof platformEndpoints
  community: typeof communityEndpoints
  channel: typeof channelEndpoints
  emoticon: typeof emoticonEndpoints
  chat: typeof chatEndpoints
  live: typeof liveEndpoints
  poll: typeof pollEndpoints
  /** The live-end recommendations (a client with every video call fits too). */
  video: typeof liveEndRecommendEndpoints
  /** Social sign-in and the linked accounts. */
  social: typeof socialEndpoints
  /** The notification bell, panel and settings. */
  notification: typeof notificationEndpoints
  /** The embed sign-in popup's question (`EmbedConsent`). */
  embed: typeof embedEndpoints
  /** Gems: the wallet, the gem shop, the payment result and cheers (`@airwave/react/wallet`). */
  item: typeof itemEndpoints
  /**
   * Challenge missions (`@airwave/react/mission`). Not in the provider's short form: an app
   * with the missions passes a client made with `missionEndpoints`.
   */
  mission: typeof missionEndpoints
  /**
   * Direct messages (`@airwave/react/message`, with `channel` to block). Not in the provider's
   * short form: an app with the panel passes a client made with `messageEndpoints`.
   */
  message: typeof messageEndpoints
}>

/**
 * The bound client the provider takes: `createClient` with the groups the app's hooks call.
 * Each hook names its groups (`useCalls`), and says which one is missing if it is.
 */
export type AirwaveClient = Partial<KitGroups>

export type Theme = 'light' | 'dark'

/** What {@link AirwaveProvider} gives the hooks below it. */
export interface AirwaveContextValue {
  client: AirwaveClient
  /** The session behind the client, when the provider knows it: `useViewer()` reads it. */
  session: Session | undefined
  queryClient: QueryClient
  toastQueue: ToastQueue
  locale: string
  theme: Theme
  /** Opens the app's login (the provider's prop): the login prompt's button calls it. */
  onLoginRequired: () => void
  /**
   * Opens the login prompt (community.md: "the login modal opens and nothing changes"); the
   * components call it when an anonymous viewer comments, likes, reports or blocks; the chat
   * says `'chat'`, so the prompt speaks of chatting.
   */
  promptLogin: (reason?: LoginReason) => void
  /**
   * Takes a member without a channel to the app's channel creation (the provider's prop): the
   * comment and chat inputs call it instead of a dead end. Undefined: they say a channel is
   * needed.
   */
  onChannelRequired: (() => void) | undefined
  /** Whether the kit's components inject its stylesheet (provider prop, default true). */
  injectStyles: boolean
  /** The page's real-time connection, given or made on first use (see `useRealtime`). */
  realtime: RealtimeSlot
  /** The page's layer manager: which of the player's and the page's overlays show. */
  overlays: OverlayLayers
  /** The provider's `onError`: every component under it reports its failures here. */
  onError: ((error: KitError) => void) | undefined
  /** The provider's `onEvent`: every component under it reports what happened here. */
  onEvent: ((event: KitEvent) => void) | undefined
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
 * The groups of the provider's client that a hook calls, checked when the hook runs: a client
 * made without one of them fails with a message naming the hook and the group to bind.
 *
 * @example
 * const client = useCalls('usePostList', 'community') // client.community.getPostList(…)
 */
export function useCalls<const G extends keyof KitGroups>(
  hook: string,
  ...groups: G[]
): Pick<KitGroups, G> {
  const { client } = useAirwave()
  for (const group of groups) {
    if (!client[group]) {
      throw new Error(
        `${hook} calls the ${group} endpoints, and the provider's client has none: ` +
          `createClient({ endpoints: { ${group}: ${group}Endpoints, … } }).`,
      )
    }
  }
  return client as Pick<KitGroups, G>
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
