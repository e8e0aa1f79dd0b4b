import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { pollEndpoints } from '../contract/poll/poll.endpoints'
import { pollSchema } from '../contract/poll/poll.schemas'
import { defaultPollForm, pollEditFormSchema, pollFormSchema } from '../contract/poll/pollForm'

const form = {
  title: 'Next map?',
  options: [{ content: 'Dust' }, { content: 'Mirage' }],
  time: { day: 0, hour: 0, minute: 1 },
}

describe('poll contract', () => {
  it('accepts a valid form and fills the missing duration parts with 0', () => {
    const parsed = z.parse(pollFormSchema, { ...form, time: { minute: 5 } })
    expect(parsed.time).toEqual({ day: 0, hour: 0, minute: 5 })
    expect(z.parse(pollFormSchema, { ...form, time: { hour: 2 } }).time).toEqual({
      day: 0,
      hour: 2,
      minute: 0,
    })
  })

  it('runs a poll for 1 minute when no time is sent (the default form)', () => {
    expect(z.parse(pollFormSchema, { title: 'Map?', options: [{ content: 'A' }] }).time).toEqual({
      day: 0,
      hour: 0,
      minute: 1,
    })
    expect(z.parse(pollFormSchema, { ...form, time: {} }).time).toEqual({
      day: 0,
      hour: 0,
      minute: 1,
    })
  })

  it('drops an empty or blank option instead of refusing it', () => {
    const parsed = z.parse(pollFormSchema, {
      ...form,
      options: [{ content: ' Dust ' }, { content: '' }, { content: '   ' }, { content: 'Nuke' }],
    })
    expect(parsed.options).toEqual([{ content: 'Dust' }, { content: 'Nuke' }])
    expect(parsed.title).toBe('Next map?')
  })

  it('takes the default form once filled, and refuses it as it starts', () => {
    const start = defaultPollForm()
    expect(z.safeParse(pollFormSchema, start).success).toBe(false)
    const filled = { ...start, title: 'Map?', options: [{ content: 'A' }, { content: '' }] }
    const parsed = z.parse(pollFormSchema, filled)
    expect(parsed).toEqual({
      title: 'Map?',
      options: [{ content: 'A' }],
      isRankingExpose: true,
      time: { day: 0, hour: 0, minute: 1 },
    })
  })

  it('refuses a title of 51 characters or blank, and accepts 50', () => {
    expect(z.safeParse(pollFormSchema, { ...form, title: 'a'.repeat(51) }).success).toBe(false)
    expect(z.safeParse(pollFormSchema, { ...form, title: 'a'.repeat(50) }).success).toBe(true)
    // Counted as the member sees them: 50 emoji with a skin tone fit.
    expect(z.safeParse(pollFormSchema, { ...form, title: '👍🏽'.repeat(50) }).success).toBe(true)
    const blank = z.safeParse(pollFormSchema, { ...form, title: '  ' })
    expect(blank.error?.issues.map((issue) => issue.path)).toEqual([['title']])
  })

  it('refuses no kept option, more than ten, and an option over 50 characters', () => {
    expect(z.safeParse(pollFormSchema, { ...form, options: [] }).success).toBe(false)
    const blanks = z.safeParse(pollFormSchema, { ...form, options: [{ content: ' ' }] })
    expect(blanks.error?.issues.map((issue) => issue.path)).toEqual([['options']])
    const eleven = Array.from({ length: 11 }, (_, i) => ({ content: `o${i}` }))
    expect(z.safeParse(pollFormSchema, { ...form, options: eleven }).success).toBe(false)
    expect(z.safeParse(pollFormSchema, { ...form, options: eleven.slice(1) }).success).toBe(true)
    // Ten kept, whatever the blank rows beside them.
    const tenAndBlanks = [...eleven.slice(1), { content: '' }, { content: '' }]
    expect(z.parse(pollFormSchema, { ...form, options: tenAndBlanks }).options).toHaveLength(10)
    const long = z.safeParse(pollFormSchema, {
      ...form,
      options: [{ content: 'A' }, { content: 'b'.repeat(51) }],
    })
    expect(long.error?.issues.map((issue) => issue.path)).toEqual([['options', 1, 'content']])
  })

  it('refuses a total duration of 0 when creating but allows it when editing', () => {
    const zero = { ...form, time: { day: 0, hour: 0, minute: 0 } }
    const result = z.safeParse(pollFormSchema, zero)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['time'])
    expect(z.parse(pollEditFormSchema, zero).time).toEqual({ day: 0, hour: 0, minute: 0 })
    // Editing without a time adds none.
    expect(z.parse(pollEditFormSchema, { ...form, time: undefined }).time).toEqual({
      day: 0,
      hour: 0,
      minute: 0,
    })
    expect(z.safeParse(pollFormSchema, { ...form, time: { minute: -1, hour: 1 } }).success).toBe(
      false,
    )
    expect(z.safeParse(pollFormSchema, { ...form, time: { minute: 60 } }).success).toBe(false)
    expect(z.safeParse(pollFormSchema, { ...form, time: { hour: 24 } }).success).toBe(false)
    expect(z.safeParse(pollFormSchema, { ...form, time: { day: 8 } }).success).toBe(false)
    expect(z.safeParse(pollFormSchema, { ...form, time: { day: 7 } }).success).toBe(true)
  })

  it('reads a live poll and rejects an unknown status', () => {
    const poll = z.parse(pollSchema, {
      idx: 4,
      status: 'in-progress',
      voteItem: [{ idx: 2, isVoted: true, voteCnt: 3 }, { idx: 1 }],
      extra: true,
    })
    expect(poll.voteItem).toHaveLength(2)
    expect(z.safeParse(pollSchema, { idx: 4, status: 'paused' }).success).toBe(false)
  })

  it('uses REST paths under /v2/poll', () => {
    expect(pollEndpoints.create).toMatchObject({ method: 'POST', path: '/v2/poll' })
    expect(pollEndpoints.vote).toMatchObject({ method: 'POST', path: '/v2/poll/{pollIdx}/vote' })
    expect(pollEndpoints.end.path).toBe('/v2/poll/{pollIdx}/end')
    expect(pollEndpoints.getOngoing.path).toBe('/v2/poll/ongoing/{channelId}')
  })
})
