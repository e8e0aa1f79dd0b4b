import { describe, expect, it } from 'vitest'
import { isOwner, type Viewer, viewerKey } from './viewer'

const member: Viewer = { status: 'member', channelId: 'me', nickname: 'Me' }

describe('viewer', () => {
  it('knows the owner of a channel', () => {
    expect(isOwner(member, 'me')).toBe(true)
    expect(isOwner(member, 'kim')).toBe(false)
    expect(isOwner({ status: 'anonymous' }, 'me')).toBe(false)
  })

  it('keys a viewer by what it says, not by its identity', () => {
    expect(viewerKey({ ...member })).toBe(viewerKey(member))
    expect(viewerKey(member)).toBe('member:me:Me')
    expect(viewerKey({ status: 'member', channelId: 'me' })).toBe('member:me:')
    expect(viewerKey({ status: 'member', channelId: 'me', nickname: null })).toBe('member:me:')
    expect(viewerKey({ status: 'anonymous' })).toBe('anonymous')
    expect(viewerKey({ ...member, nickname: 'Other' })).not.toBe(viewerKey(member))
  })
})
