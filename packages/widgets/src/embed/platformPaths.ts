/** The platform's own paths in its answers: pictures and uploads (`/media/…`, `/uploads/…`). */
const PLATFORM_PATH = /^\/(media|uploads)\/\S*$/

/**
 * A copy of an answer (a call's JSON, a socket event) with the platform's paths made absolute:
 * on a partner's page `/media/a.jpg` would be the partner's. The kit's components then show
 * what the API says, unchanged.
 *
 * @example absolutePaths({ profileUrl: '/media/avatar/kim.svg' }, 'https://airwave.example')
 */
export function absolutePaths<T>(value: T, origin: string): T {
  if (typeof value === 'string') return (PLATFORM_PATH.test(value) ? origin + value : value) as T
  if (Array.isArray(value)) return value.map((item) => absolutePaths(item, origin)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, absolutePaths(item, origin)]),
    ) as T
  }
  return value
}
