import { MISSION_LIMITS } from '@airwave/sdk/mission'
import { type FormEvent, useId, useState } from 'react'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { missionStyles } from './mission.styles'
import { type MissionText, useMissionText } from './missionText'
import { useMissionPledge } from './useMissions'

export interface MissionProposeFormProps {
  /** The streamer's channel. */
  channelId: string
  /** The channel's minimum pledge (its settings). */
  minimumGem: number
  /** A pledge to this mission instead of a new proposal (no title asked). */
  missionIdx?: number
  /** The mission's title, to name what the gems go to. */
  missionTitle?: string
  /** Opens the gem shop, offered when the wallet holds too few gems. */
  onBuyGems?: () => void
  /** Closes a pledge form (its Close button). */
  onClose?: () => void
}

/**
 * A viewer's proposal (a challenge and a first pledge) or, with `missionIdx`, a pledge of more
 * gems. Every rule is the SDK's `missionPledgeMachine`: at least the channel's minimum, never
 * more than the wallet (then an offer to buy gems), the same idempotency key on a retry.
 * `data-state`: editing, short, sending, sent, failed.
 *
 * @example <MissionProposeForm channelId="airwave" minimumGem={100} />
 */
export function MissionProposeForm(props: MissionProposeFormProps) {
  useSheet('mission', missionStyles)
  const t = useMissionText()
  const locale = useLocale()
  const { channelId, minimumGem, missionIdx } = props
  const form = useMissionPledge({
    channelId,
    minimumGem,
    ...(missionIdx === undefined ? {} : { missionIdx }),
  })
  const [typed, setTyped] = useState('')
  const headingId = useId()
  const titleId = useId()
  const gemId = useId()
  const hintId = useId()
  const statusId = useId()
  const proposing = missionIdx === undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (form.state === 'failed') form.send({ type: 'RETRY' })
    else form.send({ type: 'SEND' })
  }
  const status = statusText(form, t, proposing)
  const tone = form.state === 'short' || form.error ? 'error' : 'info'
  const amount = new Intl.NumberFormat(locale).format(form.balance ?? 0)
  if (form.state === 'sent') {
    return (
      <div className="aw-mission-form" data-state="sent">
        <p className="aw-mission-status" role="status">
          {status}
        </p>
        <div className="aw-mission-actions">
          {proposing ? (
            <button
              type="button"
              className="aw-button"
              onClick={() => form.send({ type: 'AGAIN' })}
            >
              {t('proposeTitle')}
            </button>
          ) : null}
          {props.onClose ? (
            <button type="button" className="aw-button" onClick={props.onClose}>
              {t('cancelPledge')}
            </button>
          ) : null}
        </div>
      </div>
    )
  }
  return (
    <form
      className="aw-mission-form"
      data-state={form.state}
      // The SDK's rules speak (the minimum, the wallet), not the browser's bubbles.
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      aria-describedby={statusId}
    >
      <h3 id={headingId}>
        {proposing ? t('proposeTitle') : t('pledgeLabel', { title: props.missionTitle ?? '' })}
      </h3>
      {proposing ? <p className="aw-mission-lead">{t('proposeLead')}</p> : null}
      {proposing ? (
        <label className="aw-mission-field" htmlFor={titleId}>
          {t('titleLabel')}
          <input
            id={titleId}
            value={form.title}
            maxLength={MISSION_LIMITS.title}
            placeholder={t('titlePlaceholder')}
            onChange={(event) => form.send({ type: 'TITLE', title: event.target.value })}
          />
        </label>
      ) : null}
      <div className="aw-mission-actions">
        <label className="aw-mission-field" htmlFor={gemId}>
          {t('gemLabel')}
          <input
            id={gemId}
            type="number"
            inputMode="numeric"
            min={minimumGem}
            step={1}
            value={typed}
            aria-describedby={hintId}
            onChange={(event) => {
              setTyped(event.target.value)
              const text = event.target.value.trim()
              form.send({ type: 'AMOUNT', gem: text === '' ? 0 : Number(text) })
            }}
          />
        </label>
        <button
          type="submit"
          className="aw-button"
          data-variant="primary"
          disabled={form.state === 'sending'}
          aria-busy={form.state === 'sending'}
        >
          {form.state === 'sending'
            ? t(proposing ? 'proposing' : 'pledging')
            : t(proposing ? 'propose' : 'pledge')}
        </button>
        {props.onClose ? (
          <button type="button" className="aw-button" onClick={props.onClose}>
            {t('cancelPledge')}
          </button>
        ) : null}
      </div>
      <p id={hintId} className="aw-mission-lead">
        {t('minimumHint', { count: minimumGem })}
        {form.balance === undefined ? '' : ` · ${t('balance', { amount })}`}
      </p>
      <p id={statusId} className="aw-mission-status" role="status" data-tone={tone}>
        {status}
      </p>
      {form.state === 'short' && props.onBuyGems ? (
        <div className="aw-mission-actions">
          <button type="button" className="aw-button" onClick={props.onBuyGems}>
            {t('buyGems')}
          </button>
        </div>
      ) : null}
    </form>
  )
}

function statusText(
  form: ReturnType<typeof useMissionPledge>,
  t: MissionText,
  proposing: boolean,
): string {
  if (form.state === 'sent') return proposing ? t('proposed') : t('pledged', { count: form.gem })
  if (form.state === 'short') return t('errorITE20001')
  if (form.error === 'errorTitle') return t('errorTitle', { max: MISSION_LIMITS.title })
  if (form.error) return t(form.error as Exclude<typeof form.error, 'errorTitle'>)
  if (form.state === 'sending') return t(proposing ? 'proposing' : 'pledging')
  return ''
}
