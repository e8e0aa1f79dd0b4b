import * as z from 'zod/mini'
import type { FormProblem } from '../../core/formProblem'
import { int32 } from '../../core/int32'
import { isWithinLength, textLength } from '../community/textLength'

// The poll form's rules (viewing.md section 5), written once: the form's checks in the UI, the
// contract's body schemas and so the server all run these functions.

/**
 * The poll form's limits: title 1 to 50 characters, 1 to 10 options of 1 to 50, a duration of
 * at least 1 minute. The part ranges (day 0 to 7, hour 0 to 23, minute 0 to 59) are chosen: a
 * poll runs during a broadcast, and a week covers a marathon.
 *
 * @example textLength(title) <= POLL_LIMITS.title
 */
export const POLL_LIMITS = {
  title: 50,
  option: 50,
  minOptions: 1,
  maxOptions: 10,
  minMinutes: 1,
  maxDay: 7,
  maxHour: 23,
  maxMinute: 59,
} as const

/** The form a streamer starts from: 2 empty options and 1 minute (viewing.md section 5). */
const DEFAULT_OPTIONS = 2
const DEFAULT_MINUTES = 1

/** Whether the form creates a poll or edits a running one (0 minutes allowed: no time added). */
export type PollFormMode = 'create' | 'edit'

/** The poll form as a UI holds it: every field present, options as typed (blank ones too). */
export interface PollFormValues {
  title: string
  options: { content: string }[]
  /** Whether viewers see the counts while the poll runs (chosen default: yes, as they vote). */
  isRankingExpose: boolean
  /**
   * Creating: how long the poll runs. Editing: the time added to its end (chosen: an edit
   * extends a running poll; 0 keeps its end).
   */
  time: { day: number; hour: number; minute: number }
}

/** The fields of the poll form a problem is said at (`option`: one row, by its `index`). */
export type PollFormField = 'title' | 'option' | 'options' | 'time'

/** The rules of the poll form, as its catalogue names their problems (`problemTitleTooLong`). */
export type PollFormCode =
  | 'titleRequired'
  | 'titleTooLong'
  | 'optionTooLong'
  | 'optionsTooFew'
  | 'optionsTooMany'
  | 'timeTooShort'
  | 'timeOutOfRange'

/** What is wrong with a poll form, field by field, for the UI's messages. */
export type PollFormProblem = FormProblem<PollFormField, PollFormCode>

/**
 * The form a streamer starts from: no title, 2 empty options, ranking shown, 1 minute (editing:
 * no time added).
 *
 * @example
 * const [form, setForm] = useState(defaultPollForm())
 */
export function defaultPollForm(mode: PollFormMode = 'create'): PollFormValues {
  return {
    title: '',
    options: Array.from({ length: DEFAULT_OPTIONS }, () => ({ content: '' })),
    isRankingExpose: true,
    time: { day: 0, hour: 0, minute: mode === 'create' ? DEFAULT_MINUTES : 0 },
  }
}

/** Minutes in a duration. @example pollMinutes({ day: 1, hour: 0, minute: 5 }) // 1445 */
export function pollMinutes(time: { day: number; hour: number; minute: number }): number {
  return time.day * 24 * 60 + time.hour * 60 + time.minute
}

const isBlank = (text: string) => text.trim() === ''

/**
 * The options that count: an option left blank is dropped, not refused (viewing.md section 5:
 * "invalid options are dropped"); the others trimmed.
 *
 * @example keptOptions([{ content: ' A ' }, { content: '' }]) // [{ content: 'A' }]
 */
export function keptOptions<O extends { content: string }>(options: readonly O[]): O[] {
  return options
    .filter((o) => !isBlank(o.content))
    .map((o) => ({ ...o, content: o.content.trim() }))
}

const partInRange = (value: number, max: number) =>
  Number.isInteger(value) && value >= 0 && value <= max

/**
 * Every problem of a form, in the order of its fields; none when it can be sent. Options left
 * blank are dropped first, so they are never a problem themselves.
 *
 * @example
 * pollFormProblems(defaultPollForm()) // [{ field: 'title', code: 'titleRequired' }, { field: 'options', code: 'optionsTooFew' }]
 */
export function pollFormProblems(
  form: PollFormValues,
  mode: PollFormMode = 'create',
): PollFormProblem[] {
  const problems: PollFormProblem[] = []
  const title = form.title.trim()
  if (title === '') problems.push({ field: 'title', code: 'titleRequired' })
  else if (!isWithinLength(title, POLL_LIMITS.title)) {
    problems.push({ field: 'title', code: 'titleTooLong', params: { max: POLL_LIMITS.title } })
  }
  form.options.forEach((option, index) => {
    if (!isWithinLength(option.content.trim(), POLL_LIMITS.option)) {
      const params = { max: POLL_LIMITS.option }
      problems.push({ field: 'option', index, code: 'optionTooLong', params })
    }
  })
  const kept = keptOptions(form.options).length
  if (kept < POLL_LIMITS.minOptions) problems.push({ field: 'options', code: 'optionsTooFew' })
  else if (kept > POLL_LIMITS.maxOptions) {
    const params = { max: POLL_LIMITS.maxOptions }
    problems.push({ field: 'options', code: 'optionsTooMany', params })
  }
  const { day, hour, minute } = form.time
  if (
    !partInRange(day, POLL_LIMITS.maxDay) ||
    !partInRange(hour, POLL_LIMITS.maxHour) ||
    !partInRange(minute, POLL_LIMITS.maxMinute)
  ) {
    problems.push({ field: 'time', code: 'timeOutOfRange' })
  } else if (mode === 'create' && pollMinutes(form.time) < POLL_LIMITS.minMinutes) {
    problems.push({ field: 'time', code: 'timeTooShort' })
  }
  return problems
}

let segmenter: Intl.Segmenter | undefined

/**
 * A title or option cut to `max` characters as the member sees them (an emoji is never cut in
 * two): what a form keeps of a paste that is too long, as the kit's text inputs do.
 *
 * @example clampPollText('x'.repeat(60), 50).length // 50
 */
export function clampPollText(text: string, max: number): string {
  if (isWithinLength(text, max)) return text
  segmenter ??= new Intl.Segmenter()
  let kept = ''
  let count = 0
  for (const { segment } of segmenter.segment(text)) {
    if (++count > max) break
    kept += segment
  }
  return kept
}

/** A title's or option's count for the UI's `n/50`. @example pollTextLength('👍🏽 ok') // 4 */
export const pollTextLength = (text: string) => textLength(text.trim())

// ---- The contract's body schemas, over the same rules ----

const part = z.optional(int32(0))
const timeInput = z.optional(z.object({ day: part, hour: part, minute: part }))

// A part not sent is 0; no time at all is the default: 1 minute creating, nothing added editing.
const timeOf = (mode: PollFormMode) =>
  z.pipe(
    timeInput,
    z.transform((time) => {
      if (!time || (time.day ?? time.hour ?? time.minute) === undefined) {
        return defaultPollForm(mode).time
      }
      return { day: time.day ?? 0, hour: time.hour ?? 0, minute: time.minute ?? 0 }
    }),
  )

const optionInput = z.object({
  content: z.string(),
  fileName: z.optional(z.string()),
  imageUrl: z.optional(z.string()),
})

const formInput = z.object({
  title: z.string(),
  // A form has at most 10 rows; room for blank ones, which are dropped.
  options: z.array(optionInput).check(z.maxLength(POLL_LIMITS.maxOptions * 2)),
  isRankingExpose: z.optional(z.boolean()),
  /**
   * The channel the poll runs on: a manager names the streamer's; by default the caller's own
   * (chosen: the spec's form has no channel field).
   */
  channelId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
})

const formSchema = (mode: PollFormMode) =>
  z.pipe(
    z
      .pipe(
        z.extend(formInput, { time: timeOf(mode) }),
        z.transform((form) => ({ ...form, isRankingExpose: form.isRankingExpose ?? true })),
      )
      .check(
        z.superRefine((form, context) => {
          for (const problem of pollFormProblems(form, mode)) {
            const path =
              problem.field === 'option'
                ? ['options', problem.index ?? 0, 'content']
                : [problem.field]
            context.addIssue({ code: 'custom', message: `Poll ${problem.code}`, path })
          }
        }),
      ),
    z.transform((form) => ({
      ...form,
      title: form.title.trim(),
      options: keptOptions(form.options),
    })),
  )

/**
 * The create call's body: title 1 to 50, 1 to 10 options of 1 to 50 (blank ones dropped), at
 * least 1 minute (1 minute when no time is sent). Parsed, it is what the server stores.
 *
 * @example
 * z.parse(pollFormSchema, { title: 'Map?', options: [{ content: 'A' }, { content: '' }] })
 * // { title: 'Map?', options: [{ content: 'A' }], isRankingExpose: true, time: { day: 0, hour: 0, minute: 1 } }
 */
export const pollFormSchema = formSchema('create')
export type PollForm = z.input<typeof pollFormSchema>
export type ParsedPollForm = z.output<typeof pollFormSchema>

/**
 * The edit call's body: as the create form, but `time` is added to the poll's end and may be 0.
 *
 * @example z.parse(pollEditFormSchema, { title: 'Map?', options: [{ content: 'A' }], time: {} })
 */
export const pollEditFormSchema = formSchema('edit')
export type PollEditForm = z.input<typeof pollEditFormSchema>
