import { createQueryClient, createToastQueue, type ToastQueue } from '@airwave/sdk'
import { resolveLocale } from '@airwave/sdk/i18n'
import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react'
import { type AirwaveClient, AirwaveContext, type Theme } from './airwaveContext'

// Loaded the first time an anonymous viewer acts, so an app that only reads pays nothing for it.
const LoginPromptDialog = lazy(() =>
  import('./dialogs/LoginPromptDialog').then((module) => ({ default: module.LoginPromptDialog })),
)

export interface AirwaveProviderProps {
  /** The bound client (`createClient`) with the community, channel and emoticon groups. */
  client: AirwaveClient
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
   * login prompt; its login button calls this.
   */
  onLoginRequired: () => void
  /**
   * Default true: the kit's components (dialogs, menu, toaster) put its stylesheet
   * (`airwaveStyles`) in `document.head` once, when the first of them mounts; an app that
   * only uses the hooks gets no CSS. False when the app ships it itself (strict CSP).
   */
  injectStyles?: boolean
  children?: ReactNode
}

/**
 * Gives the hooks below it the client, a query client, a toast queue, the locale, the theme
 * and the login handler. Renders the kit's root element, `<div class="aw-root"
 * data-theme="light|dark" lang>`, under which the kit's styles apply and its dialogs and
 * toasts render.
 *
 * @example
 * <AirwaveProvider client={client} onLoginRequired={() => router.push('/login')}>
 *   <App />
 * </AirwaveProvider>
 */
export function AirwaveProvider(props: AirwaveProviderProps) {
  const { client, locale = 'en-US', theme = 'light', onLoginRequired, children } = props
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
  const [prompting, setPrompting] = useState(false)
  const promptLogin = useCallback(() => setPrompting(true), [])
  const value = useMemo(
    () => ({
      client,
      queryClient,
      toastQueue,
      locale,
      theme,
      onLoginRequired,
      promptLogin,
      injectStyles,
    }),
    [client, queryClient, toastQueue, locale, theme, onLoginRequired, promptLogin, injectStyles],
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
              <LoginPromptDialog open onOpenChange={setPrompting} />
            </Suspense>
          )}
        </div>
      </AirwaveContext>
    </QueryClientProvider>
  )
}
