import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { SEARCH_FILTER_PRESETS, type SearchChannel } from '../contract/search/search.schemas'
import {
  type SearchBoxEmitted,
  type SearchBoxInput,
  searchBoxMachine,
  searchBoxOptions,
} from './searchBox.machine'
import { addTerm, mergeHistory, readSearchHistory, SEARCH_HISTORY_KEY } from './searchHistory'

const DAY = 24 * 60 * 60 * 1000

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  }
}

function start(input: SearchBoxInput, recent: string[] = []) {
  const asked: { name: string; input: unknown }[] = []
  const actor = createActor(
    searchBoxMachine.provide({
      actors: {
        suggest: fromPromise<SearchChannel[], { keyword: string }>(async ({ input }) => {
          asked.push({ name: 'suggest', input })
          return [{ channelId: `${input.keyword}-tv`, nickname: input.keyword }]
        }),
        listRecent: fromPromise<string[], void>(async () => {
          asked.push({ name: 'listRecent', input: undefined })
          return recent
        }),
        addRecent: fromPromise<unknown, { search: string }>(async ({ input }) => {
          asked.push({ name: 'addRecent', input })
        }),
        deleteRecent: fromPromise<unknown, { search?: string }>(async ({ input }) => {
          asked.push({ name: 'deleteRecent', input })
        }),
      },
    }),
    { input },
  )
  const emitted: SearchBoxEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  const open = () => actor.getSnapshot().matches({ dropdown: 'open' })
  const ctx = () => actor.getSnapshot().context
  return { actor, asked, emitted, open, ctx }
}

describe('searchBoxMachine: the dropdown', () => {
  it('opens on focus and closes on an outside click (CLOSE)', () => {
    const t = start({})
    expect(t.open()).toBe(false)
    t.actor.send({ type: 'FOCUS' })
    expect(t.open()).toBe(true)
    t.actor.send({ type: 'CLOSE' })
    expect(t.open()).toBe(false)
  })

  it('shows 10 of the 30 terms kept', () => {
    const terms = Array.from({ length: 35 }, (_, i) => `t${i}`)
    const storage = memoryStorage({
      [SEARCH_HISTORY_KEY]: JSON.stringify({ searchTerms: terms, createdDate: 1000 }),
    })
    const t = start({ storage, now: () => 2000 })
    expect(t.ctx().history).toHaveLength(30)
    expect(searchBoxOptions(t.ctx())).toHaveLength(10)
    expect(searchBoxOptions(t.ctx())[0]).toEqual({ kind: 'history', term: 't0' })
  })

  it('forgets the local history 14 days after the last search', () => {
    const stored = JSON.stringify({ searchTerms: ['old'], createdDate: 0 })
    expect(readSearchHistory(memoryStorage({ [SEARCH_HISTORY_KEY]: stored }), 14 * DAY)).toEqual([
      'old',
    ])
    const late = memoryStorage({ [SEARCH_HISTORY_KEY]: stored })
    expect(readSearchHistory(late, 14 * DAY + 1)).toEqual([])
    expect(late.data.has(SEARCH_HISTORY_KEY)).toBe(false)
    expect(readSearchHistory(memoryStorage({ [SEARCH_HISTORY_KEY]: '{broken' }), 0)).toEqual([])
  })

  it("merges a member's server list in on focus, server first", async () => {
    const storage = memoryStorage({
      [SEARCH_HISTORY_KEY]: JSON.stringify({ searchTerms: ['local', 'both'], createdDate: 0 }),
    })
    const t = start({ storage, now: () => 0, signedIn: true }, ['both', 'server'])
    t.actor.send({ type: 'FOCUS' })
    await vi.waitFor(() => expect(t.ctx().history).toEqual(['both', 'server', 'local']))
    expect(mergeHistory(['a'], ['a', ' ', 'b'])).toEqual(['a', 'b'])
  })

  it('moves through the options with the arrows, wrapping', () => {
    const storage = memoryStorage({
      [SEARCH_HISTORY_KEY]: JSON.stringify({ searchTerms: ['a', 'b', 'c'], createdDate: 0 }),
    })
    const t = start({ storage, now: () => 0 })
    t.actor.send({ type: 'MOVE', by: 1 })
    expect(t.open()).toBe(true)
    expect(t.ctx().active).toBe(0)
    t.actor.send({ type: 'MOVE', by: -1 })
    expect(t.ctx().active).toBe(2)
    t.actor.send({ type: 'SUBMIT' })
    expect(t.emitted).toEqual([{ type: 'search', keyword: 'c' }])
    expect(t.open()).toBe(false)
  })
})

describe('searchBoxMachine: searching', () => {
  it('ignores empty and whitespace-only terms', () => {
    const t = start({})
    t.actor.send({ type: 'TYPE', text: '   ' })
    t.actor.send({ type: 'SUBMIT' })
    expect(t.emitted).toEqual([])
    expect(t.ctx().history).toEqual([])
  })

  it('searches the trimmed term, keeps it first, saves it locally and for a member', async () => {
    const storage = memoryStorage()
    const t = start({ storage, now: () => 5, signedIn: true })
    t.actor.send({ type: 'TYPE', text: '  air ' })
    t.actor.send({ type: 'SUBMIT' })
    expect(t.emitted).toEqual([{ type: 'search', keyword: 'air' }])
    expect(JSON.parse(storage.data.get(SEARCH_HISTORY_KEY) ?? '')).toEqual({
      searchTerms: ['air'],
      createdDate: 5,
    })
    await vi.waitFor(() =>
      expect(t.asked).toContainEqual({ name: 'addRecent', input: { search: 'air' } }),
    )
    expect(addTerm(['a', 'air'], 'air')).toEqual(['air', 'a'])
  })

  it('does not navigate again for the keyword on show', () => {
    const t = start({ keyword: 'air' })
    t.actor.send({ type: 'FOCUS' })
    t.actor.send({ type: 'TYPE', text: 'air ' })
    t.actor.send({ type: 'SUBMIT' })
    expect(t.emitted).toEqual([])
    expect(t.open()).toBe(false)
    t.actor.send({ type: 'KEYWORD', keyword: 'wave' })
    t.actor.send({ type: 'TYPE', text: 'air' })
    t.actor.send({ type: 'SUBMIT' })
    expect(t.emitted).toEqual([{ type: 'search', keyword: 'air' }])
  })

  it('removes one term or clears all, on the server too for a member', async () => {
    const storage = memoryStorage({
      [SEARCH_HISTORY_KEY]: JSON.stringify({ searchTerms: ['a', 'b'], createdDate: 0 }),
    })
    const t = start({ storage, now: () => 0, signedIn: true })
    t.actor.send({ type: 'REMOVE', term: 'a' })
    expect(t.ctx().history).toEqual(['b'])
    t.actor.send({ type: 'CLEAR' })
    expect(t.ctx().history).toEqual([])
    expect(storage.data.has(SEARCH_HISTORY_KEY)).toBe(false)
    await vi.waitFor(() =>
      expect(t.asked.filter((a) => a.name === 'deleteRecent')).toEqual([
        { name: 'deleteRecent', input: { search: 'a' } },
        { name: 'deleteRecent', input: {} },
      ]),
    )
  })
})

describe('searchBoxMachine: suggestions', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('asks once typing pauses for 200 ms, and a channel option opens the channel', async () => {
    const t = start({})
    t.actor.send({ type: 'TYPE', text: 'a' })
    await vi.advanceTimersByTimeAsync(150)
    t.actor.send({ type: 'TYPE', text: 'ai' })
    await vi.advanceTimersByTimeAsync(199)
    expect(t.asked).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(t.asked).toEqual([{ name: 'suggest', input: { keyword: 'ai' } }])
    expect(searchBoxOptions(t.ctx())).toEqual([
      { kind: 'channel', channel: { channelId: 'ai-tv', nickname: 'ai' } },
    ])
    t.actor.send({ type: 'SELECT', index: 0 })
    expect(t.emitted).toEqual([{ type: 'channel', channelId: 'ai-tv' }])
  })

  it('asks nothing for blank text', async () => {
    const t = start({})
    t.actor.send({ type: 'TYPE', text: '  ' })
    await vi.advanceTimersByTimeAsync(500)
    expect(t.asked).toEqual([])
  })
})

describe('search filter presets', () => {
  it('are exactly as listed', () => {
    expect(SEARCH_FILTER_PRESETS).toEqual({
      default: { kinds: ['channel', 'live', 'video', 'category'], showAll: false },
      tag: { kinds: ['live', 'video', 'category'], showAll: false },
      search_channel: { kinds: ['channel'], showAll: true },
      search_stream: { kinds: ['live'], showAll: true },
      search_video: { kinds: ['video'], showAll: true },
      search_category: { kinds: ['category'], showAll: true },
    })
  })
})

describe('searchBoxMachine: typing keeps the dropdown', () => {
  it('stays open and keeps the merged history while the viewer types', async () => {
    const t = start({ signedIn: true }, ['server'])
    t.actor.send({ type: 'FOCUS' })
    await vi.waitFor(() => expect(t.ctx().history).toEqual(['server']))
    t.actor.send({ type: 'TYPE', text: 'neo' })
    expect(t.open()).toBe(true)
    expect(t.actor.getSnapshot().matches({ history: 'merged' })).toBe(true)
  })
})
