import { catalogueOf } from '@airwave/sdk/i18n'
import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import { StrictMode, Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AirwaveProvider } from '../provider/AirwaveProvider'
import { fakeClient, wrapperFor } from '../testing.fixture'
import { useCatalogue, useCatalogueText } from './useCatalogueText'

afterEach(cleanup)

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
