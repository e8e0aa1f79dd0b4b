import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { searchEndpoints } from '../contract/search/search.endpoints'
import {
  SEARCH_HISTORY,
  searchCardPageSchema,
  searchHistoryItemSchema,
} from '../contract/search/search.schemas'

describe('search contract', () => {
  it('reads the server history entry `search` as `text`', () => {
    expect(z.parse(searchHistoryItemSchema, { search: 'fps', createDate: 'x' })).toEqual({
      text: 'fps',
    })
    expect(z.safeParse(searchHistoryItemSchema, {}).success).toBe(false)
  })

  it('reads video results as cards', () => {
    const page = z.parse(searchCardPageSchema, {
      list: [{ idx: 1, isExist: true, vodNo: 5, fileType: 'upload', title: 'Finals' }],
      hasNext: true,
    })
    expect(page.list[0]?.vodNo).toBe(5)
  })

  it('holds the history limits', () => {
    expect(SEARCH_HISTORY).toEqual({ kept: 30, shown: 10, ttlMs: 1_209_600_000, debounceMs: 200 })
  })

  it('keeps the spec paths', () => {
    expect(searchEndpoints.searchChannels.path).toBe('/v2/search/channel')
    expect(searchEndpoints.getSessionKey.path).toBe('/v2/search/sck-session-key')
    expect(searchEndpoints.deleteRecent).toMatchObject({
      method: 'DELETE',
      path: '/v2/search/recent',
    })
    const body = searchEndpoints.addRecent.body
    if (!body) throw new Error('addRecent has a body')
    expect(z.safeParse(body, { search: '   ' }).success).toBe(false)
  })
})
