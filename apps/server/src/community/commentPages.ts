/** What a comment page's visibility needs of its post, read with the page. */
interface CommentPagePost {
  id: number
  /** Owner of the post's channel: the only member who sees it while it is reserved. */
  ownerId: number
  reservedAt: Date | null
  commentCnt: number
}

/** A comment as every caller sees it: the wire shape without the per-member flags. */
export interface BaseComment {
  commentIdx: number
  content: string
  createDate: string
  isFixed: boolean
  isEdited: boolean
  /** Hidden by the channel: `content` is empty. */
  isBlinded: boolean
  likeCnt: number
  replyCnt: number
  channelId: string
  nickname: string
  channelProfileImg: string | null
}

/** The member-independent part of one comment page. Shared between callers: never mutate. */
export interface CommentPage {
  post: CommentPagePost
  rows: readonly BaseComment[]
}

export interface CommentPageKey {
  postIdx: number
  sort: string
  page: number
  limit: number
}

export interface CommentPageCacheOptions {
  /** How long an entry serves; 0 disables the cache (every read loads). */
  ttlMs: number
  /** Least recently used entries are dropped beyond this. Default 2000. */
  maxEntries?: number
  /** Milliseconds clock (tests). */
  now?: () => number
}

/**
 * Comment pages kept in memory between writes. Writes of this instance call `invalidatePost`
 * (or `invalidateAll`) before they answer, so their own next read is fresh; the TTL bounds how
 * long other instances' writes stay unseen.
 */
export interface CommentPageCache {
  /** The cached page, or the loader's; concurrent misses of one key share one load. */
  read(key: CommentPageKey, load: () => Promise<CommentPage>): CommentPage | Promise<CommentPage>
  invalidatePost(postIdx: number): void
  invalidateAll(): void
  readonly size: number
}

interface Entry {
  postIdx: number
  page: CommentPage
  /** Hits after this start a reload in the background, so hot pages never wait on a miss. */
  refreshAt: number
  /** Counted from when its load started, so no answer is older than the TTL. */
  expiresAt: number
}

interface Load {
  postIdx: number
  key: string
  promise: Promise<CommentPage>
  /** Set when the post changed while loading: the result may predate the change. */
  stale: boolean
}

const DEFAULT_MAX_ENTRIES = 2000
/** Share of the TTL after which a hit reloads the page ahead of its expiry. */
const REFRESH_AFTER = 0.8

/**
 * An LRU of comment pages with a TTL. A load that overlaps an invalidation of its post is
 * answered to its callers but not stored, and later readers do not join it: a read that
 * starts after a write has answered never sees the state from before that write.
 *
 * @example
 * const pages = createCommentPageCache({ ttlMs: 1000 })
 * const page = await pages.read({ postIdx, sort, page: 1, limit: 10 }, () => loadPage(db))
 * pages.invalidatePost(postIdx) // after every write that changes what the page shows
 */
export function createCommentPageCache(options: CommentPageCacheOptions): CommentPageCache {
  const { ttlMs } = options
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES
  const now = options.now ?? Date.now
  // Map iteration order is insertion order: re-inserting on a hit keeps the LRU at the front.
  const entries = new Map<string, Entry>()
  const keysOfPost = new Map<number, Set<string>>()
  const loads = new Map<string, Load>()

  const forget = (key: string, postIdx: number) => {
    entries.delete(key)
    const keys = keysOfPost.get(postIdx)
    keys?.delete(key)
    if (keys?.size === 0) keysOfPost.delete(postIdx)
  }

  const store = (key: string, postIdx: number, page: CommentPage, loadedAt: number) => {
    entries.delete(key)
    entries.set(key, {
      postIdx,
      page,
      refreshAt: loadedAt + ttlMs * REFRESH_AFTER,
      expiresAt: loadedAt + ttlMs,
    })
    let keys = keysOfPost.get(postIdx)
    if (!keys) {
      keys = new Set()
      keysOfPost.set(postIdx, keys)
    }
    keys.add(key)
    while (entries.size > maxEntries) {
      const oldest = entries.entries().next().value
      if (!oldest) break
      forget(oldest[0], oldest[1].postIdx)
    }
  }

  const markStale = (load: Load) => {
    load.stale = true
    loads.delete(load.key)
  }

  const startLoad = (key: string, postIdx: number, loadPage: () => Promise<CommentPage>) => {
    const loadedAt = now()
    const load: Load = { postIdx, key, promise: loadPage(), stale: false }
    loads.set(key, load)
    load.promise.then(
      (page) => {
        if (load.stale) return
        loads.delete(key)
        store(key, postIdx, page, loadedAt)
      },
      () => {
        if (load.stale) return
        loads.delete(key)
        // A reload that fails (the post is gone, the database is down) drops the old page:
        // the next read loads and answers that failure itself.
        forget(key, postIdx)
      },
    )
    return load.promise
  }

  return {
    read(pageKey, loadPage) {
      if (ttlMs <= 0) return loadPage()
      const { postIdx } = pageKey
      const key = `${postIdx}/${pageKey.sort}/${pageKey.page}/${pageKey.limit}`
      const entry = entries.get(key)
      const at = now()
      if (entry) {
        if (entry.expiresAt > at) {
          entries.delete(key)
          entries.set(key, entry)
          if (entry.refreshAt <= at && !loads.has(key)) {
            // The background reload's failure is handled in startLoad; this caller has its page.
            startLoad(key, postIdx, loadPage).catch(() => {})
          }
          return entry.page
        }
        forget(key, postIdx)
      }
      return loads.get(key)?.promise ?? startLoad(key, postIdx, loadPage)
    },
    invalidatePost(postIdx) {
      for (const key of keysOfPost.get(postIdx) ?? []) entries.delete(key)
      keysOfPost.delete(postIdx)
      for (const load of loads.values()) if (load.postIdx === postIdx) markStale(load)
    },
    invalidateAll() {
      entries.clear()
      keysOfPost.clear()
      for (const load of [...loads.values()]) markStale(load)
    },
    get size() {
      return entries.size
    },
  }
}
