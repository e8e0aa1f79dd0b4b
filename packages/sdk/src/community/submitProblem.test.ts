import { describe, expect, it } from 'vitest'
import type { Viewer } from '../core/viewer'
import { submitProblem } from './submitProblem'

const member: Viewer = { status: 'member', channelId: 'me', nickname: 'Me' }

describe('submitProblem', () => {
  it('ignores empty text before asking anything', () => {
    expect(submitProblem({ status: 'anonymous' }, ' \n ')).toBe('empty')
  })

  it('asks for a login, then a nickname', () => {
    expect(submitProblem({ status: 'anonymous' }, 'hi')).toBe('login-required')
    expect(submitProblem({ status: 'member', channelId: 'me' }, 'hi')).toBe('nickname-required')
  })

  it('refuses more than 5000 visible characters, counting an emoji as one', () => {
    expect(submitProblem(member, 'x'.repeat(5001))).toBe('too-long')
    expect(submitProblem(member, '👍🏽'.repeat(5000))).toBeUndefined()
  })
})
