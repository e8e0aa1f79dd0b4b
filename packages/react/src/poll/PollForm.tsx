import { problemAt, problemKey } from '@airwave/sdk'
import {
  clampPollText,
  createPollMutation,
  defaultPollForm,
  isPollRunning,
  POLL_LIMITS,
  type Poll,
  type PollAlert,
  type PollFormMode,
  type PollFormProblem,
  type PollFormValues,
  pollAlertOf,
  pollFormProblems,
  pollOptionsLocked,
  pollTextLength,
  updatePollMutation,
} from '@airwave/sdk/poll'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'
import { useSheet } from '../shared/theme/useSheet'
import { PollAlertBox } from './PollAlertBox'
import { pollStyles } from './poll.styles'
import { type PollManageText, usePollManageText } from './pollText'

export interface PollFormProps {
  /** `create` starts a poll; `edit` changes a running one (`poll`). Default `create`. */
  mode?: PollFormMode
  /** Creating: the channel the poll runs on (a manager names the streamer's); default own. */
  channelId?: string
  /** Editing: the poll as loaded. */
  poll?: Poll
  /** The poll as the server saved it. */
  onSaved?: (poll: Poll) => void
  /** The cancel button (shown when given). */
  onCancel?: () => void
}

/** Where the form is, for `data-state`. */
export type PollFormState = 'idle' | 'invalid' | 'saving' | 'error' | 'saved'

const DAYS = Array.from({ length: POLL_LIMITS.maxDay + 1 }, (_, i) => i)
const HOURS = Array.from({ length: POLL_LIMITS.maxHour + 1 }, (_, i) => i)
const MINUTES = Array.from({ length: POLL_LIMITS.maxMinute + 1 }, (_, i) => i)

// The poll catalogue names each problem by its code (`problemTitleTooLong`).
const problemText = (t: PollManageText, problem: PollFormProblem) =>
  t(problemKey(problem.code), problem.params)

function valuesOf(mode: PollFormMode, poll: Poll | undefined): PollFormValues {
  const start = defaultPollForm(mode)
  if (!poll) return start
  return {
    ...start,
    title: poll.title ?? '',
    options: poll.voteItem.map((item) => ({ content: item.content ?? '' })),
    isRankingExpose: poll.isRankingExpose ?? true,
  }
}

/**
 * The poll form: the question (1 to 50 characters, with its count), 1 to 10 options (add,
 * remove; empty ones are left out), whether viewers see the results while they vote, and the
 * duration (days, hours, minutes; at least 1 minute) or, editing, the time to add (0 keeps
 * the end). The SDK's rules check it as the member types, and each problem is said beside its
 * field once touched, all of them on a send; a paste too long is cut at the limit. Editing a
 * poll someone voted in keeps its options. A refusal shows as its poll alert.
 *
 * @example
 * <PollForm onSaved={(poll) => navigate(`/poll/${poll.idx}/detail`)} />
 * <PollForm mode="edit" poll={poll} onSaved={back} onCancel={back} />
 */
export function PollForm({ mode = 'create', channelId, poll, onSaved, onCancel }: PollFormProps) {
  useSheet('poll', pollStyles)
  const t = usePollManageText()
  const client = useCalls('PollForm', 'poll')
  const queryClient = useQueryClient()
  const { toastQueue } = useAirwave()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(() => valuesOf(mode, poll))
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const [alert, setAlert] = useState<PollAlert | undefined>()
  const [saved, setSaved] = useState(false)
  // A send with problems: once they show, the first field with one takes the focus.
  const [refused, setRefused] = useState(0)
  useEffect(() => {
    if (refused > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus()
  }, [refused])
  const create = useMutation(createPollMutation(client, queryClient))
  const update = useMutation(updatePollMutation(client, queryClient, poll?.idx ?? 0))
  const saving = create.isPending || update.isPending

  const locked = mode === 'edit' && pollOptionsLocked(poll?.totalVoteCnt)
  const closed = mode === 'edit' && poll !== undefined && !isPollRunning(poll)
  const problems = pollFormProblems(values, mode)
  const shown = (key: string) => submitted || touched.has(key)
  const titleProblem = shown('title') ? problemAt(problems, 'title') : undefined
  const optionsProblem = shown('options') ? problemAt(problems, 'options') : undefined
  const timeProblem = shown('time') ? problemAt(problems, 'time') : undefined
  const touch = (key: string) => setTouched((before) => new Set(before).add(key))
  const set = (change: Partial<PollFormValues>) => {
    setSaved(false)
    setValues((before) => ({ ...before, ...change }))
  }
  const setOption = (index: number, content: string) =>
    set({
      options: values.options.map((option, i) =>
        i === index ? { content: clampPollText(content, POLL_LIMITS.option) } : option,
      ),
    })

  const state: PollFormState = saving
    ? 'saving'
    : alert
      ? 'error'
      : saved
        ? 'saved'
        : submitted && problems.length > 0
          ? 'invalid'
          : 'idle'

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    setAlert(undefined)
    if (problems.length > 0) {
      setRefused((count) => count + 1)
      return
    }
    try {
      const answer =
        mode === 'edit' && poll
          ? await update.mutateAsync(values)
          : await create.mutateAsync({ ...values, ...(channelId ? { channelId } : {}) })
      setSaved(true)
      toastQueue.show(mode === 'edit' ? t('saved') : t('started'))
      onSaved?.(answer)
    } catch (error) {
      setAlert(pollAlertOf(error))
    }
  }

  const titleLength = pollTextLength(values.title)
  const title = mode === 'edit' ? t('editTitle') : t('createTitle')
  return (
    <form
      ref={formRef}
      className="aw-poll-form"
      aria-labelledby={`${id}-heading`}
      data-state={state}
      noValidate
      onSubmit={submit}
    >
      <h2 id={`${id}-heading`}>{title}</h2>
      {closed && <p className="aw-poll-note">{t('notEditable')}</p>}
      {submitted && problems.length > 0 && (
        <p className="aw-poll-summary" role="alert">
          {t('fixProblems', { count: problems.length })}
        </p>
      )}
      <div className="aw-poll-field">
        <label htmlFor={`${id}-title`}>{t('titleLabel')}</label>
        <input
          id={`${id}-title`}
          type="text"
          value={values.title}
          placeholder={t('titlePlaceholder')}
          aria-invalid={titleProblem !== undefined}
          aria-describedby={`${id}-title-count${titleProblem ? ` ${id}-title-problem` : ''}`}
          onChange={(event) =>
            set({ title: clampPollText(event.currentTarget.value, POLL_LIMITS.title) })
          }
          onBlur={() => touch('title')}
        />
        <span
          id={`${id}-title-count`}
          className="aw-poll-counter"
          data-state={titleLength >= POLL_LIMITS.title ? 'full' : 'ok'}
        >
          {t('textCount', { count: titleLength, max: POLL_LIMITS.title })}
        </span>
        {titleProblem && (
          <p id={`${id}-title-problem`} className="aw-poll-problem">
            {problemText(t, titleProblem)}
          </p>
        )}
      </div>

      <fieldset
        className="aw-poll-field"
        aria-describedby={optionsProblem ? `${id}-options-problem` : `${id}-options-note`}
      >
        <legend>{t('optionsLabel')}</legend>
        {values.options.map((option, index) => {
          const number = index + 1
          const optionProblem = shown('options') ? problemAt(problems, 'option', index) : undefined
          const invalid = optionProblem !== undefined || optionsProblem !== undefined
          return (
            // Rows have no identity but their place: an option is its text at that place.
            <div key={index} className="aw-poll-row">
              <input
                type="text"
                value={option.content}
                aria-label={t('optionLabel', { number: String(number) })}
                placeholder={t('optionLabel', { number: String(number) })}
                readOnly={locked}
                aria-invalid={invalid}
                onChange={(event) => setOption(index, event.currentTarget.value)}
                onBlur={() => touch('options')}
              />
              {!locked && values.options.length > 1 && (
                <button
                  type="button"
                  className="aw-icon-button"
                  aria-label={t('removeOption', { number: String(number) })}
                  onClick={() => set({ options: values.options.filter((_, i) => i !== index) })}
                >
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
              )}
            </div>
          )
        })}
        {!locked && values.options.length < POLL_LIMITS.maxOptions && (
          <button
            type="button"
            className="aw-button"
            onClick={() => set({ options: [...values.options, { content: '' }] })}
          >
            {t('addOption')}
          </button>
        )}
        <p id={`${id}-options-note`} className="aw-poll-note">
          {locked ? t('optionsLocked') : t('blankDropped')}
        </p>
        {optionsProblem && (
          <p id={`${id}-options-problem`} className="aw-poll-problem">
            {problemText(t, optionsProblem)}
          </p>
        )}
      </fieldset>

      <label className="aw-poll-check">
        <input
          type="checkbox"
          checked={values.isRankingExpose}
          onChange={(event) => set({ isRankingExpose: event.currentTarget.checked })}
        />
        {t('rankingLabel')}
      </label>

      <fieldset
        className="aw-poll-field"
        aria-describedby={
          timeProblem ? `${id}-time-problem` : mode === 'edit' ? `${id}-time-hint` : undefined
        }
      >
        <legend>{mode === 'edit' ? t('addTimeLabel') : t('durationLabel')}</legend>
        <div className="aw-poll-duration">
          {(
            [
              ['day', t('days'), DAYS],
              ['hour', t('hours'), HOURS],
              ['minute', t('minutes'), MINUTES],
            ] as const
          ).map(([part, label, choices]) => (
            <label key={part}>
              {label}
              <select
                value={values.time[part]}
                aria-invalid={timeProblem !== undefined}
                onChange={(event) => {
                  touch('time')
                  set({ time: { ...values.time, [part]: Number(event.currentTarget.value) } })
                }}
              >
                {choices.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
        {mode === 'edit' && (
          <p id={`${id}-time-hint`} className="aw-poll-note">
            {t('addTimeHint')}
          </p>
        )}
        {timeProblem && (
          <p id={`${id}-time-problem`} className="aw-poll-problem">
            {problemText(t, timeProblem)}
          </p>
        )}
      </fieldset>

      {alert && <PollAlertBox alert={alert} onDismiss={() => setAlert(undefined)} />}
      <div className="aw-poll-actions">
        {onCancel && (
          <button type="button" className="aw-button" onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
        <button
          type="submit"
          className="aw-button"
          data-variant="primary"
          disabled={saving || closed}
          aria-busy={saving}
        >
          {saving ? t('saving') : mode === 'edit' ? t('save') : t('start')}
        </button>
      </div>
    </form>
  )
}
