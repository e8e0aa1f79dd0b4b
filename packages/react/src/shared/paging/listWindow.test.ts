import { describe, expect, it } from 'vitest'
import { rowTops, visibleRows, windowPieces } from './listWindow'

describe('rowTops', () => {
  it('puts each row below the previous one and its gap', () => {
    expect(rowTops([100, 50, 80], 10)).toEqual([0, 110, 170, 260])
  })

  it('is the top of an empty list alone', () => {
    expect(rowTops([], 12)).toEqual([0])
  })
})

describe('visibleRows', () => {
  const tops = rowTops([100, 100, 100, 100, 100], 0)

  it('takes the rows that cross the span', () => {
    expect(visibleRows(tops, 0, 150, 250)).toEqual({ start: 1, end: 3 })
  })

  it('leaves out a row that ends where the span starts and one that starts where it ends', () => {
    expect(visibleRows(tops, 0, 100, 300)).toEqual({ start: 1, end: 3 })
  })

  it('does not count the gap below a row as the row', () => {
    const gapped = rowTops([100, 100, 100], 20)
    // Row 0 ends at 100, row 1 starts at 120: the span 105-115 is only gap.
    expect(visibleRows(gapped, 20, 105, 115)).toEqual({ start: 1, end: 1 })
    expect(visibleRows(gapped, 20, 95, 125)).toEqual({ start: 0, end: 2 })
  })

  it('is empty above and below the list', () => {
    expect(visibleRows(tops, 0, -900, -100)).toEqual({ start: 0, end: 0 })
    expect(visibleRows(tops, 0, 600, 900)).toEqual({ start: 5, end: 5 })
  })

  it('takes every row of a span wider than the list', () => {
    expect(visibleRows(tops, 0, -50, 10_000)).toEqual({ start: 0, end: 5 })
  })

  it('finds the rows of a long list of rows of different heights', () => {
    const heights = Array.from({ length: 5000 }, (_, row) => (row % 2 === 0 ? 80 : 120))
    const long = rowTops(heights, 12)
    // Two rows and two gaps take 224 px: row 2000 starts at 1000 * 224.
    expect(visibleRows(long, 12, 224_000, 224_000 + 300)).toEqual({ start: 2000, end: 2003 })
  })
})

describe('windowPieces', () => {
  const tops = rowTops([100, 100, 100, 100, 100, 100], 10)

  it('is one run of rows when the range holds the whole list', () => {
    expect(windowPieces(tops, 10, { start: 0, end: 6 }, [])).toEqual([
      { kind: 'rows', start: 0, end: 6 },
    ])
  })

  it('puts a spacer as tall as the rows left out, their gaps but the spacer’s own', () => {
    expect(windowPieces(tops, 10, { start: 2, end: 4 }, [])).toEqual([
      // Rows 0 and 1 took 100 + 10 + 100 + 10 before row 2; the list adds one gap after the
      // spacer, so the spacer is 210.
      { kind: 'space', start: 0, end: 2, height: 210 },
      { kind: 'rows', start: 2, end: 4 },
      { kind: 'space', start: 4, end: 6, height: 210 },
    ])
  })

  it('keeps a row far from the range, with spacers on both sides', () => {
    expect(windowPieces(tops, 10, { start: 0, end: 2 }, [4])).toEqual([
      { kind: 'rows', start: 0, end: 2 },
      { kind: 'space', start: 2, end: 4, height: 210 },
      { kind: 'rows', start: 4, end: 5 },
      { kind: 'space', start: 5, end: 6, height: 100 },
    ])
  })

  it('joins kept rows next to the range or to each other into one run', () => {
    expect(windowPieces(tops, 10, { start: 2, end: 3 }, [3, 1, 5, 4, 3])).toEqual([
      { kind: 'space', start: 0, end: 1, height: 100 },
      { kind: 'rows', start: 1, end: 6 },
    ])
  })

  it('renders the kept rows alone when the range is empty', () => {
    expect(windowPieces(tops, 10, { start: 6, end: 6 }, [0])).toEqual([
      { kind: 'rows', start: 0, end: 1 },
      { kind: 'space', start: 1, end: 6, height: 540 },
    ])
  })

  it('ignores kept rows that are not in the list, and clamps the range to it', () => {
    expect(windowPieces(tops, 10, { start: 4, end: 9 }, [-1, 6, 2.5])).toEqual([
      { kind: 'space', start: 0, end: 4, height: 430 },
      { kind: 'rows', start: 4, end: 6 },
    ])
  })

  it('is a single spacer when nothing is in view and nothing kept', () => {
    expect(windowPieces(tops, 10, { start: 6, end: 6 }, [])).toEqual([
      { kind: 'space', start: 0, end: 6, height: 650 },
    ])
  })

  it('is empty for an empty list', () => {
    expect(windowPieces([0], 10, { start: 0, end: 0 }, [0])).toEqual([])
  })
})
