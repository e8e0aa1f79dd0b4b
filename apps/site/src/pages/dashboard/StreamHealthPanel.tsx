import {
  ENCODER_SETTINGS,
  type StreamDashboard,
  type StreamHealthWarning,
  streamHealthOf,
} from '@airwave/sdk/live'
import { useId } from 'react'
import { fill } from '../../i18n/discovery'
import type { GoLiveMessages } from '../../i18n/golive'

const warningText = (warning: StreamHealthWarning, words: GoLiveMessages) =>
  ({
    lowBitrate: words.warnLowBitrate,
    highBitrate: words.warnHighBitrate,
    lowFrameRate: words.warnLowFrameRate,
    keyframes: fill(words.warnKeyframes, { seconds: ENCODER_SETTINGS.keyframeIntervalSeconds }),
  })[warning]

/**
 * What the ingest measures of the stream (bitrate, frame rate, resolution, keyframe interval,
 * reconnects), renewed every 2 s while live, with what to change when a figure is off.
 */
export function StreamHealthPanel({
  home,
  words,
}: {
  home: StreamDashboard
  words: GoLiveMessages
}) {
  const title = useId()
  const health = home.health
  const verdict = streamHealthOf(health)
  const dash = '—'
  return (
    <section
      aria-labelledby={title}
      className="aw-site-card aw-site-stream-card aw-site-golive-health"
      data-state={home.isStream ? verdict.state : 'off'}
    >
      <h2 id={title} className="aw-site-subtitle">
        {words.healthTitle}
      </h2>
      {!home.isStream ? (
        <p className="aw-site-muted">{words.healthOffline}</p>
      ) : (
        <>
          <dl className="aw-site-golive-figures">
            <div className="aw-site-golive-tile">
              <dt>{words.bitrate}</dt>
              <dd data-figure="bitrate">
                {health?.bitrateKbps === undefined
                  ? dash
                  : fill(words.bitrateValue, { kbps: health.bitrateKbps })}
              </dd>
            </div>
            <div className="aw-site-golive-tile">
              <dt>{words.frameRate}</dt>
              <dd data-figure="frameRate">
                {health?.frameRate === undefined
                  ? dash
                  : fill(words.frameRateValue, { fps: health.frameRate })}
              </dd>
            </div>
            <div className="aw-site-golive-tile">
              <dt>{words.resolution}</dt>
              <dd data-figure="resolution">
                {health?.width === undefined || health.height === undefined
                  ? dash
                  : `${health.width}×${health.height}`}
              </dd>
            </div>
            <div className="aw-site-golive-tile">
              <dt>{words.keyframes}</dt>
              <dd data-figure="keyframes">
                {health?.keyframeInterval === undefined
                  ? dash
                  : fill(words.secondsValue, { seconds: health.keyframeInterval })}
              </dd>
            </div>
            <div className="aw-site-golive-tile">
              <dt>{words.reconnects}</dt>
              <dd data-figure="reconnects">{health?.reconnects ?? dash}</dd>
            </div>
          </dl>
          <div aria-live="polite">
            {verdict.state === 'unknown' ? (
              <p className="aw-site-muted">{words.healthMeasuring}</p>
            ) : verdict.state === 'good' ? (
              <p className="aw-site-golive-good">{words.healthGood}</p>
            ) : (
              <ul className="aw-site-golive-warnings">
                {verdict.warnings.map((warning) => (
                  <li key={warning}>{warningText(warning, words)}</li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  )
}
