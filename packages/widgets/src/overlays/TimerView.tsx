import { formatTimer, type TimerSettings, type TimerState, timerReading } from '@airwave/sdk/widget'
import { type CSSProperties, useEffect, useState } from 'react'
import type { OverlayText } from './useOverlayWords'

export interface TimerViewProps {
  timer: TimerState
  settings: TimerSettings
  /** The server's clock minus the page's (ms): every overlay shows the same second. */
  clockOffset?: number
  t: OverlayText
  /** The page's clock; default `Date.now`. */
  now?: () => number
}

/** How often the digits are read again: four times a second keeps each second on time. */
const TICK_MS = 250

/**
 * The stream timer's digits from props alone, read on the server's clock: a countdown's time
 * left (with the finished words at zero) or a count-up's time counted, under the settings'
 * title.
 *
 * @example <TimerView timer={config.timer} settings={config.settings} clockOffset={offset} t={t} />
 */
export function TimerView({ timer, settings, clockOffset = 0, t, now = Date.now }: TimerViewProps) {
  const read = () => timerReading(timer, now() + clockOffset)
  const [reading, setReading] = useState(read)
  useEffect(() => {
    setReading(read())
    if (timer.status !== 'running') return undefined
    const tick = setInterval(() => setReading(read()), TICK_MS)
    return () => clearInterval(tick)
  }, [timer, clockOffset, now])
  const css = {
    '--aw-ov-size': `${settings.textSize}px`,
    '--aw-ov-text': settings.textColor,
    '--aw-ov-bg': settings.background,
  } as CSSProperties
  const state = reading.finished ? 'finished' : timer.status
  return (
    <div className="aw-widget aw-timer" data-state={state} data-mode={timer.mode} style={css}>
      <div className="aw-timer-box" role="timer">
        {settings.title ? <div className="aw-timer-title">{settings.title}</div> : null}
        <div className="aw-timer-digits">{formatTimer(reading.ms, timer.mode)}</div>
        {reading.finished ? (
          <div className="aw-timer-finished">{settings.finishedText || t('timerFinished')}</div>
        ) : null}
      </div>
    </div>
  )
}
