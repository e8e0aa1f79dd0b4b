import {
  type HistoryStorage,
  type SearchBoxContext,
  type SearchBoxEvent,
  type SearchBoxOption,
  searchBoxActors,
  searchBoxMachine,
  searchBoxOptions,
} from '@airwave/sdk/search'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { useGroupCalls } from '../shared/provider/groupCalls'
import { useSignedIn } from '../shared/provider/useSignedIn'

export interface UseSearchBoxOptions {
  /** The keyword of the results on show: searching it again does not navigate. */
  keyword?: string | undefined
  /** Go to the results of `keyword` (`/search?keyword=…`). */
  onSearch: (keyword: string) => void
  /** Go to a suggested channel (default: its page, `/{channelId}`, through `onSearch`'s app). */
  onChannel?: ((channelId: string) => void) | undefined
  /** Where the history is kept; default `localStorage` when there is one. */
  storage?: HistoryStorage | undefined
}

export interface SearchBox {
  open: boolean
  context: SearchBoxContext
  options: SearchBoxOption[]
  send: (event: SearchBoxEvent) => void
}

const browserStorage = (): HistoryStorage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

/**
 * The SDK's `searchBoxMachine` over the provider's client (`search` group), its history in
 * `localStorage`, the page's keyword kept in step.
 *
 * @example const box = useSearchBox({ keyword, onSearch: (k) => navigate(`/search?keyword=${k}`) })
 */
export function useSearchBox({
  keyword,
  onSearch,
  onChannel,
  storage,
}: UseSearchBoxOptions): SearchBox {
  const client = useGroupCalls(
    'useSearchBox',
    'search',
    'searchChannels',
    'listRecent',
    'addRecent',
    'deleteRecent',
  )
  const signedIn = useSignedIn()
  const machine = useMemo(
    () => searchBoxMachine.provide({ actors: searchBoxActors(client) }),
    [client.search],
  )
  const actor = useActorRef(machine, {
    input: { keyword, signedIn, storage: storage ?? browserStorage() },
  })
  const handlers = useRef({ onSearch, onChannel })
  handlers.current = { onSearch, onChannel }
  useEffect(() => {
    const subscriptions = [
      actor.on('search', ({ keyword: k }) => handlers.current.onSearch(k)),
      actor.on('channel', ({ channelId }) => handlers.current.onChannel?.(channelId)),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [actor])
  useEffect(() => {
    actor.send({ type: 'SIGNED_IN', signedIn })
  }, [actor, signedIn])
  useEffect(() => {
    if (keyword !== undefined) actor.send({ type: 'KEYWORD', keyword })
  }, [actor, keyword])
  const open = useSelector(actor, (s) => s.matches({ dropdown: 'open' }))
  const context = useSelector(actor, (s) => s.context)
  const options = useMemo(() => searchBoxOptions(context), [context])
  return { open, context, options, send: actor.send }
}
