import { useEffect, useState } from 'react'

/**
 * The milliseconds left until `endsAt` (the page's clock), ticking once a second while there
 * are some; `undefined` without an end.
 *
 * @example
 * const left = useCountdown(context.endsAt)
 */
export function useCountdown(endsAt: number | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (endsAt === undefined) return
    setNow(Date.now())
    const timer = setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= endsAt) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [endsAt])
  return endsAt === undefined ? undefined : Math.max(0, endsAt - now)
}

/**
 * Time left as a clock reads, language-neutral: `4:05`, `1:02:03` (hours past a day go on
 * counting: `27:00:00`).
 *
 * @example formatTimeLeft(65_000) // '1:05'
 */
export function formatTimeLeft(ms: number): string {
  const total = Math.ceil(ms / 1000)
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  const two = (n: number) => String(n).padStart(2, '0')
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`
}
