import { catalogueOf } from '@airwave/sdk/i18n'
import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import { StrictMode, Suspense, startTransition, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AirwaveProvider } from '../provider/AirwaveProvider'
import { fakeClient, wrapperFor } from '../testing.fixture'
import { useCatalogue, useCatalogueText } from './useCatalogueText'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const enUS = { hello: 'Hello {name}', likes: { one: '{count} like', other: '{count} likes' } }

/** An app's own catalogue in the kit's format, its Korean held until the test sends it. */
function appCatalogue() {
  let send: (messages: typeof enUS) => void = () => {}
  const korean = new Promise<typeof enUS>((resolve) => {
    send = resolve
  })
  const other = async () => enUS
  const catalogue = catalogueOf<typeof enUS>(enUS, {
    'ko-KR': () => korean,
    'th-TH': other,
    'zh-CN': other,
    'zh-TW': other,
    'ja-JP': other,
  })
  return { catalogue, send }
}

describe('useCatalogueText', () => {
  it("translates a catalogue in the provider's locale, the same function across renders", () => {
    const { catalogue } = appCatalogue()
    const wrapper = wrapperFor({ client: fakeClient({}), onLoginRequired: () => {} })
    const { result, rerender } = renderHook(() => useCatalogueText(catalogue), { wrapper })
    const first = result.current
    expect(first('hello', { name: 'Mina' })).toBe('Hello Mina')
    expect(first('likes', { count: 12_345 })).toBe('12.3K likes')
    rerender()
    expect(result.current).toBe(first)
  })

  it('suspends until the language arrives, then speaks it', async () => {
    const { catalogue, send } = appCatalogue()
    function Words() {
      const t = useCatalogueText(catalogue)
      return <p data-testid="words">{t('hello', { name: 'Mina' })}</p>
    }
    await act(async () => {
      render(
        <StrictMode>
          <Suspense fallback={<p>loading words</p>}>
            <AirwaveProvider client={fakeClient({})} locale="ko" onLoginRequired={() => {}}>
              <Words />
            </AirwaveProvider>
          </Suspense>
        </StrictMode>,
      )
    })
    expect(screen.getByText('loading words')).toBeTruthy()
    expect(screen.queryByTestId('words')).toBeNull()
    await act(async () => send({ ...enUS, hello: '안녕하세요 {name}' }))
    expect(screen.getByTestId('words').textContent).toBe('안녕하세요 Mina')
  })

  it('calls use() on every render: a replay after two languages arrive is not refused', async () => {
    // Outside act(), as in an app: React replays a render that suspended on data, and says so
    // when the replay no longer calls the use() it suspended in.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    const before = environment.IS_REACT_ACT_ENVIRONMENT
    environment.IS_REACT_ACT_ENVIRONMENT = false
    const errors = vi.spyOn(console, 'error')
    const other = async () => enUS
    const later = (hello: string, ms: number) => () =>
      new Promise<typeof enUS>((resolve) => setTimeout(() => resolve({ ...enUS, hello }), ms))
    const first = catalogueOf<typeof enUS>(enUS, {
      'ko-KR': async () => ({ ...enUS, hello: '안녕' }),
      'th-TH': other,
      'zh-CN': other,
      'zh-TW': other,
      'ja-JP': other,
    })
    const second = catalogueOf<typeof enUS>(enUS, {
      'ko-KR': later('하세요', 20),
      'th-TH': other,
      'zh-CN': other,
      'zh-TW': other,
      'ja-JP': other,
    })
    let choose: (locale: string) => void = () => {}
    function Words() {
      const t = useCatalogueText(first)
      const u = useCatalogueText(second)
      return <p>{`${t('hello', { name: 'Mina' })} ${u('hello', { name: 'Mina' })}`}</p>
    }
    function App() {
      const [locale, setLocale] = useState('en-US')
      choose = setLocale
      return (
        <AirwaveProvider client={fakeClient({})} locale={locale} onLoginRequired={() => {}}>
          <Words />
        </AirwaveProvider>
      )
    }
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    try {
      root.render(<App />)
      await vi.waitFor(() => expect(container.textContent).toBe('Hello Mina Hello Mina'))
      startTransition(() => choose('ko-KR'))
      await vi.waitFor(() => expect(container.textContent).toBe('안녕 하세요'))
      expect(errors.mock.calls.map(([message]) => String(message))).toEqual([])
    } finally {
      root.unmount()
      container.remove()
      environment.IS_REACT_ACT_ENVIRONMENT = before
    }
  })
})

describe('useCatalogue', () => {
  it('reads a loaded language at once, outside any provider', async () => {
    const { catalogue, send } = appCatalogue()
    send({ ...enUS, hello: '안녕하세요 {name}' })
    await catalogue.load('ko-KR')
    const { result } = renderHook(() => useCatalogue(catalogue, 'ko-KR'))
    expect(result.current.hello).toBe('안녕하세요 {name}')
  })
})
