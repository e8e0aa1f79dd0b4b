import { describe, expect, it } from 'vitest'
import {
  clampPollText,
  defaultPollForm,
  keptOptions,
  pollFormProblems,
  pollMinutes,
} from './pollForm'

const filled = () => ({
  ...defaultPollForm(),
  title: 'Next map?',
  options: [{ content: 'Dust' }, { content: 'Mirage' }],
})

describe('poll form rules', () => {
  it('starts from 2 empty options, ranking shown and 1 minute (editing: no time added)', () => {
    expect(defaultPollForm()).toEqual({
      title: '',
      options: [{ content: '' }, { content: '' }],
      isRankingExpose: true,
      time: { day: 0, hour: 0, minute: 1 },
    })
    expect(defaultPollForm('edit').time).toEqual({ day: 0, hour: 0, minute: 0 })
    // Two calls never share their option rows.
    expect(defaultPollForm().options[0]).not.toBe(defaultPollForm().options[0])
  })

  it('says what the default form lacks: a title and one option, not its duration', () => {
    expect(pollFormProblems(defaultPollForm())).toEqual([
      { field: 'title', code: 'titleRequired' },
      { field: 'options', code: 'optionsTooFew' },
    ])
    expect(pollFormProblems(filled())).toEqual([])
  })

  it('drops blank options before counting them', () => {
    const form = { ...filled(), options: [{ content: 'A' }, { content: '  ' }, { content: '' }] }
    expect(pollFormProblems(form)).toEqual([])
    expect(keptOptions(form.options)).toEqual([{ content: 'A' }])
    const eleven = Array.from({ length: 11 }, (_, i) => ({ content: `Option ${i}` }))
    expect(pollFormProblems({ ...filled(), options: eleven })).toEqual([
      { field: 'options', code: 'optionsTooMany', params: { max: 10 } },
    ])
    expect(
      pollFormProblems({ ...filled(), options: [...eleven.slice(1), { content: ' ' }] }),
    ).toEqual([])
  })

  it('limits the title and each option to 50 characters as the member sees them', () => {
    expect(pollFormProblems({ ...filled(), title: 'x'.repeat(51) })).toEqual([
      { field: 'title', code: 'titleTooLong', params: { max: 50 } },
    ])
    expect(pollFormProblems({ ...filled(), title: ` ${'x'.repeat(50)} ` })).toEqual([])
    const options = [
      { content: 'A' },
      { content: 'é'.repeat(51) },
      { content: '👨‍👩‍👧‍👦'.repeat(50) },
    ]
    expect(pollFormProblems({ ...filled(), options })).toEqual([
      { field: 'option', index: 1, code: 'optionTooLong', params: { max: 50 } },
    ])
  })

  it('asks for at least 1 minute when creating and allows 0 when editing', () => {
    const zero = { ...filled(), time: { day: 0, hour: 0, minute: 0 } }
    expect(pollFormProblems(zero)).toEqual([{ field: 'time', code: 'timeTooShort' }])
    expect(pollFormProblems(zero, 'edit')).toEqual([])
    expect(pollFormProblems({ ...filled(), time: { day: 0, hour: 1, minute: 0 } })).toEqual([])
    for (const time of [
      { day: 8, hour: 0, minute: 0 },
      { day: 0, hour: 24, minute: 0 },
      { day: 0, hour: 0, minute: 60 },
      { day: 0, hour: 0, minute: 1.5 },
      { day: -1, hour: 0, minute: 5 },
    ]) {
      expect(pollFormProblems({ ...filled(), time }, 'edit')).toEqual([
        { field: 'time', code: 'timeOutOfRange' },
      ])
    }
    expect(pollMinutes({ day: 1, hour: 2, minute: 3 })).toBe(24 * 60 + 123)
  })

  it('cuts a paste to 50 characters as the member sees them, never inside an emoji', () => {
    expect(clampPollText('x'.repeat(60), 50)).toBe('x'.repeat(50))
    expect(clampPollText('short', 50)).toBe('short')
    const family = '👨‍👩‍👧‍👦'
    expect(clampPollText(family.repeat(51), 50)).toBe(family.repeat(50))
  })
})
