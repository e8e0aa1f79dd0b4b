import { describe, expect, it } from 'vitest'
import { type CommentPage, type CommentPageKey, createCommentPageCache } from './commentPages'

const key = (postIdx: number, page = 1): CommentPageKey => ({
  postIdx,
  sort: 'recently',
  page,
  limit: 10,
})

const pageOf = (postIdx: number, commentCnt: number): CommentPage => ({
  post: { id: postIdx, ownerId: 1, reservedAt: null, commentCnt },
  rows: [],
})

/** A loader that counts its calls and answers `commentCnt` = the call's number. */
function counter(postIdx: number) {
  const loader = Object.assign(
    async () => {
      loader.calls++
      return pageOf(postIdx, loader.calls)
    },
    { calls: 0 },
  )
  return loader
}

/** A load the test finishes by hand. */
function deferred() {
  let resolve: (page: CommentPage) => void = () => {}
  let reject: (error: Error) => void = () => {}
  const promise = new Promise<CommentPage>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function clock() {
  const time = { ms: 0 }
  return Object.assign(time, { now: () => time.ms })
}

describe('createCommentPageCache', () => {
  it('serves a page from memory until its TTL, counted from the start of its load', async () => {
    const time = clock()
    const pages = createCommentPageCache({ ttlMs: 1000, now: time.now })
    const load = counter(1)
    expect((await pages.read(key(1), load)).post.commentCnt).toBe(1)
    time.ms = 999
    expect((await pages.read(key(1), load)).post.commentCnt).toBe(1)
    time.ms = 1000
    expect((await pages.read(key(1), load)).post.commentCnt).toBe(2)
  })

  it('loads every time with a TTL of 0', async () => {
    const pages = createCommentPageCache({ ttlMs: 0 })
    const load = counter(1)
    await pages.read(key(1), load)
    await pages.read(key(1), load)
    expect(load.calls).toBe(2)
    expect(pages.size).toBe(0)
  })

  it('drops every page of an invalidated post, and only those', async () => {
    const pages = createCommentPageCache({ ttlMs: 1000 })
    const one = counter(1)
    const two = counter(2)
    await pages.read(key(1, 1), one)
    await pages.read(key(1, 2), one)
    await pages.read(key(2), two)
    pages.invalidatePost(1)
    expect(pages.size).toBe(1)
    await pages.read(key(1, 1), one)
    await pages.read(key(2), two)
    expect([one.calls, two.calls]).toEqual([3, 1])
    pages.invalidateAll()
    expect(pages.size).toBe(0)
  })

  it('shares one load between concurrent misses', async () => {
    const pages = createCommentPageCache({ ttlMs: 1000 })
    const load = counter(1)
    const [a, b] = await Promise.all([pages.read(key(1), load), pages.read(key(1), load)])
    expect(load.calls).toBe(1)
    expect(a).toBe(b)
  })

  it('neither stores nor shares a load that overlaps a write of its post', async () => {
    const pages = createCommentPageCache({ ttlMs: 1000 })
    const before = deferred()
    const first = pages.read(key(1), () => before.promise)
    pages.invalidatePost(1)
    // A read after the write must not join the load that may have read the old state.
    const after = pages.read(key(1), async () => pageOf(1, 2))
    before.resolve(pageOf(1, 1))
    expect((await first).post.commentCnt).toBe(1)
    expect((await after).post.commentCnt).toBe(2)
    expect((await pages.read(key(1), async () => pageOf(1, 3))).post.commentCnt).toBe(2)
  })

  it('keeps at most maxEntries pages, dropping the least recently read', async () => {
    const pages = createCommentPageCache({ ttlMs: 1000, maxEntries: 2 })
    const one = counter(1)
    const two = counter(2)
    const three = counter(3)
    await pages.read(key(1), one)
    await pages.read(key(2), two)
    await pages.read(key(1), one)
    await pages.read(key(3), three)
    expect(pages.size).toBe(2)
    await pages.read(key(1), one)
    await pages.read(key(2), two)
    expect([one.calls, two.calls, three.calls]).toEqual([1, 2, 1])
  })

  it('reloads a hot page in the background before it expires', async () => {
    const time = clock()
    const pages = createCommentPageCache({ ttlMs: 1000, now: time.now })
    await pages.read(key(1), async () => pageOf(1, 1))
    time.ms = 850
    const reload = deferred()
    let reloads = 0
    const loader = () => {
      reloads++
      return reload.promise
    }
    expect((await pages.read(key(1), loader)).post.commentCnt).toBe(1)
    expect((await pages.read(key(1), loader)).post.commentCnt).toBe(1)
    expect(reloads).toBe(1)
    reload.resolve(pageOf(1, 2))
    await reload.promise
    time.ms = 1500
    expect((await pages.read(key(1), loader)).post.commentCnt).toBe(2)
    expect(reloads).toBe(1)
  })

  it('stores no failed load, and drops the page whose reload failed', async () => {
    const time = clock()
    const pages = createCommentPageCache({ ttlMs: 1000, now: time.now })
    const failing = async (): Promise<CommentPage> => {
      throw new Error('gone')
    }
    await expect(pages.read(key(1), failing)).rejects.toThrow('gone')
    expect(pages.size).toBe(0)
    await pages.read(key(1), async () => pageOf(1, 1))
    time.ms = 900
    await pages.read(key(1), failing)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(pages.size).toBe(0)
  })
})
