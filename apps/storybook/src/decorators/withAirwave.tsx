import {
  AirwaveProvider,
  channelEndpoints,
  communityEndpoints,
  createClient,
  createQueryClient,
  createSession,
  createToastQueue,
  emoticonEndpoints,
  memoryTokenStore,
  type Theme,
  Toaster,
  type ToastQueue,
  type Viewer,
} from '@airwave/react'
import { accountEndpoints, platformEndpoints } from '@airwave/react/account'
import { chatEndpoints, createRealtime, liveEndpoints } from '@airwave/react/chat'
import { messageEndpoints } from '@airwave/react/message'
import { notificationEndpoints } from '@airwave/react/notification'
import { pollEndpoints } from '@airwave/react/poll'
import { socialEndpoints } from '@airwave/react/social'
import { itemEndpoints } from '@airwave/react/wallet'
import { missionEndpoints } from '@airwave/sdk/mission'
import { searchEndpoints } from '@airwave/sdk/search'
import { videoEndpoints } from '@airwave/sdk/video'
import type { Decorator } from '@storybook/react-vite'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { fn, type Mock } from 'storybook/test'
import { chatSocket } from '../mocks/chatSocket'
import { channelOf, type Role, viewerOf } from '../mocks/people'
import { API_ORIGIN } from '../mocks/route'

const ViewerContext = createContext<Viewer>({ status: 'anonymous' })

/**
 * The viewer of the toolbar's role, for components that take a `viewer` prop.
 *
 * @example
 * const viewer = useViewer()
 */
export function useViewer(): Viewer {
  return useContext(ViewerContext)
}

// What a real app does: a session holding the role's token, and a client on the API origin
// (MSW's, here). The token is the channel id, which is how the fake backend tells callers apart.
function clientFor(role: Role, locale: string) {
  const channelId = channelOf(role)
  const session = createSession({
    tokenStore: memoryTokenStore(channelId ? { accessToken: channelId } : undefined),
  })
  const client = createClient({
    baseUrl: API_ORIGIN,
    language: locale,
    endpoints: {
      account: accountEndpoints,
      platform: platformEndpoints,
      community: communityEndpoints,
      channel: channelEndpoints,
      emoticon: emoticonEndpoints,
      chat: chatEndpoints,
      live: liveEndpoints,
      poll: pollEndpoints,
      // Discovery's components (cards, search, video comments) call these two groups whole.
      video: videoEndpoints,
      search: searchEndpoints,
      social: socialEndpoints,
      notification: notificationEndpoints,
      message: messageEndpoints,
      item: itemEndpoints,
      mission: missionEndpoints,
    },
    session,
  })
  return { client, session }
}

/** What every story loads: its own toast queue, and a spy standing for the app's login page. */
export interface KitLoaded {
  toastQueue: ToastQueue
  openLogin: Mock<() => void>
}

/**
 * The preview's loader: fresh for every story, and what its play function gets as `loaded`.
 *
 * @example
 * play: async ({ loaded }) => expect((loaded as KitLoaded).openLogin).toHaveBeenCalled()
 */
export function loadKit(): KitLoaded {
  return { toastQueue: createToastQueue(), openLogin: fn().mockName('openLogin') }
}

interface FrameProps extends KitLoaded {
  role: Role
  locale: string
  theme: Theme
  /** The toaster around the story; off for the toaster's own stories. */
  chrome: boolean
  /** The story has a chat: the page's socket is the fake chat socket (`parameters.chat`). */
  chat: boolean
  /** An account screen's story (`parameters.account`): the provider gets the session. */
  account: boolean
  children: ReactNode
}

function StoryFrame(props: FrameProps) {
  const { role, locale, theme, chrome, chat, account, toastQueue, openLogin, children } = props
  const { client, session } = useMemo(() => clientFor(role, locale), [role, locale])
  // The page's one socket, over the in-memory chat. Reconnection waits an hour (chosen for the
  // stories): a play that cuts the network sees the chat reconnecting, not back at once.
  const realtime = useMemo(
    () =>
      chat
        ? createRealtime({
            baseUrl: API_ORIGIN,
            clientId: 'storybook',
            session,
            transport: chatSocket(),
            backoff: { baseMs: 3_600_000, maxMs: 3_600_000 },
            random: () => 1,
          })
        : undefined,
    [chat, session],
  )
  useEffect(() => () => realtime?.stop(), [realtime])
  // The SDK's retry rules, without the waits between retries: a failing story fails at once.
  const [queryClient] = useState(() =>
    createQueryClient({ defaultOptions: { queries: { retryDelay: 0 } } }),
  )
  const viewer = useMemo(() => viewerOf(role), [role])
  return (
    <AirwaveProvider
      client={client}
      queryClient={queryClient}
      toastQueue={toastQueue}
      locale={locale}
      theme={theme}
      // The provider shows the login prompt; its login button is the app's login page.
      onLoginRequired={openLogin}
      realtime={realtime}
      // The account screens sign in and out: they get the session (other stories read the
      // toolbar's viewer instead).
      session={account ? session : undefined}
    >
      <ViewerContext value={viewer}>
        <div style={{ background: 'var(--aw-bg)', padding: 16, minHeight: '100vh' }}>
          {children}
        </div>
        {chrome && <Toaster />}
      </ViewerContext>
    </AirwaveProvider>
  )
}

/**
 * Puts every story in `<AirwaveProvider>` with the toolbar's locale, theme and role, a real
 * client pointed at the MSW-answered origin, and the toaster (unless the story sets
 * `parameters.chrome: false`). A new role or locale starts the story over (a new client, new
 * machines).
 */
export const withAirwave: Decorator = (Story, { globals, parameters, loaded }) => {
  const role = (globals.role ?? 'member') as Role
  const locale = String(globals.locale ?? 'en-US')
  const theme = (globals.theme === 'dark' ? 'dark' : 'light') satisfies Theme
  const { toastQueue, openLogin } = loaded as KitLoaded
  return (
    <StoryFrame
      key={`${role}:${locale}`}
      role={role}
      locale={locale}
      theme={theme}
      chrome={parameters.chrome !== false}
      chat={parameters.chat !== undefined}
      account={parameters.account !== undefined}
      toastQueue={toastQueue}
      openLogin={openLogin}
    >
      <Story />
    </StoryFrame>
  )
}
