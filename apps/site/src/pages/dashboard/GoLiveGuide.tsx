import { ENCODER_SETTINGS } from '@airwave/sdk/live'
import { useId, useState } from 'react'
import { fill } from '../../i18n/discovery'
import type { GoLiveMessages } from '../../i18n/golive'

const dismissedKey = (channelId: string) => `airwave.golive.guide.${channelId}`

/** Whether the streamer hid the guide on this browser (storage may be unavailable). */
function wasDismissed(channelId: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(channelId)) === '1'
  } catch {
    return false
  }
}

/**
 * The first-time streamer's how-to (never live yet): OBS settings that work with the ingest
 * (the packager copies H.264 and cuts its segments at the encoder's keyframes). Hidden for good
 * on this browser once dismissed.
 */
export function GoLiveGuide({ channelId, words }: { channelId: string; words: GoLiveMessages }) {
  const [hidden, setHidden] = useState(() => wasDismissed(channelId))
  const title = useId()
  if (hidden) return null
  const dismiss = () => {
    setHidden(true)
    try {
      localStorage.setItem(dismissedKey(channelId), '1')
    } catch {
      // Hidden for this visit only.
    }
  }
  return (
    <section
      aria-labelledby={title}
      className="aw-site-card aw-site-stream-card aw-site-golive-guide"
    >
      <h2 id={title} className="aw-site-subtitle">
        {words.guideTitle}
      </h2>
      <p>{words.guideLead}</p>
      <ol>
        <li>{words.guideStep1}</li>
        <li>{words.guideStep2}</li>
        <li>
          {fill(words.guideStep3, {
            encoder: ENCODER_SETTINGS.videoEncoder,
            rateControl: ENCODER_SETTINGS.rateControl,
            bitrate: ENCODER_SETTINGS.videoBitrateKbps,
            keyframes: ENCODER_SETTINGS.keyframeIntervalSeconds,
          })}
        </li>
        <li>
          {fill(words.guideStep4, {
            audio: ENCODER_SETTINGS.audioEncoder,
            audioBitrate: ENCODER_SETTINGS.audioBitrateKbps,
          })}
        </li>
        <li>{words.guideStep5}</li>
      </ol>
      <button type="button" className="aw-button" onClick={dismiss}>
        {words.guideDismiss}
      </button>
    </section>
  )
}
