// The arithmetic of a windowed list, without React or the DOM: where each row sits given the
// rows' heights and the list's gap, which rows cross the part of the page in view, and what
// to render for them, with spacers standing for the rows left out.

/**
 * The top of every row, in px from the list's top: `tops[i]` for row `i`, and `tops[count]`
 * the list's height plus one gap, as each row is followed by a gap but the last.
 *
 * @example
 * rowTops([100, 50], 10) // [0, 110, 170]
 */
export function rowTops(heights: readonly number[], gap: number): number[] {
  const tops = [0]
  let top = 0
  for (const height of heights) {
    top += height + gap
    tops.push(top)
  }
  return tops
}

/** Rows `start` (included) to `end` (excluded). */
export interface RowRange {
  start: number
  end: number
}

// The first row for which `past` holds, by bisection (`count` when none): `tops` only grows,
// so once a row is past the limit every later one is too.
function firstPast(count: number, past: (row: number) => boolean): number {
  let low = 0
  let high = count
  while (low < high) {
    const mid = (low + high) >>> 1
    if (past(mid)) high = mid
    else low = mid + 1
  }
  return low
}

/**
 * The rows that cross `from`..`to` (px from the list's top; widen both by the overscan), from
 * the `tops` of `rowTops`. Empty (`start === end`) when the span is above or below the list.
 *
 * @example
 * visibleRows(rowTops([100, 100, 100], 0), 0, 150, 250) // { start: 1, end: 3 }
 */
export function visibleRows(
  tops: readonly number[],
  gap: number,
  from: number,
  to: number,
): RowRange {
  const count = tops.length - 1
  // A row crosses the span when its bottom is below `from` and its top above `to`.
  const start = firstPast(count, (row) => (tops[row + 1] ?? 0) - gap > from)
  const end = firstPast(count, (row) => (tops[row] ?? 0) >= to)
  return { start, end: Math.max(start, end) }
}

/** What a windowed list renders, in order: runs of rows, and spacers for the rows between. */
export type WindowPiece =
  | { kind: 'rows'; start: number; end: number }
  | { kind: 'space'; start: number; end: number; height: number }

/**
 * The pieces of a list of `tops.length - 1` rows that renders `range` and the rows of `keep`
 * (the one that has focus, an open menu or an edit: they must not leave the page), in order.
 * A spacer stands for each span of rows left out; its height is theirs with their gaps, less
 * the one gap the list puts next to the spacer itself.
 *
 * @example
 * windowPieces(rowTops([100, 100, 100, 100], 10), 10, { start: 1, end: 2 }, [])
 * // [space 0-1 of 100 px, rows 1-2, space 2-4 of 210 px]
 */
export function windowPieces(
  tops: readonly number[],
  gap: number,
  range: RowRange,
  keep: readonly number[],
): WindowPiece[] {
  const count = tops.length - 1
  const runs: RowRange[] = []
  const start = Math.max(0, Math.min(range.start, count))
  const end = Math.max(start, Math.min(range.end, count))
  if (start < end) runs.push({ start, end })
  for (const row of keep) {
    if (Number.isInteger(row) && row >= 0 && row < count) runs.push({ start: row, end: row + 1 })
  }
  runs.sort((a, b) => a.start - b.start)

  const pieces: WindowPiece[] = []
  let next = 0
  const space = (from: number, to: number) => {
    const height = (tops[to] ?? 0) - (tops[from] ?? 0) - gap
    pieces.push({ kind: 'space', start: from, end: to, height: Math.max(0, height) })
  }
  for (const run of runs) {
    const last = pieces[pieces.length - 1]
    if (last?.kind === 'rows' && run.start <= last.end) {
      last.end = Math.max(last.end, run.end)
    } else {
      if (run.start > next) space(next, run.start)
      pieces.push({ kind: 'rows', start: run.start, end: run.end })
    }
    next = Math.max(next, run.end)
  }
  if (next < count) space(next, count)
  return pieces
}
