import { cleanup, render } from '@testing-library/react'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { VisuallyHidden } from '../a11y/VisuallyHidden'
import { AirwaveProvider } from '../provider/AirwaveProvider'
import { fakeClient, loadEveryLocale } from '../testing.fixture'
import { Toaster } from '../toasts/Toaster'
import { airwaveStyles, MOBILE_BREAKPOINT } from './styles'

// The non-English words load as in an app before it renders in that language.
beforeAll(loadEveryLocale)

afterEach(() => {
  cleanup()
  for (const style of document.head.querySelectorAll('style[data-airwave]')) style.remove()
})

describe('the kit styles', () => {
  it('are not injected by the provider alone: hooks need no CSS', () => {
    render(<AirwaveProvider client={fakeClient({})} onLoginRequired={() => {}} />)
    expect(document.head.querySelector('style[data-airwave]')).toBeNull()
  })

  it('are injected once per document, however many kit components mount', () => {
    render(
      <StrictMode>
        <AirwaveProvider client={fakeClient({})} onLoginRequired={() => {}}>
          <Toaster />
          <AirwaveProvider client={fakeClient({})} theme="dark" onLoginRequired={() => {}}>
            <Toaster place="chatroom" />
            <VisuallyHidden>hi</VisuallyHidden>
          </AirwaveProvider>
        </AirwaveProvider>
      </StrictMode>,
    )
    const styles = document.head.querySelectorAll('style[data-airwave]')
    expect(styles).toHaveLength(1)
    expect(styles[0]?.textContent).toBe(airwaveStyles)
  })

  it('are left out when the app ships them', () => {
    render(
      <AirwaveProvider client={fakeClient({})} injectStyles={false} onLoginRequired={() => {}} />,
    )
    expect(document.head.querySelector('style[data-airwave]')).toBeNull()
  })

  it('render on the server without a document, under the kit root', () => {
    const html = renderToString(
      <AirwaveProvider client={fakeClient({})} theme="dark" locale="ko" onLoginRequired={() => {}}>
        <VisuallyHidden>hi</VisuallyHidden>
      </AirwaveProvider>,
    )
    expect(html).toBe(
      '<div class="aw-root" data-theme="dark" lang="ko-KR"><span class="aw-visually-hidden">hi</span></div>',
    )
  })

  it('scope every rule under .aw-root, with aw- classes, and define both themes', () => {
    const selectors = airwaveStyles
      .replace(/@media[^{]*\{/g, '')
      .replace(/@keyframes[^{]*\{[^}]*\{[^}]*\}\s*\}/g, '')
      .match(/(^|\})\s*[^{}@]+\{/g)
      ?.map((rule) =>
        rule
          .replace(/^\}?\s*/, '')
          .replace(/\{$/, '')
          .trim(),
      )
    expect(selectors?.length).toBeGreaterThan(20)
    for (const selector of selectors ?? []) {
      for (const part of selector.split(/,(?![^(]*\))/))
        expect(part.trim()).toMatch(/^(\.aw-root\b|:where\(\.aw-root\b)/)
    }
    const classes = airwaveStyles.match(/\.[a-z][\w-]*/g) ?? []
    expect(classes.filter((name) => !name.startsWith('.aw-'))).toEqual([])
    // The themes' properties at zero specificity: a host's plain `.aw-root{}` rule wins.
    expect(airwaveStyles).toContain(':where(.aw-root){--aw-bg:')
    expect(airwaveStyles).toContain(':where(.aw-root[data-theme=dark]){--aw-bg:')
    expect(airwaveStyles).toContain(`@media (max-width:${MOBILE_BREAKPOINT}px)`)
    expect(airwaveStyles).toContain(':where(:focus-visible){outline:2px solid var(--aw-focus)')
  })
})
