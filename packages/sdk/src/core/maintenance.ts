import * as z from 'zod/mini'
import { asInstant, asText } from './parseMaintenance'

export type { MaintenanceInfo } from './parseMaintenance'
export { isExactIso, parseMaintenance } from './parseMaintenance'

// A bad field must not hide the maintenance page: each field falls back instead of failing.
// (Transforms rather than `z.catch`, which alone would add ~3.5 kB gz.)
const text = z.pipe(z.optional(z.unknown()), z.transform(asText))
const instant = z.pipe(z.optional(z.unknown()), z.transform(asInstant))

/**
 * The body of a 503 answer, for the server and the contract. Timestamps that are not exact ISO
 * become `null`. The client reads it with `parseMaintenance`, which needs no zod.
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
