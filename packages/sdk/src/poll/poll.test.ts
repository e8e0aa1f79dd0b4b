import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { pollEndpoints } from './poll.endpoints'
import { pollEditFormSchema, pollFormSchema, pollSchema } from './poll.schemas'

const form = {
  title: 'Next map?',
  options: [{ content: 'Dust' }, { content: 'Mirage' }],
  time: { day: 0, hour: 0, minute: 1 },
}

describe('poll contract', () => {
  it('accepts a valid form and fills missing duration parts with 0', () => {
    const parsed = z.parse(pollFormSchema, { ...form, time: { minute: 5 } })
    expect(parsed.time).toEqual({ day: 0, hour: 0, minute: 5 })
  })

  it('refuses a title of 51 characters and accepts 50', () => {
    expect(z.safeParse(pollFormSchema, { ...form, title: 'a'.repeat(51) }).success).toBe(false)
    expect(z.safeParse(pollFormSchema, { ...form, title: 'a'.repeat(50) }).success).toBe(true)
    expect(z.safeParse(pollFormSchema, { ...form, title: '  ' }).success).toBe(false)
  })

  it('refuses zero or more than ten options and an option over 50 characters', () => {
    expect(z.safeParse(pollFormSchema, { ...form, options: [] }).success).toBe(false)
    const eleven = Array.from({ length: 11 }, (_, i) => ({ content: `o${i}` }))
    expect(z.safeParse(pollFormSchema, { ...form, options: eleven }).success).toBe(false)
    expect(z.safeParse(pollFormSchema, { ...form, options: eleven.slice(1) }).success).toBe(true)
    const long = [{ content: 'b'.repeat(51) }]
    expect(z.safeParse(pollFormSchema, { ...form, options: long }).success).toBe(false)
  })

  it('refuses a total duration of 0 when creating but allows it when editing', () => {
    const zero = { ...form, time: { day: 0, hour: 0, minute: 0 } }
    const result = z.safeParse(pollFormSchema, zero)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['time'])
    expect(z.safeParse(pollEditFormSchema, zero).success).toBe(true)
    expect(z.safeParse(pollFormSchema, { ...form, time: { minute: -1, hour: 1 } }).success).toBe(
      false,
    )
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
  })
})
