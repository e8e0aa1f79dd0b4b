import { type Emoticon, RECENT_EMOTICON_LIMIT, RECENT_EMOTICON_TTL_MS } from './emoticon.schemas'

/** An emoticon the member picked, and when (epoch milliseconds). */
export interface RecentEmoticon {
  emoticonKeyword: string
  emoticonImgUrl: string
  usedAt: number
}

/** Where the recent list is kept between visits: `localStorage` fits. */
export interface RecentEmoticonStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/**
 * The recent list once `emoticon` was picked at `now`: it moves to the front (no duplicates),
 * entries older than 30 days are dropped and at most 30 are kept.
 *
 * @example
 * rememberEmoticon(recent, { emoticonKeyword: 'wave', emoticonImgUrl }, Date.now())
 */
export function rememberEmoticon(
  entries: readonly RecentEmoticon[],
  emoticon: Pick<Emoticon, 'emoticonKeyword' | 'emoticonImgUrl'>,
  now: number,
): RecentEmoticon[] {
  const picked: RecentEmoticon = {
    emoticonKeyword: emoticon.emoticonKeyword,
    emoticonImgUrl: emoticon.emoticonImgUrl,
    usedAt: now,
  }
  const rest = entries.filter((entry) => entry.emoticonKeyword !== picked.emoticonKeyword)
  return freshRecentEmoticons([picked, ...rest], now)
}

/**
 * The entries still worth showing at `now`: used within 30 days, newest first, at most 30.
 *
 * @example
 * freshRecentEmoticons(stored, Date.now())
 */
export function freshRecentEmoticons(
  entries: readonly RecentEmoticon[],
  now: number,
): RecentEmoticon[] {
  return entries
    .filter((entry) => now - entry.usedAt <= RECENT_EMOTICON_TTL_MS && entry.usedAt <= now)
    .sort((a, b) => b.usedAt - a.usedAt)
    .slice(0, RECENT_EMOTICON_LIMIT)
}

const isEntry = (value: unknown): value is RecentEmoticon => {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return (
    typeof entry.emoticonKeyword === 'string' &&
    typeof entry.emoticonImgUrl === 'string' &&
    typeof entry.usedAt === 'number' &&
    Number.isFinite(entry.usedAt)
  )
}

// What another tab or an older version wrote may be anything: keep only well-formed entries.
function read(storage: RecentEmoticonStorage | undefined, key: string): RecentEmoticon[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isEntry) : []
  } catch {
    return []
  }
}

export interface RecentEmoticonStoreOptions {
  /** Default: none, so the list lasts as long as the store. */
  storage?: RecentEmoticonStorage | undefined
  /** Default 'airwave.recentEmoticons'. */
  key?: string
  /** Default `Date.now`; tests pass a clock. */
  now?: () => number
}

/**
 * The member's recently used emoticons, as an external store (`getSnapshot` keeps its identity
 * until the list changes, as `useSyncExternalStore` wants).
 */
export interface RecentEmoticonStore {
  getSnapshot(): readonly RecentEmoticon[]
  remember(emoticon: Pick<Emoticon, 'emoticonKeyword' | 'emoticonImgUrl'>): void
  subscribe(listener: () => void): () => void
}

/**
 * A recent-emoticons store: at most 30 entries, each forgotten 30 days after its last use,
 * saved to `storage` when given (a full or blocked storage only loses the saving).
 *
 * @example
 * const recent = createRecentEmoticonStore({ storage: window.localStorage })
 * recent.remember({ emoticonKeyword: 'wave', emoticonImgUrl: 'https://cdn/wave.png' })
 * recent.getSnapshot()[0]?.emoticonKeyword // 'wave'
 */
export function createRecentEmoticonStore(
  options: RecentEmoticonStoreOptions = {},
): RecentEmoticonStore {
  const { storage, key = 'airwave.recentEmoticons', now = Date.now } = options
  let entries: readonly RecentEmoticon[] = freshRecentEmoticons(read(storage, key), now())
  const listeners = new Set<() => void>()
  return {
    getSnapshot: () => entries,
    remember(emoticon) {
      entries = rememberEmoticon(entries, emoticon, now())
      try {
        storage?.setItem(key, JSON.stringify(entries))
      } catch {
        // Quota or privacy mode: the list still works for this visit.
      }
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
