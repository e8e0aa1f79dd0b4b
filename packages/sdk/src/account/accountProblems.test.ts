import { describe, expect, it } from 'vitest'
import { ApiError } from '../core/apiError'
import { accountProblem, fieldProblemOf, formFailureOf } from './accountProblems'

describe('fieldProblemOf', () => {
  it('puts each server code at its field', () => {
    const at = (code: string) => fieldProblemOf(new ApiError(400, code, 'x'))
    expect(at('CHA30000')).toEqual({ field: 'channelId', code: 'CHA30000' })
    expect(at('CHA30007')).toEqual({ field: 'channelId', code: 'CHA30007' })
    expect(at('CHA30001')).toEqual({ field: 'nickname', code: 'CHA30001' })
    expect(at('CHA30008')).toEqual({ field: 'nickname', code: 'CHA30008' })
    expect(at('MEM10055')).toEqual({ field: 'currentPassword', code: 'MEM10055' })
    expect(at('1006')).toEqual({ field: 'password', code: 1006 })
    expect(at('1013')).toEqual({ field: 'email', code: 1013 })
    expect(at('VERIFICATION_FAILED')).toEqual({ field: 'code', code: 'codeWrong' })
    expect(at('RATE_LIMITED')).toBeUndefined()
    expect(at('toString')).toBeUndefined()
  })
})

describe('formFailureOf', () => {
  it('names rate limits and offline, else keeps the message', () => {
    expect(formFailureOf(new ApiError(429, 'RATE_LIMITED', 'x'))).toEqual({ key: 'rateLimited' })
    expect(formFailureOf(new ApiError(0, 'TIMEOUT', 'x'))).toEqual({ key: 'offline' })
    expect(formFailureOf(new ApiError(400, 'INVALID_REQUEST', 'Bad date'))).toEqual({
      message: 'Bad date',
    })
  })
})

it('gives a problem what its words fill in: the youngest age to sign up', () => {
  expect(accountProblem('birthDate', 'tooYoung')).toEqual({
    field: 'birthDate',
    code: 'tooYoung',
    params: { age: 14 },
  })
  expect(accountProblem('email', 1004)).toEqual({ field: 'email', code: 1004 })
})
