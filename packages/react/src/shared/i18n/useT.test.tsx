import { renderHook } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { fakeClient, loadEveryLocale, wrapperFor } from '../testing.fixture'
import { useT } from './useT'

// The non-English words load as in an app before it renders in that language.
beforeAll(loadEveryLocale)

describe('useT', () => {
  it('translates in the provider locale and keeps the translator across renders', () => {
    const wrapper = wrapperFor({ client: fakeClient({}), locale: 'th', onLoginRequired: () => {} })
    const { result, rerender } = renderHook(() => useT(), { wrapper })
    const first = result.current
    expect(first.locale).toBe('th-TH')
    expect(first('backToList')).toBe('กลับไปที่รายการ')
    rerender()
    expect(result.current).toBe(first)
  })

  it('speaks English by default', () => {
    const wrapper = wrapperFor({ client: fakeClient({}), onLoginRequired: () => {} })
    const { result } = renderHook(() => useT(), { wrapper })
    expect(result.current('submitComment')).toBe('Comment')
  })
})
