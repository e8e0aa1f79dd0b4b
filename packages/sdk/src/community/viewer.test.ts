import { describe, expect, it } from 'vitest'
import { isOwner, submitProblem, type Viewer } from './viewer'

const member: Viewer = { status: 'member', channelId: 'me', nickname: 'Me' }

describe('viewer', () => {
  it('knows the owner of a channel', () => {
    expect(isOwner(member, 'me')).toBe(true)
    expect(isOwner(member, 'kim')).toBe(false)
    expect(isOwner({ status: 'anonymous' }, 'me')).toBe(false)
  })

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
