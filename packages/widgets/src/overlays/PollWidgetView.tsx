import type { Poll } from '@airwave/sdk/poll'
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
  const left = () => (endsAt === undefined ? undefined : Math.max(0, endsAt - Date.now()))
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
 * The poll overlay from props alone: status, question, each option with its bar and count
 * when the counts may be seen (the server hides a running poll's counts when its ranking is
 * not shown), the votes and the time left.
 *
 * @example <PollWidgetView poll={poll} settings={settings} endsAt={endsAt} t={t} />
 */
export function PollWidgetView({ poll, settings, endsAt, t }: PollWidgetViewProps) {
  const left = useSecondsLeft(poll?.status === 'in-progress' ? endsAt : undefined)
  const css = {
    '--aw-ov-size': `${settings.textSize}px`,
    '--aw-ov-text': settings.textColor,
    '--aw-ov-bg': settings.background,
    '--aw-ov-accent': settings.barColor,
  } as CSSProperties
  if (!poll) return <div className="aw-widget aw-pollwidget" data-state="none" style={css} />
  const total = poll.voteItem.reduce((sum, item) => sum + (item.voteCnt ?? 0), 0)
  const voters = poll.totalVoteCnt ?? total
  return (
    <div className="aw-widget aw-pollwidget" data-state={poll.status} style={css}>
      <section className="aw-pollwidget-card" aria-label={poll.title}>
        <div className="aw-pollwidget-status">
          {poll.status === 'in-progress' ? t('pollRunning') : t('pollResult')}
        </div>
        <div className="aw-pollwidget-title">{poll.title}</div>
        <ol className="aw-pollwidget-items">
          {[...poll.voteItem]
            .sort((a, b) => a.idx - b.idx)
            .map((item) => {
              const share = item.voteCnt === undefined || total === 0 ? 0 : item.voteCnt / total
              return (
                <li key={item.idx} className="aw-pollwidget-item">
                  <span className="aw-pollwidget-bar" style={{ width: `${share * 100}%` }} />
                  <span className="aw-pollwidget-row">
                    <span>{item.content}</span>
                    {item.voteCnt === undefined ? null : <span>{Math.round(share * 100)}%</span>}
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
