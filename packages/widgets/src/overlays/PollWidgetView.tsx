import { isPollRunning, type Poll, pollStandings, pollTimeLeft } from '@airwave/sdk/poll'
import { formatTimer, type PollWidgetSettings } from '@airwave/sdk/widget'
import { type CSSProperties, useEffect, useState } from 'react'
import type { OverlayText } from './useOverlayWords'

export interface PollWidgetViewProps {
  /** The channel's current poll; none: nothing shows. */
  poll: Poll | undefined
  settings: PollWidgetSettings
  /** When a running poll ends, on the page's clock. */
  endsAt?: number | undefined
  t: OverlayText
}

function useSecondsLeft(endsAt: number | undefined): number | undefined {
  const left = () => (endsAt === undefined ? undefined : pollTimeLeft(endsAt, Date.now()))
  const [ms, setMs] = useState(left)
  useEffect(() => {
    setMs(left())
    if (endsAt === undefined) return undefined
    const tick = setInterval(() => setMs(left()), 500)
    return () => clearInterval(tick)
  }, [endsAt])
  return ms
}

/**
 * The poll overlay from props alone: status, question, each option with its bar and share
 * when the counts may be seen (the server hides a running poll's counts when its ranking is
 * not shown), the votes and the time left.
 *
 * @example <PollWidgetView poll={poll} settings={settings} endsAt={endsAt} t={t} />
 */
export function PollWidgetView({ poll, settings, endsAt, t }: PollWidgetViewProps) {
  const running = poll !== undefined && isPollRunning(poll)
  const left = useSecondsLeft(running ? endsAt : undefined)
  const css = {
    '--aw-ov-size': `${settings.textSize}px`,
    '--aw-ov-text': settings.textColor,
    '--aw-ov-bg': settings.background,
    '--aw-ov-accent': settings.barColor,
  } as CSSProperties
  if (!poll) return <div className="aw-widget aw-pollwidget" data-state="none" style={css} />
  // While the counts are hidden, the options alone, in the poll's order.
  const standings = pollStandings(poll)
  const rows = standings ?? [...poll.voteItem].sort((a, b) => a.idx - b.idx)
  const voters = poll.totalVoteCnt ?? standings?.reduce((sum, s) => sum + s.voteCnt, 0) ?? 0
  return (
    <div className="aw-widget aw-pollwidget" data-state={poll.status} style={css}>
      <section className="aw-pollwidget-card" aria-label={poll.title}>
        <div className="aw-pollwidget-status">{running ? t('pollRunning') : t('pollResult')}</div>
        <div className="aw-pollwidget-title">{poll.title}</div>
        <ol className="aw-pollwidget-items">
          {rows.map((row) => {
            const share = 'share' in row ? row.share : undefined
            return (
              <li key={row.idx} className="aw-pollwidget-item">
                <span className="aw-pollwidget-bar" style={{ width: `${(share ?? 0) * 100}%` }} />
                <span className="aw-pollwidget-row">
                  <span>{row.content}</span>
                  {share === undefined ? null : <span>{Math.round(share * 100)}%</span>}
                </span>
              </li>
            )
          })}
        </ol>
        <div className="aw-pollwidget-foot">
          {t('pollVotes', { count: voters })}
          {left === undefined
            ? null
            : ` · ${t('pollEndsIn', { time: formatTimer(left, 'countdown') })}`}
        </div>
      </section>
    </div>
  )
}
