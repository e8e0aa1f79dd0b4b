import {
  EARNINGS_RANGE_DEFAULT_DAYS,
  EARNINGS_RANGE_MAX_DAYS,
  type EarningsDay,
} from '../contract/item/earnings.schemas'

// The streamer's earnings as the dashboard shows them: the date range (whole UTC days, as the
// server groups the ledger), every day of it on the chart (the server leaves days without gems
// out), and the chart's scale.

const DAY_MS = 86_400_000
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A range of UTC days, `YYYY-MM-DD`, both ends included. */
export interface EarningsRange {
  startDate: string
  endDate: string
}

/**
 * The ranges the dashboard offers with one press, in days up to today (chosen: a week, a month,
 * a quarter); the first range shown is the server's default, {@link EARNINGS_RANGE_DEFAULT_DAYS}.
 *
 * @example EARNINGS_RANGE_PRESETS.map((days) => earningsRange(days))
 */
export const EARNINGS_RANGE_PRESETS = [7, EARNINGS_RANGE_DEFAULT_DAYS, 90] as const

/** A `Date`'s UTC day. @example utcDay(new Date(0)) // '1970-01-01' */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

const timeOf = (day: string) => (DAY.test(day) ? Date.parse(`${day}T00:00:00.000Z`) : Number.NaN)

/**
 * The last `days` UTC days, today (`today`'s UTC day) the last of them.
 *
 * @example earningsRange(7, new Date('2026-01-31T12:00:00Z')) // { startDate: '2026-01-25', endDate: '2026-01-31' }
 */
export function earningsRange(days: number, today: Date = new Date()): EarningsRange {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  return {
    startDate: utcDay(new Date(end - (Math.max(1, days) - 1) * DAY_MS)),
    endDate: utcDay(new Date(end)),
  }
}

/**
 * How many days a range holds, both ends counted (0 when a day is missing or not a day, or the
 * range is backwards).
 *
 * @example rangeDays({ startDate: '2026-01-01', endDate: '2026-01-31' }) // 31
 */
export function rangeDays(range: EarningsRange): number {
  const from = timeOf(range.startDate)
  const to = timeOf(range.endDate)
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return 0
  return Math.round((to - from) / DAY_MS) + 1
}

/** Why a range typed in the dashboard's date fields cannot be asked for. */
export type EarningsRangeProblem = 'missing-date' | 'backwards' | 'too-long'

/**
 * Whether a range may be asked for, by the server's own rules: both days given and real, the
 * end not before the start, at most {@link EARNINGS_RANGE_MAX_DAYS} days. Checked before the
 * call, so the streamer is told at the fields.
 *
 * @example earningsRangeProblem({ startDate: '2026-02-01', endDate: '2026-01-01' }) // 'backwards'
 */
export function earningsRangeProblem(range: EarningsRange): EarningsRangeProblem | undefined {
  const from = timeOf(range.startDate)
  const to = timeOf(range.endDate)
  // `2026-02-30` parses to March: only a day that exists is one.
  const real = (time: number, day: string) => !Number.isNaN(time) && utcDay(new Date(time)) === day
  if (!real(from, range.startDate) || !real(to, range.endDate)) return 'missing-date'
  if (to < from) return 'backwards'
  if (rangeDays(range) > EARNINGS_RANGE_MAX_DAYS) return 'too-long'
  return undefined
}

/**
 * Every day of the range, oldest first, with the gems the server counted for it and zero for the
 * days it left out: a chart and its table show the quiet days too.
 *
 * @example earningsDays([{ date: '2026-01-02', gem: 5, cheerCnt: 1 }], { startDate: '2026-01-01', endDate: '2026-01-02' })
 * // [{ date: '2026-01-01', gem: 0, cheerCnt: 0 }, { date: '2026-01-02', gem: 5, cheerCnt: 1 }]
 */
export function earningsDays(list: readonly EarningsDay[], range: EarningsRange): EarningsDay[] {
  const count = Math.min(rangeDays(range), EARNINGS_RANGE_MAX_DAYS)
  const byDate = new Map(list.map((day) => [day.date, day]))
  const start = timeOf(range.startDate)
  return Array.from({ length: count }, (_, index) => {
    const date = utcDay(new Date(start + index * DAY_MS))
    return byDate.get(date) ?? { date, gem: 0, cheerCnt: 0 }
  })
}

/**
 * A chart's vertical scale for values up to `max`: a round top (1, 2 or 5 times a power of ten
 * per step, whole gems) and its ticks from 0, at most five steps.
 *
 * @example earningsScale(730) // { top: 800, ticks: [0, 200, 400, 600, 800] }
 */
export function earningsScale(max: number): { top: number; ticks: number[] } {
  if (!(max > 0)) return { top: 1, ticks: [0, 1] }
  const rough = max / 4
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = Math.max(1, ([1, 2, 5, 10].find((n) => n * power >= rough) ?? 10) * power)
  const top = Math.ceil(max / step) * step
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) }
}
