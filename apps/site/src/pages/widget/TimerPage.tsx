import { parseTimeInput } from '@airwave/sdk/account'
import {
  TIMER_MAX_MS,
  type TimerAction,
  type TimerMode,
  type TimerState,
  WIDGET_SETTING_LIMITS,
} from '@airwave/sdk/widget'
import { TimerView, useOverlayWords } from '@airwave/widgets/overlays'
import { type FormEvent, useState } from 'react'
import { useWidgetWords } from '../../i18n/widget'
import { useCallNote } from './callNote'
import { Field, LocaleField, LookFields, Panel, SelectField, TextField } from './fields'
import { SettingsRow, useSettingsDraft } from './settingsDraft'
import { SingleWidgetPage, type WidgetSectionContext } from './WidgetFrame'
import type { WidgetClient } from './widgetAdmin'

/**
 * The stream timer's page (`/dashboard/widget/timer`): its URL and health, the timer's
 * controls (a countdown or a count-up, start, pause, resume, reset, a minute more or less:
 * every overlay follows at once), and its look with a live preview of the real timer.
 */
export function TimerPage() {
  const words = useWidgetWords()
  return <SingleWidgetPage kind="timer" title={words.timer} Body={TimerBody} />
}

function TimerBody(context: WidgetSectionContext<'timer'>) {
  const { admin, client } = context
  const words = useWidgetWords()
  // The timer as last answered: the preview reads it at once, before the next refetch.
  const [timer, setTimer] = useState<TimerState>(admin.timer)
  const [clockOffset] = useState(() => Date.parse(admin.serverTime) - Date.now())
  const draft = useSettingsDraft(context)
  const { draft: settings, set, field } = draft
  const t = useOverlayWords(settings.locale)
  return (
    <>
      <TimerControls timer={timer} client={client} onTimer={setTimer} />
      <SettingsRow
        draft={draft}
        preview={<TimerView timer={timer} settings={settings} clockOffset={clockOffset} t={t} />}
      >
        <div className="aw-site-widget-fields">
          <TextField
            label={words.timerTitle}
            {...field('title')}
            maxLength={WIDGET_SETTING_LIMITS.timer.title}
          />
          <TextField
            label={words.timerFinishedText}
            {...field('finishedText')}
            maxLength={WIDGET_SETTING_LIMITS.timer.finishedText}
          />
          <LookFields value={settings} size={WIDGET_SETTING_LIMITS.timer.textSize} onChange={set} />
          <LocaleField {...field('locale')} />
        </div>
      </SettingsRow>
    </>
  )
}

const durationText = (ms: number) => {
  const total = Math.round(ms / 1000)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

function TimerControls({
  timer,
  client,
  onTimer,
}: {
  timer: TimerState
  client: WidgetClient
  onTimer: (timer: TimerState) => void
}) {
  const words = useWidgetWords()
  const [mode, setMode] = useState<TimerMode>(timer.mode)
  const [duration, setDuration] = useState(durationText(timer.durationMs))
  const { note, run } = useCallNote()
  const seconds = parseTimeInput(duration)
  const invalid = mode === 'countdown' && (seconds === null || seconds * 1000 > TIMER_MAX_MS)
  const act = (action: TimerAction) =>
    run(async () => {
      onTimer(await client.timer({ action }))
      return ''
    })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (invalid) return
    act({ type: 'set', mode, seconds: mode === 'countdown' ? (seconds ?? 0) : 0 })
  }
  return (
    <Panel title={words.timerControls}>
      <form className="aw-site-widget-fields" onSubmit={submit}>
        <SelectField
          label={words.timerMode}
          value={mode}
          options={[
            { value: 'countdown', label: words.timerCountdown },
            { value: 'countup', label: words.timerCountup },
          ]}
          onChange={setMode}
        />
        {mode === 'countdown' ? (
          <Field label={words.timerDuration}>
            {(id) => (
              <>
                <input
                  id={id}
                  value={duration}
                  inputMode="numeric"
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? `${id}-problem` : undefined}
                  onChange={(event) => setDuration(event.target.value)}
                />
                {invalid ? (
                  <span id={`${id}-problem`} className="aw-site-error" role="alert">
                    {words.timerDurationInvalid}
                  </span>
                ) : null}
              </>
            )}
          </Field>
        ) : null}
        <button type="submit" className="aw-button" disabled={invalid}>
          {words.timerSet}
        </button>
      </form>
      <div className="aw-site-inline-form" data-testid="timer-controls" data-state={timer.status}>
        {timer.status === 'running' ? (
          <button type="button" className="aw-button" onClick={() => act({ type: 'pause' })}>
            {words.timerPause}
          </button>
        ) : (
          <button
            type="button"
            className="aw-button"
            data-variant="primary"
            onClick={() => act({ type: timer.status === 'paused' ? 'resume' : 'start' })}
          >
            {timer.status === 'paused' ? words.timerResume : words.timerStart}
          </button>
        )}
        {(
          [
            [{ type: 'reset' }, words.timerReset],
            [{ type: 'add', seconds: 60 }, words.timerAdd],
            [{ type: 'add', seconds: -60 }, words.timerSubtract],
          ] as const
        ).map(([action, label]) => (
          <button key={label} type="button" className="aw-button" onClick={() => act(action)}>
            {label}
          </button>
        ))}
      </div>
      {note ? <p className="aw-site-error">{note}</p> : null}
    </Panel>
  )
}
