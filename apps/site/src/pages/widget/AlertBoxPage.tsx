import {
  ALERT_AMOUNT_RANGES,
  ALERT_ANIMATIONS,
  ALERT_SOUNDS,
  ALERT_TEXT_LIMITS,
  ALERT_TEXT_SIZE_RANGE,
  ALERT_TIMEOUT_RANGE,
  ALERT_TYPES,
  type AlertBoxSettings,
  type AlertInput,
  type AlertType,
  type AlertTypeStyle,
} from '@airwave/sdk/widget'
import { AlertBoxView, playAlertSound, useOverlayWords } from '@airwave/widgets/overlays'
import { useState } from 'react'
import { fill } from '../../i18n/discovery'
import { useWidgetWords } from '../../i18n/widget'
import { typeWord } from './alertTypeWord'
import { useCallNote } from './callNote'
import {
  CheckField,
  ColorField,
  LocaleField,
  LookFields,
  NumberField,
  Panel,
  SelectField,
  TextField,
} from './fields'
import { SettingsRow, useSettingsDraft } from './settingsDraft'
import { TestAlertPanel } from './TestAlertPanel'
import { SingleWidgetPage, type WidgetSectionContext } from './WidgetFrame'
import type { WidgetClient } from './widgetAdmin'

type AlertBoxAdmin = WidgetSectionContext<'alertbox'>['admin']

/** A sample of each type for the preview. */
const SAMPLES: Record<AlertType, AlertInput> = {
  gem: { type: 'gem', nickname: 'Mina', gem: 500, message: 'Great stream, keep going!' },
  subscription: { type: 'subscription', nickname: 'Kim', days: 30, regular: true, months: 6 },
  voucher: { type: 'voucher', nickname: 'Lee', count: 5, message: 'For the chat!' },
  mission: {
    type: 'mission',
    nickname: 'Park',
    totalGem: 1200,
    ceremonyType: 1,
    title: 'Win with pistols only',
  },
}

/**
 * The alert box's page (`/dashboard/widget/alertbox`): its URL and health, the queue's skip
 * and pause, the emulator, and the settings (which alerts show, the look and sound of each
 * type) with a live preview.
 */
export function AlertBoxPage() {
  const words = useWidgetWords()
  return <SingleWidgetPage kind="alertbox" title={words.alertBox} Body={AlertBoxBody} />
}

function AlertBoxBody({ admin, client, replace }: WidgetSectionContext<'alertbox'>) {
  return (
    <>
      <div className="aw-site-widget-row">
        <QueuePanel admin={admin} client={client} />
        <TestAlertPanel client={client} />
      </div>
      <AlertSettings admin={admin} client={client} replace={replace} />
    </>
  )
}

function QueuePanel({ admin, client }: { admin: AlertBoxAdmin; client: WidgetClient }) {
  const words = useWidgetWords()
  const [paused, setPaused] = useState<boolean>()
  const { note: problem, run } = useCallNote()
  const shown = paused ?? admin.paused
  const showing = admin.health.overlays.find((overlay) => overlay.report?.showing != null)?.report
    ?.showing
  const control = (action: 'skip' | 'pause' | 'resume') =>
    run(async () => {
      const answer = await client.controlAlerts({
        action,
        ...(action === 'skip' && showing != null ? { seq: showing } : {}),
      })
      setPaused(answer.paused)
      return ''
    })
  return (
    <Panel title={words.queueHeading}>
      <p data-testid="queue-state" data-state={shown ? 'paused' : 'running'}>
        {shown ? words.queuePaused : words.queueRunning}
      </p>
      <div className="aw-site-inline-form">
        <button type="button" className="aw-button" onClick={() => control('skip')}>
          {words.skip}
        </button>
        <button
          type="button"
          className="aw-button"
          onClick={() => control(shown ? 'resume' : 'pause')}
        >
          {shown ? words.resume : words.pause}
        </button>
      </div>
      {problem ? <p className="aw-site-error">{problem}</p> : null}
    </Panel>
  )
}

/** Whether alerts of a type show: the switch of its exposure rule. */
function ShowTypeField<R extends { mode: { disabled: boolean } }>({
  type,
  rule,
  onChange,
}: {
  type: AlertType
  rule: R
  onChange: (rule: R) => void
}) {
  const words = useWidgetWords()
  return (
    <CheckField
      label={fill(words.showType, { type: typeWord(words, type) })}
      checked={!rule.mode.disabled}
      onChange={(on) => onChange({ ...rule, mode: { disabled: !on } })}
    />
  )
}

function AlertSettings(context: WidgetSectionContext<'alertbox'>) {
  const words = useWidgetWords()
  const draft = useSettingsDraft(context)
  const settings = draft.draft
  const [tab, setTab] = useState<AlertType>('gem')
  const t = useOverlayWords(settings.locale)
  const exposure = settings.exposure
  const setExposure = (next: AlertBoxSettings['exposure']) =>
    draft.change({ ...settings, exposure: { ...exposure, ...next } })
  const style = settings.types[tab]
  const setStyle = (patch: Partial<AlertTypeStyle>) =>
    draft.change({ ...settings, types: { ...settings.types, [tab]: { ...style, ...patch } } })
  const gem = exposure.gem ?? { mode: { disabled: false } }
  const sub = exposure.subscribe ?? { mode: { disabled: false } }
  const mission = exposure.challengeMission ?? { mode: { disabled: false } }

  return (
    <>
      <Panel title={words.exposureHeading}>
        <div className="aw-site-widget-fields">
          <ShowTypeField type="gem" rule={gem} onChange={(next) => setExposure({ gem: next })} />
          <NumberField
            label={words.minGems}
            value={gem.minimumExposureNumber ?? 1}
            {...ALERT_AMOUNT_RANGES.gem}
            onChange={(value) => setExposure({ gem: { ...gem, minimumExposureNumber: value } })}
          />
          <ShowTypeField
            type="subscription"
            rule={sub}
            onChange={(next) => setExposure({ subscribe: next })}
          />
          <NumberField
            label={words.minMonths}
            value={sub.minimumExposureMonth ?? 30}
            {...ALERT_AMOUNT_RANGES.days}
            onChange={(value) =>
              setExposure({ subscribe: { ...sub, minimumExposureMonth: value } })
            }
          />
          <NumberField
            label={words.minVouchers}
            value={sub.voucher?.minimumExposureNumber ?? 1}
            {...ALERT_AMOUNT_RANGES.vouchers}
            onChange={(value) =>
              setExposure({ subscribe: { ...sub, voucher: { minimumExposureNumber: value } } })
            }
          />
          <ShowTypeField
            type="mission"
            rule={mission}
            onChange={(next) => setExposure({ challengeMission: next })}
          />
          <NumberField
            label={words.minMissionGems}
            value={mission.minimumExposureNumber ?? 1}
            {...ALERT_AMOUNT_RANGES.missionGems}
            onChange={(value) =>
              setExposure({ challengeMission: { ...mission, minimumExposureNumber: value } })
            }
          />
          <NumberField
            label={words.maxMessage}
            value={settings.maxMessageLength}
            min={0}
            max={ALERT_TEXT_LIMITS.message}
            onChange={(value) => draft.change({ ...settings, maxMessageLength: value })}
          />
          <LocaleField
            value={settings.locale}
            onChange={(locale) => draft.change({ ...settings, locale })}
          />
        </div>
      </Panel>
      <SettingsRow
        draft={draft}
        title={words.styleHeading}
        preview={
          <div className="aw-widget aw-alertbox" data-state="showing">
            <AlertBoxView
              key={JSON.stringify(style)}
              alert={{ ...SAMPLES[tab], test: true }}
              state="showing"
              style={style}
              maxMessageLength={settings.maxMessageLength}
              t={t}
            />
          </div>
        }
      >
        <div className="aw-site-widget-tabs" role="tablist">
          {ALERT_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              role="tab"
              className="aw-button"
              aria-selected={tab === type}
              onClick={() => setTab(type)}
            >
              {typeWord(words, type)}
            </button>
          ))}
        </div>
        <div className="aw-site-widget-fields" role="tabpanel">
          <TextField
            label={words.template}
            value={style.template}
            maxLength={ALERT_TEXT_LIMITS.template}
            hint={words.templateHint}
            onChange={(template) => setStyle({ template })}
          />
          <LookFields value={style} size={ALERT_TEXT_SIZE_RANGE} onChange={setStyle}>
            <ColorField
              label={words.accent}
              value={style.accentColor}
              onChange={(accentColor) => setStyle({ accentColor })}
            />
          </LookFields>
          <SelectField
            label={words.animation}
            value={style.animation}
            options={ALERT_ANIMATIONS.map((value) => ({
              value,
              label: words[`animation_${value}`],
            }))}
            onChange={(animation) => setStyle({ animation })}
          />
          <NumberField
            label={words.timeout}
            value={style.timeout}
            min={ALERT_TIMEOUT_RANGE.min}
            max={ALERT_TIMEOUT_RANGE.max}
            onChange={(timeout) => setStyle({ timeout })}
          />
          <SelectField
            label={words.sound}
            value={style.sound}
            options={ALERT_SOUNDS.map((value) => ({ value, label: words[`sound_${value}`] }))}
            onChange={(sound) => setStyle({ sound })}
          />
          <NumberField
            label={words.volume}
            value={Math.round(style.volume * 100)}
            min={0}
            max={100}
            step={5}
            onChange={(volume) => setStyle({ volume: volume / 100 })}
          />
          <button
            type="button"
            className="aw-button"
            onClick={() => playAlertSound(style.sound, style.volume)}
          >
            {words.playSound}
          </button>
        </div>
      </SettingsRow>
    </>
  )
}
