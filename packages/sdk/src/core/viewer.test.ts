import { describe, expect, it } from 'vitest'
import { isOwner, type Viewer, viewerFrom, viewerKey } from './viewer'

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

describe('viewerFrom', () => {
  const mine = { channel: { channelId: 'kim', nickname: 'Kim' } }
  it('is anonymous when signed out, whatever the channel query holds', () => {
    expect(viewerFrom('unauthenticated', { status: 'pending' })).toEqual({ status: 'anonymous' })
    expect(viewerFrom('unauthenticated', { status: 'success', data: mine })).toEqual({
      status: 'anonymous',
    })
  })
  it('is not known while the session or the member channel loads', () => {
    expect(viewerFrom('loading', { status: 'success', data: mine })).toBeUndefined()
    expect(viewerFrom('authenticated', { status: 'pending' })).toBeUndefined()
  })
  it('is the member acting as their channel', () => {
    expect(viewerFrom('authenticated', { status: 'success', data: mine })).toEqual({
      status: 'member',
      channelId: 'kim',
      nickname: 'Kim',
    })
  })
  it('is a member without a channel before they create one', () => {
    expect(viewerFrom('authenticated', { status: 'success', data: { channel: null } })).toEqual({
      status: 'member',
      channelId: '',
      nickname: null,
    })
  })
  it('acts anonymously when the member channel failed to load', () => {
    expect(viewerFrom('authenticated', { status: 'error' })).toEqual({ status: 'anonymous' })
  })
})
