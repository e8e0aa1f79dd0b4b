import { badRequest } from '../http/httpError'

const DAY_MS = 86_400_000

/** A range of whole UTC days: `from` inclusive, `to` exclusive (the day after `endDate`). */
export interface DayRange {
  from: Date | undefined
  to: Date | undefined
}

function dayOf(name: string, value: string | undefined): Date | undefined {
  if (value === undefined) return undefined
  const at = new Date(`${value}T00:00:00.000Z`)
  // `2026-02-30` parses to March: only a day that exists is one.
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value) {
    throw badRequest(`${name}: ${value} is not a day`)
  }
  return at
}

/**
 * The range of `startDate` to `endDate` (`YYYY-MM-DD`, UTC, both inclusive; either may be left
 * out), refused when the end comes first or, with `maxDays`, when it spans more days. With
 * `lastDays`, a missing end is today (`today`) and a missing start that many days before it.
 *
 * @example dayRange('2026-01-01', '2026-01-31') // { from: 2026-01-01T00:00Z, to: 2026-02-01T00:00Z }
 */
export function dayRange(
  startDate: string | undefined,
  endDate: string | undefined,
  options: { maxDays?: number; lastDays?: number; today?: Date } = {},
): DayRange {
  const { maxDays, lastDays } = options
  const today = options.today ?? new Date()
  let to = dayOf('endDate', endDate)
  if (to) to = new Date(to.getTime() + DAY_MS)
  else if (lastDays) {
    to = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + DAY_MS,
    )
  }
  let from = dayOf('startDate', startDate)
  if (!from && lastDays && to) from = new Date(to.getTime() - lastDays * DAY_MS)
  if (from && to && to <= from) throw badRequest('endDate comes before startDate')
  if (maxDays !== undefined && from && to && (to.getTime() - from.getTime()) / DAY_MS > maxDays) {
    throw badRequest(`A range spans at most ${maxDays} days`)
  }
  return { from, to }
}
