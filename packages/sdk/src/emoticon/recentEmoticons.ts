import {
  RECENT_EMOTICON_LIMIT,
  RECENT_EMOTICON_TTL_MS,
  RECENT_SUBSCRIBER_EMOTICON_LIMITS,
} from '../contract/emoticon/emoticon.schemas'

/** Recent subscriber emoticons kept per streamer (viewing.md section 9; the contract's limits). */
export const RECENT_SUBSCRIBE_PER_CHANNEL = RECENT_SUBSCRIBER_EMOTICON_LIMITS.perChannel
/** Recent subscriber emoticons kept in all. */
export const RECENT_SUBSCRIBE_TOTAL = RECENT_SUBSCRIBER_EMOTICON_LIMITS.total
/** Recent default emoticons kept. */
export const RECENT_DEFAULT_LIMIT = 30
/** The `listKey` of the default emoticon list; subscriber emoticons use their streamer's id. */
export const DEFAULT_LIST_KEY = 'default'

/**
 * A recently used emoticon as the spec stores it: its key, when it is forgotten (epoch ms, 30
 * days after its last use) and the list it comes from (`DEFAULT_LIST_KEY`, or the channel id
 * of the streamer whose subscriber emoticon it is). The picture is looked up by key when shown.
 */
export interface RecentEmoticon {
  emoteKey: string
  expiredDate: number
  listKey: string
}

/** What picking an emoticon records. */
export interface PickedEmoticon {
  emoteKey: string
  listKey: string
}

/** Where the recent list is kept between visits: `localStorage` fits. */
export interface RecentEmoticonStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

const sameEmoticon = (a: PickedEmoticon, b: PickedEmoticon) =>
  a.emoteKey === b.emoteKey && a.listKey === b.listKey

/**
 * The entries worth keeping at `now`, newest first: unexpired, at most 30 default ones, 12 per
 * streamer and 120 subscriber ones in all.
 *
 * @example
 * keptRecentEmoticons(stored, Date.now())
 */
export function keptRecentEmoticons(
  entries: readonly RecentEmoticon[],
  now: number,
): RecentEmoticon[] {
  const perChannel = new Map<string, number>()
  let defaults = 0
  let subscribed = 0
  const kept: RecentEmoticon[] = []
  const fresh = entries
    .filter((entry) => entry.expiredDate > now && entry.expiredDate <= now + RECENT_EMOTICON_TTL_MS)
    .sort((a, b) => b.expiredDate - a.expiredDate)
  for (const entry of fresh) {
    if (kept.some((other) => sameEmoticon(other, entry))) continue
    if (entry.listKey === DEFAULT_LIST_KEY) {
      if (defaults >= RECENT_DEFAULT_LIMIT) continue
      defaults++
    } else {
      const ofChannel = perChannel.get(entry.listKey) ?? 0
      if (ofChannel >= RECENT_SUBSCRIBE_PER_CHANNEL || subscribed >= RECENT_SUBSCRIBE_TOTAL)
        continue
      perChannel.set(entry.listKey, ofChannel + 1)
      subscribed++
    }
    kept.push(entry)
  }
  return kept
}

/**
 * The recent list once `picked` was used at `now`: it moves to the front with a new expiry,
 * then the limits of {@link keptRecentEmoticons} apply.
 *
 * @example
 * rememberEmoticon(recent, { emoteKey: 'wave', listKey: DEFAULT_LIST_KEY }, Date.now())
 */
export function rememberEmoticon(
  entries: readonly RecentEmoticon[],
  picked: PickedEmoticon,
  now: number,
): RecentEmoticon[] {
  const entry: RecentEmoticon = {
    emoteKey: picked.emoteKey,
    listKey: picked.listKey,
    expiredDate: now + RECENT_EMOTICON_TTL_MS,
  }
  return keptRecentEmoticons(
    [entry, ...entries.filter((other) => !sameEmoticon(other, entry))],
    now,
  )
}

/**
 * What the recent tab shows at `now`: the 30 most recent unexpired entries.
 *
 * @example
 * shownRecentEmoticons(store.getSnapshot(), Date.now())
 */
export function shownRecentEmoticons(
  entries: readonly RecentEmoticon[],
  now: number,
): RecentEmoticon[] {
  return keptRecentEmoticons(entries, now).slice(0, RECENT_EMOTICON_LIMIT)
}

const isEntry = (value: unknown): value is RecentEmoticon => {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return (
    typeof entry.emoteKey === 'string' &&
    typeof entry.listKey === 'string' &&
    typeof entry.expiredDate === 'number' &&
    Number.isFinite(entry.expiredDate)
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
  /** Every kept entry, newest first; `shownRecentEmoticons` picks what the tab shows. */
  getSnapshot(): readonly RecentEmoticon[]
  remember(picked: PickedEmoticon): void
  subscribe(listener: () => void): () => void
}

/**
 * A recent-emoticons store with the spec's fields and limits, saved to `storage` when given
 * (a full or blocked storage only loses the saving).
 *
 * @example
 * const recent = createRecentEmoticonStore({ storage: window.localStorage })
 * recent.remember({ emoteKey: 'wave', listKey: DEFAULT_LIST_KEY })
 * recent.getSnapshot()[0]?.emoteKey // 'wave'
 */
export function createRecentEmoticonStore(
  options: RecentEmoticonStoreOptions = {},
): RecentEmoticonStore {
  const { storage, key = 'airwave.recentEmoticons', now = Date.now } = options
  let entries: readonly RecentEmoticon[] = keptRecentEmoticons(read(storage, key), now())
  const listeners = new Set<() => void>()
  return {
    getSnapshot: () => entries,
    remember(picked) {
      entries = rememberEmoticon(entries, picked, now())
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
