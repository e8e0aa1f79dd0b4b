import { missionTimeLeft } from '@airwave/sdk/mission'
import { useEffect, useState } from 'react'

/**
 * The time a started mission has left (SDK `missionTimeLeft`), ticking once a second until it
 * is up; undefined without an end date. The server's job times it out, not this clock.
 *
 * @example const left = useMissionClock(mission.endDate)
 */
export function useMissionClock(endDate: string | null | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!endDate) return
    setNow(Date.now())
    const timer = setInterval(() => {
      const current = Date.now()
      setNow(current)
      if ((missionTimeLeft({ endDate }, current) ?? 0) <= 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [endDate])
  return missionTimeLeft({ endDate }, now)
}
