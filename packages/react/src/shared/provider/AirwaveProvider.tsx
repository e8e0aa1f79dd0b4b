import {
  createOverlayLayers,
  createQueryClient,
  createToastQueue,
  type KitError,
  type KitEvent,
  type Session,
  type ToastQueue,
  type TokenStore,
} from '@airwave/sdk'
import { resolveLocale } from '@airwave/sdk/i18n'
import type { Realtime } from '@airwave/sdk/realtime'
import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import {
  lazy,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react'
import { type RealtimeSlotSource, realtimeSlot } from '../../realtime/realtimeSlot'
import { type AirwaveClient, AirwaveContext, type LoginReason, type Theme } from './airwaveContext'
import { goToLogin } from './goToLogin'
import type { KitClientOptions } from './kitClient'
import { onServer, serverKit } from './serverKit'

// The short form's session and client (the session machine, every group's endpoints) load only
// for a provider given a `baseUrl`: one given its own client pays nothing for them.
let kitClientModule: Promise<typeof import('./kitClient')> | undefined
const loadKitClient = () => {
  kitClientModule ??= import('./kitClient')
  return kitClientModule
}

// Loaded the first time an anonymous viewer acts, so an app that only reads pays nothing for it.
const LoginPromptDialog = lazy(() =>
  import('../dialogs/LoginPromptDialog').then((module) => ({ default: module.LoginPromptDialog })),
)

/** The provider with the app's own client: any groups, each hook says which it calls. */
interface WithClient {
  /** The bound client (`createClient`) with the groups the app's hooks call. */
  client: AirwaveClient
  /** The session behind the client, if the app has one: `useViewer()` and the components read it. */
  session?: Session
  /**
   * Where the page's real-time socket connects (`{realtimeUrl}/socket.io/`; `''` is this
   * origin), made with the session the first time a real-time hook mounts. Without it (and
   * without `realtime`), the real-time hooks have no connection.
   */
  realtimeUrl?: string
  /** The id the socket hands the server (viewers count once per id). Default 'web'. */
  clientId?: string
  /** Logs the made socket's connects and disconnects to the statistics (`createLogClient`). */
  realtimeLog?: RealtimeSlotSource['log']
  baseUrl?: never
  tokenStore?: never
}

/** The short form: the provider makes the session and a client with every group of the kit. */
interface WithBaseUrl {
  /** The API's origin, e.g. 'https://api.example.com'. */
  baseUrl: string
  /** The server files this browser's sign-in under it. Default 'web'. */
  clientId?: string
  /** Where the token pair is kept. Default: `localStorageTokenStore()`. */
  tokenStore?: TokenStore
  client?: never
  session?: never
  realtimeUrl?: never
  realtimeLog?: never
}

export type AirwaveProviderProps = (WithClient | WithBaseUrl) & {
  /**
   * The react-query client the kit's hooks use. Default: the one of an enclosing
   * `QueryClientProvider` (the app's), else one made with `createQueryClient()` when the
   * provider mounts.
   */
  queryClient?: QueryClient
  /** Default: one made with `createToastQueue()` when the provider mounts. */
  toastQueue?: ToastQueue
  /**
   * Default 'en-US'. English is in the bundle; another language's words are fetched the first
   * time it is asked for, and the kit's components suspend (React's `<Suspense>`) until they
   * arrive.
   * To keep the current words on screen while another language loads, change the locale in a
   * transition (`startTransition`), or load it first (`communityCatalogue.load(locale)` from
   * `@airwave/sdk/i18n`), as a server renderer does before `renderToString`.
   */
  locale?: string
  /** Default 'light'. */
  theme?: Theme
  /**
   * Opens the app's login. When an anonymous viewer tries to act, the provider first shows the
   * login prompt; its login button calls this. Default: this origin's `/login?returnUrl=…`.
   */
  onLoginRequired?: () => void
  /**
   * Takes a member without a channel to the app's channel creation when they try to comment,
   * reply or chat (and back after, if the app keeps where they were). Without it, the kit says
   * a channel nickname is needed.
   */
  onChannelRequired?: () => void
  /**
   * Default true: the kit's components (dialogs, menu, toaster) put its stylesheet
   * (`airwaveStyles`) in `document.head` once, when the first of them mounts; an app that
   * only uses the hooks gets no CSS. False when the app ships it itself (strict CSP).
   */
  injectStyles?: boolean
  /**
   * The page's real-time connection (`createRealtime` from `@airwave/sdk/realtime`), shared by
   * the real-time hooks (`useChat`, `useLiveInfo`, `useSocketStatus`). Default with `baseUrl`
   * (or `realtimeUrl` beside an app's `client`): one made from it, the session and the client
   * id the first time such a hook mounts, and closed when the last one unmounts; with `client`
   * alone there is none (those hooks say so).
   */
  realtime?: Realtime
  /**
   * Told of every failure the kit's components meet (`CommunityBoard`, `PostDetail`, `Chat`), with
   * where it happened, its kind and whether the server was unreachable: for the app's logging. The
   * components have already told the viewer. A component's own `onError` is called too.
   */
  onError?: (error: KitError) => void
  /**
   * Told of everything the kit's components emit (`{ source: 'board', event: { type: 'deleted', … } }`).
   * A component's own `onEvent` is called too.
   */
  onEvent?: (event: KitEvent) => void
  children?: ReactNode
}

/**
 * Gives the hooks below it the client, a query client, a toast queue, the locale, the theme
 * and the login handler. Renders the kit's root element, `<div class="aw-root"
 * data-theme="light|dark" lang>`, under which the kit's styles apply and its dialogs and
 * toasts render.
 *
 * @example
 * <AirwaveProvider baseUrl="https://api.example.com">
 *   <CommunityBoard channelId="kim" />
 * </AirwaveProvider>
 *
 * @example
 * <AirwaveProvider client={client} session={session} onLoginRequired={() => router.push('/login')}>
 *   <App />
 * </AirwaveProvider>
 */
export function AirwaveProvider(props: AirwaveProviderProps) {
  const { locale = 'en-US', theme = 'light', onLoginRequired = goToLogin, children } = props
  // The short form's session and client, made once: another would start every list over. The
  // browser's first render suspends while their module loads; a server renders with a
  // stand-in that calls nothing (see serverKit).
  const kitClient = props.baseUrl === undefined || onServer ? undefined : use(loadKitClient())
  const [kit] = useState(() =>
    props.baseUrl !== undefined && onServer
      ? serverKit
      : kitClient?.createKitClient(props as KitClientOptions),
  )
  const client: AirwaveClient = props.client ?? (kit?.client as AirwaveClient)
  const session = props.session ?? kit?.session
  const injectStyles = props.injectStyles ?? true
  // The app's query client: the prop, else its QueryClientProvider's (read from the context,
  // as useQueryClient() would throw without one). One is made, once, only when neither is there.
  const enclosingQueryClient = useContext(QueryClientContext)
  const ownQueryClient = useRef<QueryClient | null>(null)
  let queryClient = props.queryClient ?? enclosingQueryClient
  if (!queryClient) {
    ownQueryClient.current ??= createQueryClient()
    queryClient = ownQueryClient.current
  }
  const [ownToastQueue] = useState(() => props.toastQueue ?? createToastQueue())
  const toastQueue = props.toastQueue ?? ownToastQueue
  // One socket for the page, made only when a real-time hook asks (see useRealtime).
  const realtime = useMemo(
    () =>
      realtimeSlot({
        realtime: props.realtime,
        baseUrl: props.baseUrl ?? props.realtimeUrl,
        clientId: props.clientId ?? 'web',
        session,
        log: props.realtimeLog,
      }),
    [props.realtime, props.baseUrl, props.realtimeUrl, props.clientId, session, props.realtimeLog],
  )
  // One layer manager for the page's overlays (poll card, raid countdown, live alerts...).
  const [overlays] = useState(createOverlayLayers)
  const [prompting, setPrompting] = useState<LoginReason | undefined>()
  const promptLogin = useCallback((reason: LoginReason = 'community') => setPrompting(reason), [])
  const value = useMemo(
    () => ({
      client,
      session,
      queryClient,
      toastQueue,
      locale,
      theme,
      onLoginRequired,
      promptLogin,
      onChannelRequired: props.onChannelRequired,
      injectStyles,
      realtime,
      onError: props.onError,
      onEvent: props.onEvent,
      overlays,
    }),
    [
      overlays,
      props.onError,
      props.onEvent,
      props.onChannelRequired,
      client,
      session,
      queryClient,
      toastQueue,
      locale,
      theme,
      onLoginRequired,
      promptLogin,
      injectStyles,
      realtime,
    ],
  )
  // Provided even when it is the enclosing one (the client counts its mounts), so the tree keeps
  // its shape whichever client is used.
  return (
    <QueryClientProvider client={queryClient}>
      <AirwaveContext value={value}>
        <div className="aw-root" data-theme={theme} lang={resolveLocale(locale)}>
          {children}
          {prompting && (
            <Suspense fallback={null}>
              <LoginPromptDialog
                open
                reason={prompting}
                onOpenChange={(open) => {
                  if (!open) setPrompting(undefined)
                }}
              />
            </Suspense>
          )}
        </div>
      </AirwaveContext>
    </QueryClientProvider>
  )
}
