import { act, cleanup, render, screen } from '@testing-library/react'
import { StrictMode, useMemo } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeLayout, fakeLayout } from './layout.fixture'
import { useListWindow } from './useListWindow'

// A list of `count` rows keyed 1..count, each a button, windowed from 50 rows, as a component
// would render it. With the fake layout every row is 100 px high in a viewport of 800 px, and
// the hook renders 600 px beyond each edge of it.
function List({ count, keep = [] }: { count: number; keep?: number[] }) {
  const keys = useMemo(() => Array.from({ length: count }, (_, index) => index + 1), [count])
  const view = useListWindow({ keys, from: 50, keep })
  return (
    <ul ref={view.listRef} data-list="">
      {view.pieces.flatMap((piece) =>
        piece.kind === 'space' ? (
          <li key={`space-${piece.start}`} aria-hidden="true" style={{ height: piece.height }} />
        ) : (
          keys.slice(piece.start, piece.end).map((key) => (
            <li key={key} ref={view.windowed ? view.rowRef(key) : undefined}>
              <button type="button">row {key}</button>
            </li>
          ))
        ),
      )}
    </ul>
  )
}

const renderList = (count: number, keep?: number[]) =>
  render(
    <StrictMode>
      <List count={count} keep={keep} />
    </StrictMode>,
  )

/** The keys of the rows in the page, in order. */
const rowKeys = () =>
  screen.queryAllByRole('listitem').map((row) => Number(row.textContent?.replace('row ', '')))

const spacerHeights = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('li[aria-hidden="true"]')].map(
    (spacer) => spacer.style.height,
  )

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index)

let layout: FakeLayout | undefined
afterEach(() => {
  cleanup()
  layout?.restore()
  layout = undefined
})

describe('useListWindow', () => {
  it('renders every row below the threshold and observes none', () => {
    layout = fakeLayout({ list: '[data-list]', heightOf: () => 100 })
    renderList(49)
    expect(rowKeys()).toEqual(range(1, 49))
    expect(layout.observers()).toBe(0)
  })

  it('renders every row where there is no ResizeObserver', () => {
    layout = fakeLayout({ list: '[data-list]', heightOf: () => 100 })
    const observer = globalThis.ResizeObserver
    // @ts-expect-error: a browser without it
    delete globalThis.ResizeObserver
    try {
      renderList(300)
      expect(rowKeys()).toHaveLength(300)
    } finally {
      globalThis.ResizeObserver = observer
    }
  })

  it('from the threshold renders the rows in view and 600 px around, a spacer for the rest', () => {
    layout = fakeLayout({ list: '[data-list]', heightOf: () => 100 })
    const { container } = renderList(300)
    // In view 0-800, rendered up to 1400: rows 1 to 14.
    expect(rowKeys()).toEqual(range(1, 14))
    expect(spacerHeights(container)).toEqual([`${286 * 100}px`])
  })

  it('moves the window as the page scrolls, spacers keeping the list as tall', () => {
    layout = fakeLayout({ list: '[data-list]', heightOf: () => 100 })
    const { container } = renderList(300)
    layout.scrollTo(5000)
    // In view 5000-5800, rendered 4400-6400: rows 45 to 64.
    expect(rowKeys()).toEqual(range(45, 64))
    expect(spacerHeights(container)).toEqual([`${44 * 100}px`, `${236 * 100}px`])
    layout.scrollTo(0)
    expect(rowKeys()).toEqual(range(1, 14))
  })

  it('places rows by their measured heights, and estimates new rows at the average', () => {
    layout = fakeLayout({ list: '[data-list]', heightOf: () => 100 })
    const { container, rerender } = renderList(300)
    // The rendered rows grow to 400 px (a reply list opened, say); the others were measured
    // at 100 when the list crossed the threshold.
    layout.resize(() => 400)
    // 0-1400 now holds rows 1 to 4.
    expect(rowKeys()).toEqual(range(1, 4))
    expect(spacerHeights(container)).toEqual([`${10 * 400 + 286 * 100}px`])
    // A page of 100 rows not yet seen: each is estimated at the average, 34,200 / 300 = 114.
    rerender(
      <StrictMode>
        <List count={400} />
      </StrictMode>,
    )
    expect(rowKeys()).toEqual(range(1, 4))
    expect(spacerHeights(container)).toEqual([`${10 * 400 + 286 * 100 + 100 * 114}px`])
  })

  it('keeps the focused row and the rows around it in the page, wherever it scrolls', () => {
    layout = fakeLayout({ list: '[data-list]', heightOf: () => 100 })
    renderList(300)
    const last = screen.getByRole('button', { name: 'row 14' })
    act(() => last.focus())
    // The next rows come in, so Tab goes on to row 15.
    expect(rowKeys()).toEqual(range(1, 17))
    layout.scrollTo(10_000)
    expect(rowKeys()).toEqual([...range(11, 17), ...range(95, 114)])
    expect(document.activeElement).toBe(last)
    expect(last.isConnected).toBe(true)
  })

  it('follows focus moving row by row past the rendered rows', () => {
    layout = fakeLayout({ list: '[data-list]', heightOf: () => 100 })
    renderList(300)
    // The viewport does not follow here (jsdom does not scroll to the focus): the hook alone
    // brings each next row in.
    for (let key = 14; key <= 30; key++) {
      act(() => screen.getByRole('button', { name: `row ${key}` }).focus())
      // Tab and Shift+Tab find the next and the previous rows in place.
      expect(rowKeys()).toEqual(expect.arrayContaining(range(key - 3, key + 3)))
    }
    expect(rowKeys()).toEqual([...range(1, 14), ...range(27, 33)])
  })

  it('keeps the rows it is told to keep, between spacers', () => {
    layout = fakeLayout({ list: '[data-list]', heightOf: () => 100 })
    const { container } = renderList(300, [200])
    expect(rowKeys()).toEqual([...range(1, 14), 200])
    expect(spacerHeights(container)).toEqual([`${185 * 100}px`, `${100 * 100}px`])
  })

  it('renders everything again when the list falls below the threshold', () => {
    layout = fakeLayout({ list: '[data-list]', heightOf: () => 100 })
    const { rerender } = renderList(300)
    expect(rowKeys()).toHaveLength(14)
    rerender(
      <StrictMode>
        <List count={40} />
      </StrictMode>,
    )
    expect(rowKeys()).toEqual(range(1, 40))
  })
})
