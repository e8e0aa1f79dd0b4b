/**
 * Reads a time typed by a user into seconds: plain seconds (`90`), `m:s`, `h:m:s`, or, with the
 * third colon the spec allows, `d:h:m:s`. The leading part is unbounded (`90:00` is 90
 * minutes); every later part must stay in its range (seconds and minutes 0 to 59, hours 0 to 23
 * after a day). Whole non-negative numbers only; anything else gives null.
 *
 * @example
 * parseTimeInput('1:02:03') // 3723
 * parseTimeInput('1:60') // null
 */
export function parseTimeInput(input: string): number | null {
  const parts = input.trim().split(':')
  if (parts.length > 4 || !parts.every((p) => /^\d+$/.test(p))) return null
  // Units of each part, read from the right: seconds, minutes, hours, days.
  const units = [1, 60, 3600, 86400]
  const limits = [60, 60, 24]
  let seconds = 0
  for (let i = 0; i < parts.length; i++) {
    const fromRight = parts.length - 1 - i
    const value = Number(parts[i])
    const limit = limits[fromRight]
    if (i > 0 && limit !== undefined && value >= limit) return null
    seconds += value * (units[fromRight] ?? 0)
  }
  return seconds
}
