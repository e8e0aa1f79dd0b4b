import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { rowTops, visibleRows, type WindowPiece, windowPieces } from './listWindow'

export interface ListWindowOptions {
  /** The rows' keys in order (a comment's `commentIdx`): heights are remembered by key. */
  keys: readonly number[]
  /** From this many rows on the list is windowed; below, every row renders, unmeasured. */
  from: number
  /** Rows that must stay in the page wherever it is scrolled: an edit, a dialog's row. */
  keep: readonly number[]
}

/** A row's ref: observes the row while it is in the page. */
export type RowRef = (row: HTMLElement | null) => () => void

export interface ListWindow {
  /** Rows are left out: give each rendered row its `aria-posinset` and `aria-setsize`. */
  windowed: boolean
  /** What to render, in order: every row in one run while not windowed. */
  pieces: readonly WindowPiece[]
  /** The list element's ref: the element whose children are the rows and the spacers. */
  listRef: (list: HTMLElement | null) => void
  /** The row of `key`'s ref, the same function for a key from one render to the next. */
  rowRef: (key: number) => RowRef
}

// Rendered beyond each edge of the viewport, so that scrolling finds rows already there.
const OVERSCAN_PX = 600
// Rows rendered on each side of the row that has focus: Tab and Shift+Tab move into rendered
// rows even when the viewport does not follow the focus (a blocked author's row has nothing to
// focus, so Tab skips it).
const FOCUS_REACH = 3
// The height of a row before any has been measured; measured rows give their average after.
const FIRST_ESTIMATE_PX = 120

const gapOf = (list: HTMLElement) =>
  Number.parseFloat(list.ownerDocument.defaultView?.getComputedStyle(list).rowGap ?? '') || 0

/** The part of the list in the viewport, in px from the list's top: the page scrolls. */
interface View {
  from: number
  to: number
}

function viewOf(list: HTMLElement): View {
  const top = list.getBoundingClientRect().top
  return { from: -top, to: -top + (list.ownerDocument.defaultView?.innerHeight ?? 0) }
}

const rowsIn = (tops: readonly number[], gap: number, view: View) =>
  visibleRows(tops, gap, view.from - OVERSCAN_PX, view.to + OVERSCAN_PX)

/**
 * Renders only the rows of a long list that are near the viewport (the window scrolls the
 * page, not a box), with spacers as tall as the rows left out. Row heights are measured with
 * a ResizeObserver and kept by key, the rows not yet seen estimated at the average. The row
 * last focused or pressed, the rows around it and the rows of `keep` always render, so focus
 * is never lost and Tab walks the rows in order. Below `from` rows, or without a
 * ResizeObserver, every row renders and nothing is observed.
 *
 * @example
 * const view = useListWindow({ keys, from: 300, keep: editing ? [editing] : [] })
 * <ul ref={view.listRef}>{view.pieces.flatMap(render)}</ul>
 */
export function useListWindow({ keys, from, keep }: ListWindowOptions): ListWindow {
  const list = useRef<HTMLElement | null>(null)
  // Heights by key, outliving the rows' elements; the rows in the page, by element.
  const [heights] = useState(() => new Map<number, number>())
  const [rows] = useState(() => new Map<Element, number>())
  const [rowRefs] = useState(() => new Map<number, RowRef>())
  const observer = useRef<ResizeObserver | null>(null)
  const [engaged, setEngaged] = useState(false)
  const [gap, setGap] = useState(0)
  // Where the viewport was when the rendered rows last had to change: scrolling within them
  // renders nothing, and appended or measured rows are placed against it.
  const [view, setView] = useState<View>({ from: 0, to: 0 })
  // Bumped when a measured height changes, to place the rows again.
  const [measured, setMeasured] = useState(0)
  // The key of the row last focused or pressed.
  const [active, setActive] = useState<number | null>(null)
  const windowed = engaged && keys.length >= from

  const tops = useMemo(() => {
    if (!windowed) return [0]
    let sum = 0
    let count = 0
    for (const key of keys) {
      const height = heights.get(key)
      if (height !== undefined) {
        sum += height
        count++
      }
    }
    const estimate = count > 0 ? sum / count : FIRST_ESTIMATE_PX
    return rowTops(
      keys.map((key) => heights.get(key) ?? estimate),
      gap,
    )
    // `measured` stands for the heights, kept in a map.
  }, [windowed, keys, gap, measured, heights])
  const range = useMemo(() => rowsIn(tops, gap, view), [tops, gap, view])

  // Crossing `from`: every row is in the page this once, so their heights are read rather
  // than estimated, and the window starts where the viewport is, before anything is painted.
  useLayoutEffect(() => {
    const element = list.current
    if (keys.length < from) {
      if (engaged) setEngaged(false)
      return
    }
    if (engaged || !element || typeof ResizeObserver === 'undefined') return
    const children = element.children
    const focused = element.ownerDocument.activeElement
    keys.forEach((key, index) => {
      const row = children[index]
      if (!row) return
      heights.set(key, row.getBoundingClientRect().height)
      if (focused && row.contains(focused)) setActive(key)
    })
    setGap(gapOf(element))
    setView(viewOf(element))
    setEngaged(true)
  }, [keys, from, engaged, heights])

  // What the scroll handler compares with: the rows rendered now.
  const latest = useRef({ tops, gap, range })
  useLayoutEffect(() => {
    latest.current = { tops, gap, range }
  }, [tops, gap, range])

  useEffect(() => {
    const element = list.current
    const page = element?.ownerDocument.defaultView
    if (!windowed || !element || !page) return
    const scroll = () => {
      const next = viewOf(element)
      const { tops, gap, range } = latest.current
      const rowsNow = rowsIn(tops, gap, next)
      if (rowsNow.start !== range.start || rowsNow.end !== range.end) setView(next)
    }
    const resize = () => {
      setGap(gapOf(element))
      setView(viewOf(element))
    }
    // The row that takes focus or a press, found from the event's target among the list's
    // children.
    const activate = (event: Event) => {
      let node = event.target instanceof Node ? event.target : null
      while (node && node.parentNode !== element) node = node.parentNode
      const key = node ? rows.get(node as Element) : undefined
      if (key !== undefined) setActive(key)
    }
    page.addEventListener('scroll', scroll, { passive: true })
    page.addEventListener('resize', resize)
    element.addEventListener('focusin', activate)
    element.addEventListener('pointerdown', activate)
    const sizes = new ResizeObserver((entries) => {
      let changed = false
      for (const entry of entries) {
        const key = rows.get(entry.target)
        if (key === undefined || !entry.target.isConnected) continue
        const height =
          entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height
        if (Math.abs((heights.get(key) ?? -1) - height) > 0.5) {
          heights.set(key, height)
          changed = true
        }
      }
      if (changed) setMeasured((count) => count + 1)
    })
    for (const row of rows.keys()) sizes.observe(row)
    observer.current = sizes
    return () => {
      page.removeEventListener('scroll', scroll)
      page.removeEventListener('resize', resize)
      element.removeEventListener('focusin', activate)
      element.removeEventListener('pointerdown', activate)
      sizes.disconnect()
      observer.current = null
    }
  }, [windowed, rows, heights])

  const listRef = useCallback((element: HTMLElement | null) => {
    list.current = element
  }, [])

  const rowRef = useCallback(
    (key: number) => {
      let ref = rowRefs.get(key)
      if (!ref) {
        ref = (row) => {
          if (row) {
            rows.set(row, key)
            observer.current?.observe(row)
          }
          return () => {
            if (!row) return
            rows.delete(row)
            observer.current?.unobserve(row)
          }
        }
        rowRefs.set(key, ref)
      }
      return ref
    },
    [rowRefs, rows],
  )

  const indexOf = useMemo(
    () => (windowed ? new Map(keys.map((key, index) => [key, index])) : new Map<number, number>()),
    [windowed, keys],
  )
  const pieces = useMemo((): WindowPiece[] => {
    if (!windowed) return [{ kind: 'rows', start: 0, end: keys.length }]
    const kept: number[] = []
    for (const key of keep) {
      const index = indexOf.get(key)
      if (index !== undefined) kept.push(index)
    }
    const focus = active === null ? undefined : indexOf.get(active)
    if (focus !== undefined) {
      for (let row = focus - FOCUS_REACH; row <= focus + FOCUS_REACH; row++) kept.push(row)
    }
    return windowPieces(tops, gap, range, kept)
  }, [windowed, keys, indexOf, keep, active, tops, gap, range])

  return { windowed, pieces, listRef, rowRef }
}
