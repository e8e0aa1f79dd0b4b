import type { UseQueryResult } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'

/** A wallet list's state on screen, as `data-state`. */
type WalletListState = 'loading' | 'error' | 'empty' | 'ready'

/** The filter a wallet list asks with: its page and its UTC days (empty: no bound). */
interface WalletFilterValue {
  page: number
  startDate: string
  endDate: string
  /** A channel id (the gift histories); empty: every channel. */
  channelId: string
}

const none: WalletFilterValue = { page: 1, startDate: '', endDate: '', channelId: '' }

/**
 * The wallet lists' filter: the fields as typed (`draft`), the filter asked with (`filter`,
 * changed only on Show, All dates or a page), so typing a date never fires a call.
 *
 * @example const f = useWalletFilter(); useWalletList('history', f.filter)
 */
export function useWalletFilter() {
  const [filter, setFilter] = useState(none)
  const [draft, setDraft] = useState(none)
  return {
    filter,
    draft,
    edit: (change: Partial<Omit<WalletFilterValue, 'page'>>) =>
      setDraft((current) => ({ ...current, ...change })),
    apply: (event?: FormEvent) => {
      event?.preventDefault()
      setFilter({ ...draft, page: 1 })
    },
    clear: () => {
      setDraft(none)
      setFilter(none)
    },
    goTo: (page: number) => setFilter((current) => ({ ...current, page })),
  }
}

/**
 * What a wallet list shows: the page kept while the next loads, an error only with nothing to
 * show, empty once a page came without rows.
 *
 * @example const state = walletListState(query)
 */
export function walletListState(
  query: Pick<UseQueryResult<{ list: unknown[] }>, 'isError' | 'data'>,
): WalletListState {
  const page = query.data
  if (query.isError && !page) return 'error'
  if (!page) return 'loading'
  return page.list.length ? 'ready' : 'empty'
}
