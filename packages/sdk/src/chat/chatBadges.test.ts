import { describe, expect, it } from 'vitest'
import { CHAT_LEVEL, CHAT_ROLES } from '../contract/chat/chat.schemas'
import { chatBadges, chatRoleOf } from './chatBadges'

const L = CHAT_LEVEL

describe('chatRoleOf', () => {
  it('names the plain roles', () => {
    expect(chatRoleOf(L.admin | L.streamer)).toBe('admin')
    expect(chatRoleOf(L.streamer | L.subscriber)).toBe('streamer')
    expect(chatRoleOf(L.manager | L.active)).toBe('manager')
    expect(chatRoleOf(L.subscriber | L.active)).toBe('subscriber')
    expect(chatRoleOf(L.gifter)).toBe('gifter')
    expect(chatRoleOf(L.active)).toBe('active')
    expect(chatRoleOf(L.official)).toBe('official')
    expect(chatRoleOf(L.partner)).toBe('partner')
    expect(chatRoleOf(0)).toBeUndefined()
  })

  it('names the derived roles of the spec', () => {
    expect(chatRoleOf(L.streamer | L.partner)).toBe('streamer-partner')
    expect(chatRoleOf(L.streamer | L.official)).toBe('streamer-official')
    expect(chatRoleOf(L.manager | L.partner)).toBe('manager-partner')
    expect(chatRoleOf(L.manager | L.official)).toBe('manager-official')
    expect(chatRoleOf(L.manager | L.gifter)).toBe('manager-gifter')
    expect(chatRoleOf(L.partner | L.gifter)).toBe('partner-gifter')
    expect(chatRoleOf(L.official | L.gifter)).toBe('official-gifter')
    expect(chatRoleOf(L.subscriber | L.gifter)).toBe('subscriber-gifter')
  })

  it('only ever answers a role of the contract', () => {
    for (let level = 0; level < 512; level++) {
      const role = chatRoleOf(level)
      if (role !== undefined) expect(CHAT_ROLES).toContain(role)
    }
  })
})

describe('chatBadges', () => {
  it('shows one channel role, the highest, first', () => {
    expect(chatBadges(L.admin | L.streamer | L.manager)).toEqual(['admin'])
    expect(chatBadges(L.streamer | L.manager)).toEqual(['streamer'])
    expect(chatBadges(L.manager | L.subscriber | L.gifter)).toEqual([
      'manager',
      'subscriber',
      'gifter',
    ])
  })

  it('shows official over partner, and nothing for active', () => {
    expect(chatBadges(L.official | L.partner | L.active)).toEqual(['official'])
    expect(chatBadges(L.partner | L.subscriber)).toEqual(['partner', 'subscriber'])
    expect(chatBadges(L.active)).toEqual([])
    expect(chatBadges(0)).toEqual([])
  })
})
