import { type CommunityMessages, communityCatalogue, resolveLocale } from '@airwave/sdk/i18n'
import { act, cleanup, render, screen } from '@testing-library/react'
import { StrictMode, Suspense, startTransition, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AirwaveProvider } from '../provider/AirwaveProvider'
import { fakeClient } from '../testing.fixture'
import { useT } from './useT'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function Words() {
  const t = useT()
  return <p data-testid="words">{t('backToList')}</p>
}

/**
 * Holds one language's words back until the test lets them arrive: the real words, from the
 * SDK's catalogue, at a moment the test chooses rather than whenever the import lands.
 */
function holdBack(locale: string) {
  const target = resolveLocale(locale)
  const { loaded, load } = communityCatalogue
  let words: CommunityMessages | undefined
  let deliver: (messages: CommunityMessages) => void = () => {}
  const arriving = new Promise<CommunityMessages>((resolve) => {
    deliver = (messages) => {
      words = messages
      resolve(messages)
    }
  })
  vi.spyOn(communityCatalogue, 'loaded').mockImplementation((tag) =>
    resolveLocale(tag) === target ? words : loaded(tag),
  )
  vi.spyOn(communityCatalogue, 'load').mockImplementation((tag) =>
    resolveLocale(tag) === target ? arriving : load(tag),
  )
  return async () => {
    const messages = await load(target)
    // React retries a suspended render inside an awaited act().
    await act(async () => deliver(messages))
    return messages
  }
}

describe('a language loaded when chosen', () => {
  it('suspends until the language arrives, then speaks it', async () => {
    const arrive = holdBack('th')
    await act(async () => {
      render(
        <StrictMode>
          <Suspense fallback={<p>loading words</p>}>
            <AirwaveProvider client={fakeClient({})} locale="th" onLoginRequired={() => {}}>
              <Words />
            </AirwaveProvider>
          </Suspense>
        </StrictMode>,
      )
    })
    expect(screen.getByText('loading words')).toBeTruthy()
    expect(screen.queryByTestId('words')).toBeNull()
    const thai = await arrive()
    expect((await screen.findByTestId('words')).textContent).toBe(thai.backToList)
    expect(thai.backToList).not.toBe('Back to list')
    expect(screen.queryByText('loading words')).toBeNull()
  })

  it('keeps the current words on screen while a language loads in a transition', async () => {
    const arrive = holdBack('ja-JP')
    let choose: (locale: string) => void = () => {}
    function App() {
      const [locale, setLocale] = useState('en-US')
      choose = (next) => startTransition(() => setLocale(next))
      return (
        <Suspense fallback={<p>loading words</p>}>
          <AirwaveProvider client={fakeClient({})} locale={locale} onLoginRequired={() => {}}>
            <Words />
          </AirwaveProvider>
        </Suspense>
      )
    }
    render(<App />)
    expect(screen.getByTestId('words').textContent).toBe('Back to list')
    await act(async () => choose('ja-JP'))
    // The switch waits for the words: no fallback in between, English until Japanese is here.
    expect(screen.queryByText('loading words')).toBeNull()
    expect(screen.getByTestId('words').textContent).toBe('Back to list')
    const japanese = await arrive()
    expect(japanese.backToList).not.toBe('Back to list')
    expect(await screen.findByText(japanese.backToList)).toBeTruthy()
  })
})
