/**
 * A time watched or a duration as hours and minutes (`12h 05m`, `7m`, `0m`), the way the
 * statistics pages show it in every language (h and m are read everywhere as units).
 *
 * @example formatWatchTime(3_900) // '1h 05m'
 */
export function formatWatchTime(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60)
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return hours > 0 ? `${hours}h ${String(rest).padStart(2, '0')}m` : `${rest}m`
}
