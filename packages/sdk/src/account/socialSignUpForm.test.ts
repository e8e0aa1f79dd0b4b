import { describe, expect, it } from 'vitest'
import { birthDateProblem } from '../contract/account/birthDate'
import {
  socialAgreementProblems,
  socialChannelProblems,
  socialSignUpBody,
  suggestChannelId,
} from './socialSignUpForm'

const now = new Date('2026-06-15T12:00:00Z')
const agreement = { terms: true, privacy: true, year: '1990', month: '4', day: '2' }

describe('the social agreement rules', () => {
  it('needs both terms and a birth date', () => {
    expect(socialAgreementProblems(agreement, now)).toEqual([])
    expect(
      socialAgreementProblems({ ...agreement, terms: false, privacy: false, day: ' ' }, now),
    ).toEqual([
      { field: 'terms', code: 'required' },
      { field: 'privacy', code: 'required' },
      { field: 'birthDate', code: 'required' },
    ])
  })

  it('refuses a day that does not exist, and members under 14', () => {
    expect(socialAgreementProblems({ ...agreement, month: '2', day: '30' }, now)).toEqual([
      { field: 'birthDate', code: 'birthInvalid' },
    ])
    expect(socialAgreementProblems({ ...agreement, year: 'abcd' }, now)[0]?.code).toBe(
      'birthInvalid',
    )
    expect(
      socialAgreementProblems({ ...agreement, year: '2012', month: '6', day: '16' }, now),
    ).toEqual([{ field: 'birthDate', code: 'tooYoung', params: { age: 14 } }])
    expect(birthDateProblem(2012, 6, 15, now)).toBeUndefined()
    expect(birthDateProblem(2012, 6, 16, now)).toBe('too-young')
    expect(birthDateProblem(1899, 1, 1, now)).toBe('invalid')
  })
})

describe('the social channel rules', () => {
  it('are the account rules of a channel id and a nickname', () => {
    expect(socialChannelProblems({ channelId: 'neo42', nickname: 'Neo' })).toEqual([])
    expect(socialChannelProblems({ channelId: '', nickname: ' ' })).toEqual([
      { field: 'channelId', code: 'required' },
      { field: 'nickname', code: 'required' },
    ])
    expect(socialChannelProblems({ channelId: 'abc', nickname: 'N' })).toEqual([
      { field: 'channelId', code: 65 },
      { field: 'nickname', code: 23 },
    ])
    expect(socialChannelProblems({ channelId: 'neo_42', nickname: 'a b' })).toEqual([
      { field: 'channelId', code: 66 },
      { field: 'nickname', code: 25 },
    ])
  })

  it('builds the call body from both pages, trimmed', () => {
    expect(socialSignUpBody(agreement, { channelId: ' neo42 ', nickname: ' Neo ' })).toEqual({
      termsCheck: true,
      year: 1990,
      month: 4,
      day: 2,
      channelId: 'neo42',
      nickname: 'Neo',
    })
  })

  it('suggests a channel id from a name or an address', () => {
    expect(suggestChannelId('neo.anderson@example.com')).toBe('neoanderson')
    expect(suggestChannelId('Ｎ')).toBe('')
    expect(suggestChannelId(null)).toBe('')
  })
})
