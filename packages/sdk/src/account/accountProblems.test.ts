import { describe, expect, it } from 'vitest'
import { ApiError } from '../core/apiError'
import { accountProblemKey, fieldProblemOf, formFailureOf } from './accountProblems'

describe('fieldProblemOf', () => {
  it('puts each server code at its field', () => {
    const at = (code: string) => fieldProblemOf(new ApiError(400, code, 'x'))
    expect(at('CHA30000')).toEqual({ field: 'channelId', problem: 'CHA30000' })
    expect(at('CHA30007')).toEqual({ field: 'channelId', problem: 'CHA30007' })
    expect(at('CHA30001')).toEqual({ field: 'nickname', problem: 'CHA30001' })
    expect(at('CHA30008')).toEqual({ field: 'nickname', problem: 'CHA30008' })
    expect(at('MEM10055')).toEqual({ field: 'currentPassword', problem: 'MEM10055' })
    expect(at('1006')).toEqual({ field: 'password', problem: 1006 })
    expect(at('1013')).toEqual({ field: 'email', problem: 1013 })
    expect(at('VERIFICATION_FAILED')).toEqual({ field: 'code', problem: 'codeWrong' })
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

it('accountProblemKey names the catalogue key', () => {
  expect(accountProblemKey(1004)).toBe('problem1004')
  expect(accountProblemKey('codeWrong')).toBe('problemCodeWrong')
  expect(accountProblemKey('CHA30007')).toBe('problemCHA30007')
})
