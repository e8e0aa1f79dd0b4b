/**
 * Whether a value is a plain object (not null, not an array): what a zod object accepts.
 * The hand-written readers of the transport use it instead of schemas to stay small.
 *
 * @example
 * isRecord({ data: 1 }) // true
 * isRecord([1]) // false
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
