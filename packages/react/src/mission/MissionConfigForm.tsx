import { MISSION_LIMITS, MISSION_PROPOSERS, type MissionProposer } from '@airwave/sdk/mission'
import { type FormEvent, useId, useState } from 'react'
import { RetryAlert } from '../shared/feedback/RetryAlert'
import { useSheet } from '../shared/theme/useSheet'
import { missionStyles } from './mission.styles'
import { useMissionText } from './missionText'
import { useMissionConfigForm } from './useMissions'

export interface MissionConfigFormProps {
  /** The streamer's own channel. */
  channelId: string
}

const proposerKeys = {
  everyone: 'proposerEveryone',
  followers: 'proposerFollowers',
  subscribers: 'proposerSubscribers',
} as const

/**
 * The streamer's challenge mission settings (SDK `missionConfigMachine`): the one-time
 * agreement first, then whether new missions are taken, the minimum pledge and who may
 * propose. `data-state`: loading, loadFailed, notAgreed, agreeing, editing, saving.
 *
 * @example <MissionConfigForm channelId="airwave" />
 */
export function MissionConfigForm({ channelId }: MissionConfigFormProps) {
  useSheet('mission', missionStyles)
  const t = useMissionText()
  const form = useMissionConfigForm(channelId)
  const [minimum, setMinimum] = useState<string | undefined>()
  const headingId = useId()
  const enabledId = useId()
  const minimumId = useId()
  const proposerId = useId()
  const statusId = useId()
  const errorText = form.error ? t(form.error as 'errorUnknown') : ''
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.send({ type: 'SAVE' })
  }
  const body = (() => {
    if (form.state === 'loading') {
      return (
        <p className="aw-mission-status" role="status">
          {t('configLoading')}
        </p>
      )
    }
    if (form.state === 'loadFailed') {
      return (
        <RetryAlert
          className="aw-mission-actions"
          messageClassName="aw-mission-status"
          message={t('configFailed')}
          retryLabel={t('retry')}
          onRetry={() => form.send({ type: 'RETRY' })}
        />
      )
    }
    if (form.state === 'notAgreed' || form.state === 'agreeing') {
      return (
        <>
          <p className="aw-mission-lead">{t('agreementLead')}</p>
          <div className="aw-mission-actions">
            <button
              type="button"
              className="aw-button"
              data-variant="primary"
              disabled={form.state === 'agreeing'}
              aria-busy={form.state === 'agreeing'}
              onClick={() => form.send({ type: 'AGREE' })}
            >
              {t('agree')}
            </button>
          </div>
          <p className="aw-mission-status" role="status" data-tone="error">
            {errorText}
          </p>
        </>
      )
    }
    return (
      <form className="aw-mission-form" noValidate onSubmit={submit} aria-describedby={statusId}>
        <p className="aw-mission-lead">{t('agreed')}</p>
        <label className="aw-mission-check" htmlFor={enabledId}>
          <input
            id={enabledId}
            type="checkbox"
            checked={form.draft.isEnabled}
            onChange={(event) => form.send({ type: 'SET', isEnabled: event.target.checked })}
          />
          {t('enabledLabel')}
        </label>
        <label className="aw-mission-field" htmlFor={minimumId}>
          {t('minimumLabel')}
          <input
            id={minimumId}
            type="number"
            inputMode="numeric"
            min={MISSION_LIMITS.minimumGem.min}
            max={MISSION_LIMITS.minimumGem.max}
            value={minimum ?? String(form.draft.minimumGem)}
            onChange={(event) => {
              setMinimum(event.target.value)
              const text = event.target.value.trim()
              form.send({ type: 'SET', minimumGem: text === '' ? 0 : Number(text) })
            }}
          />
        </label>
        <label className="aw-mission-field" htmlFor={proposerId}>
          {t('proposerLabel')}
          <select
            id={proposerId}
            value={form.draft.proposer}
            onChange={(event) =>
              form.send({ type: 'SET', proposer: event.target.value as MissionProposer })
            }
          >
            {MISSION_PROPOSERS.map((value) => (
              <option key={value} value={value}>
                {t(proposerKeys[value])}
              </option>
            ))}
          </select>
        </label>
        <div className="aw-mission-actions">
          <button
            type="submit"
            className="aw-button"
            data-variant="primary"
            disabled={form.state === 'saving'}
            aria-busy={form.state === 'saving'}
          >
            {form.state === 'saving' ? t('saving') : t('save')}
          </button>
        </div>
        <p
          id={statusId}
          className="aw-mission-status"
          role="status"
          data-tone={form.error ? 'error' : 'info'}
        >
          {form.error ? errorText : form.saved ? t('saved') : ''}
        </p>
      </form>
    )
  })()
  return (
    <section className="aw-mission-config" aria-labelledby={headingId} data-state={form.state}>
      <h2 id={headingId}>{t('configTitle')}</h2>
      {body}
    </section>
  )
}
