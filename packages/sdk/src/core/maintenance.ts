import * as z from 'zod/mini'

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

// A bad field must not hide the maintenance page: each field falls back instead of failing.
// (Transforms rather than `z.catch`, which alone would add ~3.5 kB gz to the client.)
const text = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => (typeof value === 'string' ? value : undefined)),
)
const instant = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => (isExactIso(value) ? value : null)),
)

/**
 * The body of a 503 answer. Timestamps that are not exact ISO become `null`.
 *
 * @example
 * z.parse(maintenanceInfoSchema, { startTimeISO: '2026-11-22 10:00' }).startTimeISO // null
 */
export const maintenanceInfoSchema = z.object({
  title: text,
  description: text,
  overhaulImpact: text,
  startTimeISO: instant,
  endTimeISO: instant,
})

export type MaintenanceInfo = z.output<typeof maintenanceInfoSchema>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Reads maintenance info from a 503 body, which may be the envelope (info in `data`) or the
 * info itself. Never throws: every field falls back on its own.
 *
 * @example
 * parseMaintenance({ data: { title: 'Upgrade', startTimeISO: '2026-11-22T10:00:00Z' } })
 */
export function parseMaintenance(body: unknown): MaintenanceInfo {
  const source = isRecord(body) && isRecord(body.data) ? body.data : body
  return z.parse(maintenanceInfoSchema, isRecord(source) ? source : {})
}
