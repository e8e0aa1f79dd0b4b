import { describe, expect, it } from 'vitest'
import { RECENT_EMOTICON_TTL_MS } from '../contract/emoticon/emoticon.schemas'
import {
  createRecentEmoticonStore,
  DEFAULT_LIST_KEY,
  keptRecentEmoticons,
  type RecentEmoticon,
  type RecentEmoticonStorage,
  rememberEmoticon,
  shownRecentEmoticons,
} from './recentEmoticons'

const DAY = 24 * 60 * 60 * 1000
const NOW = 100 * DAY
const picked = (emoteKey: string, listKey = DEFAULT_LIST_KEY) => ({ emoteKey, listKey })
/** An entry last used `ago` ms before NOW. */
const entry = (emoteKey: string, ago: number, listKey = DEFAULT_LIST_KEY): RecentEmoticon => ({
  emoteKey,
  listKey,
  expiredDate: NOW - ago + RECENT_EMOTICON_TTL_MS,
})
const keys = (list: readonly RecentEmoticon[]) => list.map((e) => e.emoteKey)

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  const storage: RecentEmoticonStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value)
    },
  }
  return { storage, data }
}

/** `count` picks from `listKey`, one ms apart, the last the newest. */
function pickMany(count: number, listKey: string, list: RecentEmoticon[] = [], start = NOW) {
  let next = list
  for (let i = 0; i < count; i++)
    next = rememberEmoticon(next, picked(`${listKey}${i}`, listKey), start + i)
  return next
}

describe('recent emoticons', () => {
  it("stores the spec's fields: emoteKey, expiredDate 30 days on, listKey", () => {
    const [first] = rememberEmoticon([], picked('kimHi', 'kim'), NOW)
    expect(first).toEqual({ emoteKey: 'kimHi', listKey: 'kim', expiredDate: NOW + 30 * DAY })
  })

  it('puts a picked emoticon first without duplicating it', () => {
    const list = [entry('a', 3), entry('b', 2), entry('c', 1)].reverse()
    expect(keys(rememberEmoticon(list, picked('b'), NOW))).toEqual(['b', 'c', 'a'])
  })

  it('keeps at most 30 default emoticons, dropping the oldest', () => {
    const next = pickMany(31, DEFAULT_LIST_KEY)
    expect(next).toHaveLength(30)
    expect(next[0]?.emoteKey).toBe('default30')
    expect(keys(next)).not.toContain('default0')
  })

  it('keeps 12 subscriber emoticons per streamer and 120 in all', () => {
    const kim = pickMany(13, 'kim')
    expect(kim).toHaveLength(12)
    expect(keys(kim)).not.toContain('kim0')
    let all: RecentEmoticon[] = []
    for (let channel = 0; channel < 11; channel++) {
      all = pickMany(12, `c${channel}-`, all, NOW + channel * 100)
    }
    expect(all).toHaveLength(120)
    // The oldest streamer's first pick went to make room.
    expect(keys(all)).not.toContain('c0-0')
    expect(keys(all)).toContain('c10-11')
    // Default ones count apart.
    const mixed = pickMany(30, DEFAULT_LIST_KEY, all, NOW + 10_000)
    expect(mixed).toHaveLength(150)
  })

  it('shows the 30 most recent, whatever their list', () => {
    const list = pickMany(20, DEFAULT_LIST_KEY, pickMany(12, 'kim'), NOW + 100)
    const shown = shownRecentEmoticons(list, NOW + 200)
    expect(shown).toHaveLength(30)
    expect(shown[0]?.emoteKey).toBe('default19')
    expect(keys(shown).filter((k) => k.startsWith('kim'))).toHaveLength(10)
  })

  it('forgets entries used more than 30 days ago', () => {
    const list = [entry('fresh', RECENT_EMOTICON_TTL_MS - 1), entry('old', 31 * DAY)]
    expect(keys(keptRecentEmoticons(list, NOW))).toEqual(['fresh'])
  })

  it('loads from storage, skipping malformed and expired entries, and saves on use', () => {
    const { storage, data } = memoryStorage({
      'airwave.recentEmoticons': JSON.stringify([
        entry('wave', DAY),
        { emoticonKeyword: 'older-format', usedAt: 1 },
        entry('old', 31 * DAY),
        'nonsense',
      ]),
    })
    const store = createRecentEmoticonStore({ storage, now: () => NOW + 1 })
    expect(keys(store.getSnapshot())).toEqual(['wave'])
    store.remember(picked('heart'))
    const saved = JSON.parse(data.get('airwave.recentEmoticons') ?? '[]') as RecentEmoticon[]
    expect(keys(saved)).toEqual(['heart', 'wave'])
    expect(Object.keys(saved[0] ?? {}).sort()).toEqual(['emoteKey', 'expiredDate', 'listKey'])
  })

  it('treats unreadable storage as empty and keeps working when saving fails', () => {
    const storage: RecentEmoticonStorage = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const store = createRecentEmoticonStore({ storage, now: () => 1 })
    expect(store.getSnapshot()).toEqual([])
    store.remember(picked('wave'))
    expect(keys(store.getSnapshot())).toEqual(['wave'])
  })

  it('keeps the snapshot identity until a change, and tells subscribers', () => {
    const store = createRecentEmoticonStore({ now: () => 5 })
    const first = store.getSnapshot()
    expect(store.getSnapshot()).toBe(first)
    let told = 0
    const unsubscribe = store.subscribe(() => told++)
    store.remember(picked('wave'))
    expect(store.getSnapshot()).not.toBe(first)
    expect(told).toBe(1)
    unsubscribe()
    store.remember(picked('heart'))
    expect(told).toBe(1)
  })
})
