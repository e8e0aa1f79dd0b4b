import { isRecord } from './isRecord'

const exactIso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?(Z|[+-]\d{2}:\d{2})$/

/**
 * True only for the exact ISO form `YYYY-MM-DDTHH:mm:ss(.sss)?(Z|±HH:MM)` naming a real instant.
 *
 * @example
 * isExactIso('2026-11-22T10:00:00Z') // true
 * isExactIso('2026-11-22 10:00') // false
 */
export function isExactIso(value: unknown): value is string {
  return typeof value === 'string' && exactIso.test(value) && !Number.isNaN(Date.parse(value))
}

/** The body of a 503 answer as the client reads it; see `maintenanceInfoSchema`. */
export interface MaintenanceInfo {
  title: string | undefined
  description: string | undefined
  overhaulImpact: string | undefined
  /** `null` when the server sent no exact ISO timestamp. */
  startTimeISO: string | null
  endTimeISO: string | null
}

/** A string field, or undefined: a bad field must not hide the maintenance page. */
export const asText = (value: unknown) => (typeof value === 'string' ? value : undefined)
/** An exact ISO timestamp, or null. */
export const asInstant = (value: unknown) => (isExactIso(value) ? value : null)

/**
 * Reads maintenance info from a 503 body, which may be the envelope (info in `data`) or the
 * info itself. Never throws: every field falls back on its own. It reads what
 * `maintenanceInfoSchema` reads, by hand, so that a client bundle carries no schema for it.
 *
 * @example
 * parseMaintenance({ data: { title: 'Upgrade', startTimeISO: '2026-11-22T10:00:00Z' } })
 */
export function parseMaintenance(body: unknown): MaintenanceInfo {
  const source = isRecord(body) ? (isRecord(body.data) ? body.data : body) : {}
  return {
    title: asText(source.title),
    description: asText(source.description),
    overhaulImpact: asText(source.overhaulImpact),
    startTimeISO: asInstant(source.startTimeISO),
    endTimeISO: asInstant(source.endTimeISO),
  }
}
