import { describe, expect, it } from 'vitest'
import {
  earningsDays,
  earningsRange,
  earningsRangeProblem,
  earningsScale,
  rangeDays,
} from './earningsRules'

describe('earningsRange', () => {
  it('ends on the UTC day of today and counts today in', () => {
    const late = new Date('2026-01-31T23:30:00Z')
    expect(earningsRange(7, late)).toEqual({ startDate: '2026-01-25', endDate: '2026-01-31' })
    expect(earningsRange(1, late)).toEqual({ startDate: '2026-01-31', endDate: '2026-01-31' })
    expect(rangeDays(earningsRange(30, late))).toBe(30)
  })
})

describe('earningsRangeProblem', () => {
  it('takes a real range of at most 366 days, and says what is wrong with any other', () => {
    expect(earningsRangeProblem({ startDate: '2026-01-01', endDate: '2026-01-01' })).toBeUndefined()
    expect(earningsRangeProblem({ startDate: '2025-01-01', endDate: '2026-01-01' })).toBeUndefined()
    expect(earningsRangeProblem({ startDate: '2024-12-31', endDate: '2026-01-01' })).toBe(
      'too-long',
    )
    expect(earningsRangeProblem({ startDate: '2026-02-01', endDate: '2026-01-01' })).toBe(
      'backwards',
    )
    expect(earningsRangeProblem({ startDate: '', endDate: '2026-01-01' })).toBe('missing-date')
    // A day that does not exist is no day, as the server says.
    expect(earningsRangeProblem({ startDate: '2026-02-30', endDate: '2026-03-02' })).toBe(
      'missing-date',
    )
  })
})

describe('earningsDays', () => {
  it('shows every day of the range, zero where the server left a day out', () => {
    const days = earningsDays(
      [
        { date: '2026-01-02', gem: 300, cheerCnt: 2 },
        { date: '2026-01-04', gem: 50, cheerCnt: 1 },
      ],
      { startDate: '2026-01-01', endDate: '2026-01-04' },
    )
    expect(days).toEqual([
      { date: '2026-01-01', gem: 0, cheerCnt: 0 },
      { date: '2026-01-02', gem: 300, cheerCnt: 2 },
      { date: '2026-01-03', gem: 0, cheerCnt: 0 },
      { date: '2026-01-04', gem: 50, cheerCnt: 1 },
    ])
    expect(earningsDays([], { startDate: '2026-01-04', endDate: '2026-01-01' })).toEqual([])
  })
})

describe('earningsScale', () => {
  it('rounds the top up to 1, 2 or 5 steps of a power of ten, in whole gems', () => {
    expect(earningsScale(730)).toEqual({ top: 800, ticks: [0, 200, 400, 600, 800] })
    expect(earningsScale(1000)).toEqual({ top: 1000, ticks: [0, 500, 1000] })
    expect(earningsScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] })
    expect(earningsScale(0)).toEqual({ top: 1, ticks: [0, 1] })
  })
})
