import { describe, expect, it } from 'vitest'
import { ApiError } from '../core/apiError'
import { blockOf, loginFailureOf, loginFormState } from './loginRules'

describe('loginFormState', () => {
  it('is off while a field is empty or the e-mail breaks a rule', () => {
    expect(loginFormState({ email: '', password: 'x' })).toEqual({
      canSubmit: false,
      emailProblem: undefined,
    })
    expect(loginFormState({ email: 'kim@example.com', password: '  ' }).canSubmit).toBe(false)
    expect(loginFormState({ email: 'kim@', password: 'secret' })).toEqual({
      canSubmit: false,
      emailProblem: { field: 'email', code: 1004 },
    })
    expect(loginFormState({ email: 'k@ex..com', password: 'secret' }).emailProblem?.code).toBe(1013)
    expect(loginFormState({ email: ' kim@example.com ', password: 'secret' })).toEqual({
      canSubmit: true,
      emailProblem: undefined,
    })
  })
})

describe('loginFailureOf', () => {
  it('sends blocks to the block page, offline to key 26, the rest as the message', () => {
    expect(loginFailureOf(new ApiError(403, 'MEM10029', 'Blocked'), true)).toEqual({
      kind: 'blocked',
      block: 'account',
    })
    expect(blockOf(new ApiError(403, 'MEM10058', 'Blocked'))).toBe('channel')
    expect(blockOf(new Error('MEM10029'))).toBeUndefined()
    expect(loginFailureOf(new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch'), true)).toEqual({
      kind: 'offline',
    })
    expect(loginFailureOf(new ApiError(401, 'UNAUTHORIZED', 'Wrong'), false)).toEqual({
      kind: 'offline',
    })
    expect(loginFailureOf(new ApiError(401, 'UNAUTHORIZED', 'Wrong password'), true)).toEqual({
      kind: 'message',
      message: 'Wrong password',
    })
  })

  it('calls a sign-in refused for too many failures a lock, which offers a link', () => {
    const refusal = new ApiError(429, 'RATE_LIMITED', 'Too many failed sign-ins')
    expect(loginFailureOf(refusal, true)).toEqual({
      kind: 'locked',
      message: 'Too many failed sign-ins',
    })
  })
})
