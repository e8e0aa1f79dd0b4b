import type { StreamDashboard } from '@airwave/sdk/live'
import { uptimeOf } from '@airwave/sdk/live'
import { useEffect, useState } from 'react'
import { fill } from '../../i18n/discovery'
import type { GoLiveMessages } from '../../i18n/golive'

/** The uptime, ticking every second while live. */
function Uptime({ openDate, running }: { openDate: string | undefined; running: boolean }) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [running])
  return <>{running ? uptimeOf(openDate, now) : '—'}</>
}

/**
 * The dashboard home's figures: live or not, the uptime, the viewers now (from the viewer
 * statistics; "—" when that call fails) and the chat's recent messages.
 */
export function StreamOverview({
  home,
  viewers,
  words,
}: {
  home: StreamDashboard
  /** The current viewers, `undefined` when they could not be read. */
  viewers: number | undefined
  words: GoLiveMessages
}) {
  const state = home.isStream ? 'ON' : home.isStreamPendingEnd ? 'OFF_WAITING' : 'OFF'
  const status =
    state === 'ON'
      ? words.statusLive
      : state === 'OFF_WAITING'
        ? words.statusWaiting
        : words.statusOffline
  return (
    <section aria-label={words.overview} className="aw-site-golive-overview" data-state={state}>
      <dl>
        <div className="aw-site-golive-tile">
          <dt className="aw-visually-hidden">{words.overview}</dt>
          <dd className="aw-site-golive-status">
            <span aria-hidden="true" className="aw-site-golive-dot" />
            <span role="status">{status}</span>
          </dd>
        </div>
        <div className="aw-site-golive-tile">
          <dt>{words.uptime}</dt>
          <dd>
            <Uptime openDate={home.openDate} running={home.isStream} />
          </dd>
        </div>
        <div className="aw-site-golive-tile">
          <dt>{words.viewers}</dt>
          <dd>
            {viewers === undefined ? (
              <span title={words.notAvailable}>
                <span aria-hidden="true">—</span>
                <span className="aw-visually-hidden">{words.notAvailable}</span>
              </span>
            ) : (
              viewers
            )}
          </dd>
        </div>
        <div className="aw-site-golive-tile">
          <dt>{words.chatActivity}</dt>
          <dd>
            {home.chatMessages}{' '}
            <span className="aw-site-muted">
              {fill(words.chatActivityHint, { minutes: home.chatWindowMinutes })}
            </span>
          </dd>
        </div>
      </dl>
    </section>
  )
}
