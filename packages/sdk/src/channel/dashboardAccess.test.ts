import { describe, expect, it } from 'vitest'
import { DEFAULT_MANAGER_PERMISSIONS } from '../contract/channel/manager.schemas'
import { dashboardAccess, dashboardHref } from './dashboardAccess'
import { dashboardMenu } from './dashboardSections'

const managed = [
  {
    channelId: 'Star',
    nickname: 'Star',
    permissions: { ...DEFAULT_MANAGER_PERMISSIONS, chat: false, poll: true, community: false },
  },
]

describe('dashboardAccess', () => {
  it('acts on the member’s own channel without a choice, where everything is allowed', () => {
    const access = dashboardAccess({ channelId: 'me', nickname: 'Me' }, managed, null)
    expect(access.channel).toMatchObject({ channelId: 'me', role: 'owner' })
    expect(access.param).toBeUndefined()
    expect(access.allows('owner')).toBe(true)
    expect(access.allows('mission')).toBe(true)
    expect(access.channels.map((c) => c.channelId)).toEqual(['me', 'Star'])
  })

  it('acts on a managed channel when chosen (any case), with what the streamer granted only', () => {
    const access = dashboardAccess({ channelId: 'me' }, managed, 'star')
    expect(access.channel).toMatchObject({ channelId: 'Star', role: 'manager' })
    expect(access.param).toBe('Star')
    expect(access.allows('poll')).toBe(true)
    expect(access.allows('chat')).toBe(false)
    expect(access.allows('community')).toBe(false)
    expect(access.allows('owner')).toBe(false)
  })

  it('falls back to the own channel for a channel the member does not manage', () => {
    const access = dashboardAccess({ channelId: 'me' }, managed, 'elsewhere')
    expect(access.channel?.channelId).toBe('me')
    expect(access.allows('owner')).toBe(true)
  })

  it('has no channel and allows nothing for a member without one, unless they pick a managed one', () => {
    const none = dashboardAccess({}, managed, undefined)
    expect(none.channel).toBeUndefined()
    expect(none.allows('poll')).toBe(false)
    expect(dashboardAccess({}, managed, 'star').allows('poll')).toBe(true)
  })

  it('does not list the own channel twice when it is also managed', () => {
    const access = dashboardAccess({ channelId: 'star' }, managed, 'star')
    expect(access.channels).toHaveLength(1)
    expect(access.allows('owner')).toBe(true)
  })
})

describe('dashboardHref and dashboardMenu', () => {
  it('keeps the chosen channel in the links', () => {
    expect(dashboardHref('/dashboard/followers', undefined)).toBe('/dashboard/followers')
    expect(dashboardHref('/dashboard/followers', 'a b')).toBe('/dashboard/followers?channel=a%20b')
    expect(dashboardHref('/poll/list?status=1', 'star')).toBe('/poll/list?status=1&channel=star')
  })

  it('lists every section to the streamer and only the granted ones to a manager', () => {
    const owner = dashboardMenu(() => true)
    expect(owner.map((g) => g.group)).toEqual([
      'stream',
      'statistics',
      'community',
      'moderation',
      'channel',
    ])
    expect(owner.flatMap((g) => g.sections).length).toBe(20)
    const manager = dashboardMenu(dashboardAccess({ channelId: 'me' }, managed, 'star').allows)
    expect(manager.flatMap((g) => g.sections.map((s) => s.key))).toEqual(['polls'])
  })
})
