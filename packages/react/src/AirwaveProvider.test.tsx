import { createQueryClient } from '@airwave/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import { StrictMode } from 'react'
import { describe, expect, it } from 'vitest'
import { useAirwave, useLocale, useTheme } from './airwaveContext'
import { fakeClient, wrapperFor } from './testing.fixture'

describe('AirwaveProvider', () => {
  it('defaults to en-US and the light theme', () => {
    const wrapper = wrapperFor({ client: fakeClient({}), onLoginRequired: () => {} })
    const { result } = renderHook(() => ({ locale: useLocale(), theme: useTheme() }), { wrapper })
    expect(result.current).toEqual({ locale: 'en-US', theme: 'light' })
  })

  it('passes the given locale, theme, client and login handler', () => {
    const client = fakeClient({})
    const onLoginRequired = () => {}
    const wrapper = wrapperFor({ client, locale: 'ko-KR', theme: 'dark', onLoginRequired })
    const { result } = renderHook(() => useAirwave(), { wrapper })
    expect(result.current.locale).toBe('ko-KR')
    expect(result.current.theme).toBe('dark')
    expect(result.current.client).toBe(client)
    expect(result.current.onLoginRequired).toBe(onLoginRequired)
  })

  it('uses the given query client for the hooks and react-query alike', () => {
    const queryClient = createQueryClient()
    const wrapper = wrapperFor({ client: fakeClient({}), queryClient, onLoginRequired: () => {} })
    const { result } = renderHook(() => [useAirwave().queryClient, useQueryClient()], { wrapper })
    expect(result.current).toEqual([queryClient, queryClient])
  })

  it('keeps the query client and toast queue it made across renders', () => {
    const wrapper = wrapperFor({ client: fakeClient({}), onLoginRequired: () => {} })
    const { result, rerender } = renderHook(() => useAirwave(), { wrapper })
    const first = result.current
    rerender()
    expect(result.current.queryClient).toBe(first.queryClient)
    expect(result.current.toastQueue).toBe(first.toastQueue)
  })

  it('tells a hook used outside the provider where it belongs', () => {
    const wrapper = StrictMode
    expect(() => renderHook(() => useAirwave(), { wrapper })).toThrow(
      'useAirwave must be used inside <AirwaveProvider>',
    )
  })
})
