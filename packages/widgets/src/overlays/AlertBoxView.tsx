import {
  type Alert,
  type AlertInput,
  type AlertTypeStyle,
  type AlertWords,
  alertWords,
  clampAlertMessage,
  fillAlertTemplate,
} from '@airwave/sdk/widget'
import type { CSSProperties } from 'react'
import { AlertIcon } from './AlertIcon'
import type { OverlayText } from './useOverlayWords'

export interface AlertBoxViewProps {
  /** The alert on screen; none: the box is empty (and transparent). */
  alert: (AlertInput & Partial<Pick<Alert, 'seq' | 'test'>>) | undefined
  /** `showing` plays the type's entrance; `leaving` its exit. */
  state: 'showing' | 'leaving'
  style: AlertTypeStyle
  maxMessageLength: number
  t: OverlayText
}

/** The title with the viewer's name set apart (the streamer's text, or the catalogue's). */
function title(alert: AlertInput, style: AlertTypeStyle, t: OverlayText) {
  const words = alertWords(alert)
  // Every key `alertWords` names takes a count (the plain ones ignore it).
  const say = t as unknown as (key: AlertWords['key'], params: { count: number }) => string
  const text = style.template.trim()
    ? fillAlertTemplate(style.template.trim(), alert)
    : say(words.key, { count: words.count })
  const parts = text.split('{name}')
  return parts.flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          // The parts of a text that never changes while it shows: their place is their key.
          <strong key={index}>{alert.nickname}</strong>,
          part,
        ],
  )
}

/**
 * One alert as the alert box shows it, from props alone: the type's picture, the title
 * (`{name}` set apart), a mission's details, the viewer's message (cut to the maximum) and a
 * "test" mark for the emulator's. A cheer of a signature gem is the special alert: the
 * streamer's title for it above, framed and glowing in the accent (`data-signature`). The
 * dashboard's live preview renders the same.
 *
 * @example <AlertBoxView alert={alert} state="showing" style={settings.types.gem} maxMessageLength={999} t={t} />
 */
export function AlertBoxView({ alert, state, style, maxMessageLength, t }: AlertBoxViewProps) {
  if (!alert) return null
  const message = clampAlertMessage(alert.message, maxMessageLength)
  // A cheer of one of the streamer's signature gems: its special alert, titled by them.
  const signature = alert.type === 'gem' ? alert.signature : undefined
  const css = {
    '--aw-ov-size': `${style.textSize}px`,
    '--aw-ov-text': style.textColor,
    '--aw-ov-bg': style.background,
    '--aw-ov-accent': style.accentColor,
  } as CSSProperties
  return (
    <div
      className="aw-alert"
      data-state={state}
      data-type={alert.type}
      data-animation={style.animation}
      data-seq={alert.seq}
      data-signature={signature?.signatureGemIdx}
      style={css}
      role="status"
    >
      {signature ? (
        <span className="aw-alert-signature">
          {t('alertSignature', { title: signature.title })}
        </span>
      ) : null}
      <AlertIcon type={alert.type} />
      <div className="aw-alert-title">{title(alert, style, t)}</div>
      {alert.type === 'mission' ? (
        <div className="aw-alert-detail">
          {alert.title ? `${alert.title} · ` : ''}
          {t('alertMissionGems', { count: alert.totalGem })}
        </div>
      ) : null}
      {message ? <div className="aw-alert-message">{message}</div> : null}
      {alert.test ? <span className="aw-alert-test">{t('alertTest')}</span> : null}
    </div>
  )
}
