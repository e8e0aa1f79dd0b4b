import { describe, expect, it } from 'vitest'
import { sameChannelId } from './channelId'
import { isOwner } from './viewer'

describe('channel ids', () => {
  it('name one channel in any case, as the server finds it', () => {
    expect(sameChannelId('Kim', 'kim')).toBe(true)
    expect(sameChannelId('kim', 'kim2')).toBe(false)
    expect(sameChannelId(undefined, 'kim')).toBe(false)
  })

  it('make a member the owner of their channel in any case', () => {
    expect(isOwner({ status: 'member', channelId: 'Kim' }, 'kim')).toBe(true)
    expect(isOwner({ status: 'member', channelId: 'kim' }, 'lee')).toBe(false)
    expect(isOwner({ status: 'anonymous' }, 'kim')).toBe(false)
  })
})
