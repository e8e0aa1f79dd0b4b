import { describe, expect, it } from 'vitest'
import { RECENT_EMOTICON_TTL_MS } from './emoticon.schemas'
import {
  createRecentEmoticonStore,
  freshRecentEmoticons,
  type RecentEmoticon,
  type RecentEmoticonStorage,
  rememberEmoticon,
} from './recentEmoticons'

const DAY = 24 * 60 * 60 * 1000
const emoticon = (key: string) => ({
  emoticonKeyword: key,
  emoticonImgUrl: `https://cdn.example.com/${key}.png`,
})
const entry = (key: string, usedAt: number): RecentEmoticon => ({ ...emoticon(key), usedAt })

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

describe('recent emoticons', () => {
  it('puts a picked emoticon first without duplicating it', () => {
    const list = [entry('a', 3), entry('b', 2), entry('c', 1)]
    expect(rememberEmoticon(list, emoticon('b'), 10).map((e) => e.emoticonKeyword)).toEqual([
      'b',
      'a',
      'c',
    ])
  })

  it('keeps at most 30, dropping the oldest', () => {
    const list = Array.from({ length: 30 }, (_, i) => entry(`k${i}`, 100 - i))
    const next = rememberEmoticon(list, emoticon('new'), 200)
    expect(next).toHaveLength(30)
    expect(next[0]?.emoticonKeyword).toBe('new')
    expect(next.some((e) => e.emoticonKeyword === 'k29')).toBe(false)
  })

  it('forgets entries used more than 30 days ago', () => {
    const now = 100 * DAY
    const list = [entry('fresh', now - RECENT_EMOTICON_TTL_MS), entry('old', now - 31 * DAY)]
    expect(freshRecentEmoticons(list, now).map((e) => e.emoticonKeyword)).toEqual(['fresh'])
  })

  it('loads from storage, skipping malformed and expired entries, and saves on use', () => {
    let now = 40 * DAY
    const { storage, data } = memoryStorage({
      'airwave.recentEmoticons': JSON.stringify([
        entry('wave', now - DAY),
        { emoticonKeyword: 1 },
        entry('old', now - 31 * DAY),
        'nonsense',
      ]),
    })
    const store = createRecentEmoticonStore({ storage, now: () => now })
    expect(store.getSnapshot().map((e) => e.emoticonKeyword)).toEqual(['wave'])
    now += 1
    store.remember(emoticon('heart'))
    const saved = JSON.parse(data.get('airwave.recentEmoticons') ?? '[]') as RecentEmoticon[]
    expect(saved.map((e) => e.emoticonKeyword)).toEqual(['heart', 'wave'])
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
    store.remember(emoticon('wave'))
    expect(store.getSnapshot().map((e) => e.emoticonKeyword)).toEqual(['wave'])
  })

  it('keeps the snapshot identity until a change, and tells subscribers', () => {
    const store = createRecentEmoticonStore({ now: () => 5 })
    const first = store.getSnapshot()
    expect(store.getSnapshot()).toBe(first)
    let told = 0
    const unsubscribe = store.subscribe(() => told++)
    store.remember(emoticon('wave'))
    expect(store.getSnapshot()).not.toBe(first)
    expect(told).toBe(1)
    unsubscribe()
    store.remember(emoticon('heart'))
    expect(told).toBe(1)
  })
})
