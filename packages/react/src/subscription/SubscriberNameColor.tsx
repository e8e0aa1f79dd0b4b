import { NICKNAME_COLORS } from '@airwave/sdk/subscription'
import { type FormEvent, useId, useState } from 'react'
import { PendingButton } from '../shared/feedback/PendingButton'
import { useLocale } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { walletStyles } from '../wallet/wallet.styles'
import { SubscriberLoadStatus } from './SubscriberLoadStatus'
import { subscriberStyles } from './subscriber.styles'
import { refusalText, useSubscriberText } from './subscriberText'
import { useSubscriberNameColor } from './useSubscribers'

/**
 * The streamer's name-colour settings (`/dashboard/subscribers/name-color`): a switch that lets
 * subscribers colour their nickname in the channel's chat, the 26 colours as chips to allow
 * (each in its own colour, for the light and the dark theme), all or none at once, and the
 * save. A save with no colour is refused before it is sent. `data-state`: loading, error, or
 * the settings' machine's (editing, saving).
 *
 * @example <SubscriberNameColor />
 */
export function SubscriberNameColor() {
  useSheet('wallet', walletStyles)
  useSheet('subscriber', subscriberStyles)
  const t = useSubscriberText()
  const locale = useLocale()
  const id = useId()
  const [saidSaved, setSaidSaved] = useState(false)
  const settings = useSubscriberNameColor({ onSaved: () => setSaidSaved(true) })
  const { query } = settings
  if (!query.data || settings.state === 'loading') {
    const failed = query.isError && !query.data
    return (
      <section className="aw-wallet aw-subscribers" data-state={failed ? 'error' : 'loading'}>
        <SubscriberLoadStatus
          failed={failed}
          text={t('nameColorFailed')}
          onRetry={() => void query.refetch()}
        />
      </section>
    )
  }
  const { draft } = settings
  const saving = settings.state === 'saving'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSaidSaved(false)
    settings.save()
  }
  return (
    <form
      className="aw-wallet aw-subscribers"
      data-state={settings.state}
      onSubmit={submit}
      noValidate
      aria-label={t('nameColorTitle')}
    >
      <p className="aw-wallet-lead">{t('nameColorLead')}</p>
      <label className="aw-name-color-switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={draft.enabled}
          checked={draft.enabled}
          disabled={saving}
          onChange={(event) => settings.enable(event.target.checked)}
        />
        {t('nameColorEnable')}
      </label>
      <fieldset
        className="aw-name-colors"
        disabled={saving}
        aria-describedby={`${id}-count`}
        data-enabled={draft.enabled}
      >
        <legend>{t('nameColorColors')}</legend>
        <div className="aw-wallet-row">
          <span id={`${id}-count`} className="aw-subscriber-count">
            {t('nameColorCount', { count: draft.colors.length, max: NICKNAME_COLORS.length })}
          </span>
          <button type="button" className="aw-button" onClick={() => settings.all(true)}>
            {t('nameColorAll')}
          </button>
          <button type="button" className="aw-button" onClick={() => settings.all(false)}>
            {t('nameColorClear')}
          </button>
        </div>
        <div className="aw-name-color-chips">
          {NICKNAME_COLORS.map((color) => (
            <label key={color} className="aw-name-color-chip" data-color={color}>
              <input
                type="checkbox"
                checked={draft.colors.includes(color)}
                onChange={() => settings.toggle(color)}
              />
              <span style={{ color: `var(--aw-nick-${color})` }}>{t(`color_${color}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p
        className="aw-wallet-status"
        role="status"
        data-tone={settings.refusal ? 'error' : 'info'}
        data-refusal={settings.refusal?.code}
      >
        {settings.refusal
          ? refusalText(t, settings.refusal, locale)
          : saidSaved && settings.justSaved
            ? t('nameColorSaved')
            : ''}
      </p>
      <div className="aw-wallet-row">
        <PendingButton
          pending={saving}
          label={t('nameColorSave')}
          pendingLabel={t('nameColorSaving')}
        />
      </div>
    </form>
  )
}
