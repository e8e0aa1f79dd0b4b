import { QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { CARD_LIST_META, refreshCardLists } from './cardLists'

describe('refreshCardLists', () => {
  it('reads again the queries marked as card lists, whatever their key, and no other', async () => {
    const queryClient = new QueryClient()
    const reads: string[] = []
    const read = (name: string) => async () => {
      reads.push(name)
      return name
    }
    await queryClient.fetchQuery({
      queryKey: ['video', 'list'],
      queryFn: read('videos'),
      meta: CARD_LIST_META,
    })
    await queryClient.fetchQuery({
      queryKey: ['search', 'live'],
      queryFn: read('search'),
      meta: CARD_LIST_META,
    })
    await queryClient.fetchQuery({ queryKey: ['video', 'detail', 7], queryFn: read('detail') })
    await refreshCardLists(queryClient)
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated
    expect(invalidated(['video', 'list'])).toBe(true)
    expect(invalidated(['search', 'live'])).toBe(true)
    expect(invalidated(['video', 'detail', 7])).toBe(false)
  })
})
