import { createQueryClient } from '@airwave/sdk'
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import { type ReactNode, StrictMode } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { fakeClient, loadEveryLocale, wrapperFor } from '../testing.fixture'
import { AirwaveProvider } from './AirwaveProvider'
import { useAirwave, useLocale, useTheme } from './airwaveContext'

// The non-English words load as in an app before it renders in that language.
beforeAll(loadEveryLocale)

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

  it("uses the app's enclosing QueryClientProvider client instead of shadowing it", () => {
    const appClient = new QueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StrictMode>
        <QueryClientProvider client={appClient}>
          <AirwaveProvider client={fakeClient({})} onLoginRequired={() => {}}>
            {children}
          </AirwaveProvider>
        </QueryClientProvider>
      </StrictMode>
    )
    const { result } = renderHook(() => [useAirwave().queryClient, useQueryClient()], { wrapper })
    expect(result.current).toEqual([appClient, appClient])
  })

  it('prefers the queryClient prop over an enclosing provider', () => {
    const appClient = new QueryClient()
    const kitClient = createQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StrictMode>
        <QueryClientProvider client={appClient}>
          <AirwaveProvider
            client={fakeClient({})}
            queryClient={kitClient}
            onLoginRequired={() => {}}
          >
            {children}
          </AirwaveProvider>
        </QueryClientProvider>
      </StrictMode>
    )
    const { result } = renderHook(() => [useAirwave().queryClient, useQueryClient()], { wrapper })
    expect(result.current).toEqual([kitClient, kitClient])
  })

  it('makes its own query client only without a prop or an enclosing provider', () => {
    const wrapper = wrapperFor({ client: fakeClient({}), onLoginRequired: () => {} })
    const { result } = renderHook(() => [useAirwave().queryClient, useQueryClient()], { wrapper })
    const [made, provided] = result.current
    expect(made).toBeInstanceOf(QueryClient)
    expect(provided).toBe(made)
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
