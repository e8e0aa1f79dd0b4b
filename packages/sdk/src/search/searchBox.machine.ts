import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import type { searchEndpoints } from '../contract/search/search.endpoints'
import { SEARCH_HISTORY, type SearchChannel } from '../contract/search/search.schemas'
import type { BoundGroups } from '../core/client'
import { fromCall } from '../core/fromCall'
import {
  addTerm,
  type HistoryStorage,
  mergeHistory,
  readSearchHistory,
  writeSearchHistory,
} from './searchHistory'

export interface SearchBoxInput {
  /** The keyword of the results on show (`/search?keyword=`): searching it again does nothing. */
  keyword?: string | undefined
  /** A member's history also comes from and goes to the server. */
  signedIn?: boolean | undefined
  /** Where the local history lives (`localStorage` in a browser); none keeps it in memory. */
  storage?: HistoryStorage | undefined
  /** The clock, for the history's expiry. */
  now?: (() => number) | undefined
}

export interface SearchBoxContext {
  text: string
  keyword: string
  /** Every term kept (at most 30), newest first; {@link searchBoxOptions} shows 10. */
  history: string[]
  suggestions: SearchChannel[]
  /** The option highlighted with the arrow keys, -1 for none. */
  active: number
  signedIn: boolean
  storage: HistoryStorage | undefined
  now: () => number
}

/** An option of the dropdown: a past search, or a channel matching the text. */
export type SearchBoxOption =
  | { kind: 'history'; term: string }
  | { kind: 'channel'; channel: SearchChannel }

export type SearchBoxEvent =
  /** The input took focus (opens the dropdown). */
  | { type: 'FOCUS' }
  /** A click outside the box, or Escape (closes it). */
  | { type: 'CLOSE' }
  | { type: 'TYPE'; text: string }
  /** Arrow down (+1) or up (-1) through the options, wrapping. */
  | { type: 'MOVE'; by: 1 | -1 }
  /** Enter: the highlighted option, else the text. */
  | { type: 'SUBMIT' }
  /** A click on an option. */
  | { type: 'SELECT'; index: number }
  | { type: 'REMOVE'; term: string }
  | { type: 'CLEAR' }
  /** The page's keyword changed (a navigation). */
  | { type: 'KEYWORD'; keyword: string }
  | { type: 'SIGNED_IN'; signedIn: boolean }

/** What the UI does: go to the results of `keyword`, or to a channel. */
export type SearchBoxEmitted =
  | { type: 'search'; keyword: string }
  | { type: 'channel'; channelId: string }

/**
 * The options the dropdown shows: channels matching the text once typed, else the history
 * (10 shown of the 30 kept).
 *
 * @example searchBoxOptions(actor.getSnapshot().context)
 */
export function searchBoxOptions(context: SearchBoxContext): SearchBoxOption[] {
  if (context.text.trim()) {
    return context.suggestions.map((channel) => ({ kind: 'channel', channel }))
  }
  return context.history.slice(0, SEARCH_HISTORY.shown).map((term) => ({ kind: 'history', term }))
}

const blank = (text: string) => text.trim() === ''

/** What a search of `term` does: nothing when blank; closes; navigates unless on show already. */
function searchSteps(context: SearchBoxContext, term: string) {
  const keyword = term.trim()
  if (!keyword) return undefined
  if (keyword === context.keyword) return { keyword, navigate: false as const }
  const history = addTerm(context.history, keyword)
  writeSearchHistory(context.storage, history, context.now())
  return { keyword, navigate: true as const, history }
}

/**
 * The search box (viewing.md sections 2 and 9): the dropdown opens on focus and closes on an
 * outside click or Escape (the component reports both as CLOSE); the history keeps 30 terms,
 * shows 10 and expires locally 14 days after the last search, merged with the server's recent
 * list for a member; suggestions are asked 200 ms after the last keystroke; empty or
 * whitespace-only terms are ignored, and the keyword already on show does not navigate again.
 * A search is emitted as `search` for the app to navigate. Calls are provided actors
 * (`suggest`, `listRecent`, `addRecent`, `deleteRecent`); no DOM is touched.
 *
 * @example
 * const box = createActor(searchBoxMachine.provide({ actors: searchBoxActors(client) }), {
 *   input: { signedIn: true, storage: localStorage, keyword: params.get('keyword') ?? '' },
 * }).start()
 * box.on('search', ({ keyword }) => navigate(`/search?keyword=${encodeURIComponent(keyword)}`))
 */
export const searchBoxMachine = setup({
  types: {
    context: {} as SearchBoxContext,
    events: {} as SearchBoxEvent,
    input: {} as SearchBoxInput,
    emitted: {} as SearchBoxEmitted,
  },
  actors: {
    suggest: fromPromise<SearchChannel[], { keyword: string }>(async () => []),
    listRecent: fromPromise<string[], void>(async () => []),
    addRecent: fromPromise<unknown, { search: string }>(async () => undefined),
    deleteRecent: fromPromise<unknown, { search?: string }>(async () => undefined),
  },
  guards: {
    member: ({ context }) => context.signedIn,
    blankText: ({ event }) => event.type === 'TYPE' && blank(event.text),
  },
  actions: {
    /** Enter or a click: the option chosen (SELECT, or the highlighted one), else the text. */
    submit: enqueueActions(({ context, event, enqueue }) => {
      const index = event.type === 'SELECT' ? event.index : context.active
      const option = index >= 0 ? searchBoxOptions(context)[index] : undefined
      if (option?.kind === 'channel') {
        enqueue.assign({ active: -1 })
        enqueue.raise({ type: 'CLOSE' })
        enqueue.emit({ type: 'channel', channelId: option.channel.channelId })
        return
      }
      const step = searchSteps(context, option ? option.term : context.text)
      if (!step) return
      enqueue.assign({ text: step.keyword, active: -1 })
      enqueue.raise({ type: 'CLOSE' })
      if (!step.navigate) return
      enqueue.assign({ history: step.history, keyword: step.keyword })
      if (context.signedIn) enqueue.spawnChild('addRecent', { input: { search: step.keyword } })
      enqueue.emit({ type: 'search', keyword: step.keyword })
    }),
    setText: assign(({ event }) => (event.type === 'TYPE' ? { text: event.text, active: -1 } : {})),
    move: assign(({ context, event }) => {
      if (event.type !== 'MOVE') return {}
      const count = searchBoxOptions(context).length
      if (count === 0) return { active: -1 }
      const from = context.active < 0 ? (event.by > 0 ? -1 : count) : context.active
      return { active: (from + event.by + count) % count }
    }),
  },
}).createMachine({
  id: 'searchBox',
  type: 'parallel',
  context: ({ input }) => {
    const now = input.now ?? Date.now
    return {
      text: input.keyword ?? '',
      keyword: (input.keyword ?? '').trim(),
      history: readSearchHistory(input.storage, now()),
      suggestions: [],
      active: -1,
      signedIn: input.signedIn ?? false,
      storage: input.storage,
      now,
    }
  },
  on: {
    SUBMIT: { actions: 'submit' },
    SELECT: { actions: 'submit' },
    REMOVE: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const history = context.history.filter((term) => term !== event.term)
        writeSearchHistory(context.storage, history, context.now())
        enqueue.assign({ history, active: -1 })
        if (context.signedIn) enqueue.spawnChild('deleteRecent', { input: { search: event.term } })
      }),
    },
    CLEAR: {
      actions: enqueueActions(({ context, enqueue }) => {
        writeSearchHistory(context.storage, [], context.now())
        enqueue.assign({ history: [], active: -1 })
        if (context.signedIn) enqueue.spawnChild('deleteRecent', { input: {} })
      }),
    },
    KEYWORD: {
      actions: assign(({ event }) => ({ keyword: event.keyword.trim(), text: event.keyword })),
    },
    SIGNED_IN: { actions: assign(({ event }) => ({ signedIn: event.signedIn })) },
  },
  states: {
    dropdown: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            FOCUS: 'open',
            TYPE: { target: 'open', actions: 'setText' },
            MOVE: { target: 'open', actions: 'move' },
          },
        },
        open: {
          on: {
            TYPE: { actions: 'setText' },
            MOVE: { actions: 'move' },
            CLOSE: { target: 'closed', actions: assign({ active: -1 }) },
          },
        },
      },
    },
    suggestions: {
      initial: 'idle',
      states: {
        // Each state takes the keystroke itself: a re-entering transition declared on the
        // region would start the whole parallel machine over (a keystroke closed the dropdown).
        idle: {
          on: {
            TYPE: [
              { guard: 'blankText', target: 'idle', actions: assign({ suggestions: [] }) },
              { target: 'waiting', reenter: true },
            ],
          },
        },
        // Restarted by each keystroke: asks once typing pauses for 200 ms.
        waiting: {
          on: {
            TYPE: [
              { guard: 'blankText', target: 'idle', actions: assign({ suggestions: [] }) },
              { target: 'waiting', reenter: true },
            ],
          },
          after: { [SEARCH_HISTORY.debounceMs]: 'loading' },
        },
        loading: {
          on: {
            TYPE: [
              { guard: 'blankText', target: 'idle', actions: assign({ suggestions: [] }) },
              { target: 'waiting', reenter: true },
            ],
          },
          invoke: {
            src: 'suggest',
            input: ({ context }) => ({ keyword: context.text.trim() }),
            onDone: {
              target: 'idle',
              actions: assign({ suggestions: ({ event }) => event.output }),
            },
            onError: { target: 'idle', actions: assign({ suggestions: [] }) },
          },
        },
      },
    },
    history: {
      initial: 'local',
      states: {
        local: { on: { FOCUS: { guard: 'member', target: 'loading' } } },
        loading: {
          invoke: {
            src: 'listRecent',
            onDone: {
              target: 'merged',
              actions: assign(({ context, event }) => ({
                history: mergeHistory(event.output, context.history),
              })),
            },
            // The local history stands; the next focus asks again.
            onError: 'local',
          },
        },
        merged: {},
      },
    },
  },
})

/** The part of a bound client the search box calls; a full client fits. */
export type SearchBoxClient = {
  search: Pick<
    BoundGroups<{ search: typeof searchEndpoints }>['search'],
    'searchChannels' | 'listRecent' | 'addRecent' | 'deleteRecent'
  >
}

/** How many channels the dropdown suggests (chosen). */
export const SEARCH_SUGGESTIONS = 5

/**
 * The actors of {@link searchBoxMachine} over the search contract: channel suggestions
 * (`/v2/search/channel`, 5), the member's recent list, adding and deleting recent terms.
 *
 * @example searchBoxMachine.provide({ actors: searchBoxActors(client) })
 */
export function searchBoxActors(client: SearchBoxClient) {
  const s = client.search
  return {
    suggest: fromCall<SearchChannel[], { keyword: string }>(({ input, signal }) =>
      s
        .searchChannels({ keyword: input.keyword, limit: SEARCH_SUGGESTIONS }, { signal })
        .then((page) => page.list),
    ),
    // No signal: an input-less call would send its options as the query.
    listRecent: fromCall<string[], void>(() =>
      s.listRecent().then((items) => items.map((item) => item.text)),
    ),
    // Fire and forget: the local history has changed already, and a refusal (a session that
    // ended, the server down) must not stop the box.
    addRecent: fromCall<unknown, { search: string }>(({ input }) =>
      s.addRecent(input).catch(() => undefined),
    ),
    deleteRecent: fromCall<unknown, { search?: string }>(({ input }) =>
      s.deleteRecent(input).catch(() => undefined),
    ),
  }
}
