import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { chatEndpoints } from '../contract/chat/chat.endpoints'
import { CHAT_LEVEL, CHAT_MAX_LENGTH, type ChatMe } from '../contract/chat/chat.schemas'
import type { Viewer } from '../core/viewer'
import { chatSendProblem, iceModeAllows, isElevated, slowModeCooldown } from './chatSendRules'

const member: Viewer = { status: 'member', channelId: 'mina', nickname: 'Mina' }
const me = (extra: Partial<ChatMe> = {}): ChatMe => ({
  level: 0,
  nicknameColor: 'teal',
  chatBlocked: false,
  canModerate: false,
  canSwitchIce: false,
  isSubscriber: false,
  ...extra,
})

describe('chat send rules', () => {
  it('ignores blank text, asks an anonymous viewer to log in, and holds the limit', () => {
    const base = { viewer: member, cooldown: 0 }
    expect(chatSendProblem({ ...base, text: '  \n ' })).toBe('blank')
    expect(chatSendProblem({ ...base, viewer: { status: 'anonymous' }, text: 'hi' })).toEqual({
      type: 'login-required',
    })
    const longest = ` ${'x'.repeat(CHAT_MAX_LENGTH)} `
    expect(chatSendProblem({ ...base, text: longest })).toBeUndefined()
    expect(chatSendProblem({ ...base, text: `${longest}x` })).toEqual({
      type: 'text-too-long',
      max: CHAT_MAX_LENGTH,
    })
  })

  it('counts a text as the contract does, emoji and all: one rule on both sides', () => {
    const body = chatEndpoints.sendMessage.body
    if (!body) throw new Error('sendMessage takes a body')
    // Around the limit, in letters, emoji (two units each) and both mixed.
    for (const unit of ['x', '👍', 'x👍']) {
      for (let n = CHAT_MAX_LENGTH / unit.length - 3; n <= CHAT_MAX_LENGTH / unit.length + 3; n++) {
        const text = unit.repeat(Math.floor(n))
        const refused = chatSendProblem({ viewer: member, cooldown: 0, text }) !== undefined
        expect(refused, `${unit} x ${n}`).toBe(!z.safeParse(body, { message: text }).success)
      }
    }
  })

  it('refuses a timed-out member with the seconds left, until the timeout is over', () => {
    const until = '2026-11-28T12:01:00.000Z'
    const timedOut = me({ chatBlocked: true, chatBlockedUntil: until })
    const at = (iso: string) => ({
      viewer: member,
      text: 'hi',
      cooldown: 0,
      me: timedOut,
      now: Date.parse(iso),
    })
    expect(chatSendProblem(at('2026-11-28T12:00:00.000Z'))).toEqual({
      type: 'chat-refused',
      code: 'CHT10007',
      retryAfterSeconds: 60,
    })
    expect(chatSendProblem(at('2026-11-28T12:00:59.500Z'))).toMatchObject({ retryAfterSeconds: 1 })
    expect(chatSendProblem(at('2026-11-28T12:01:00.000Z'))).toBeUndefined()
  })

  it('refuses a member blocked from the chat, and one the ice mode holds back', () => {
    const base = { viewer: member, text: 'hi', cooldown: 0 }
    expect(chatSendProblem({ ...base, me: me({ chatBlocked: true }) })).toEqual({
      type: 'chat-refused',
      code: 'CHT10004',
    })
    const info = { isChatIce: true, iceChatLevel: 1 }
    expect(chatSendProblem({ ...base, me: me(), info })).toEqual({
      type: 'chat-refused',
      code: 'CHT10002',
    })
    expect(chatSendProblem({ ...base, me: me({ level: CHAT_LEVEL.subscriber }), info })).toBe(
      undefined,
    )
  })

  it('counts slow mode down before the next message', () => {
    expect(chatSendProblem({ viewer: member, text: 'hi', cooldown: 3 })).toEqual({
      type: 'chat-refused',
      code: 'CHT10003',
      retryAfterSeconds: 3,
    })
  })

  it('lets the roles at or above the ice level chat, and admins always', () => {
    const managers = { isChatIce: true, iceChatLevel: 2 }
    expect(iceModeAllows(managers, CHAT_LEVEL.subscriber)).toBe(false)
    expect(iceModeAllows(managers, CHAT_LEVEL.manager)).toBe(true)
    expect(iceModeAllows(managers, CHAT_LEVEL.streamer)).toBe(true)
    expect(iceModeAllows({ isChatIce: true, iceChatLevel: 3 }, CHAT_LEVEL.manager)).toBe(false)
    expect(iceModeAllows({ isChatIce: true, iceChatLevel: 3 }, CHAT_LEVEL.admin)).toBe(true)
    expect(iceModeAllows({ isChatIce: false, iceChatLevel: 3 }, 0)).toBe(true)
    expect(iceModeAllows(undefined, 0)).toBe(true)
  })

  it('holds members to slow mode, not the streamer, managers or admins', () => {
    const info = { slowModeSeconds: 5 }
    expect(slowModeCooldown(info, me())).toBe(5)
    expect(slowModeCooldown(info, undefined)).toBe(5)
    expect(slowModeCooldown(info, me({ level: CHAT_LEVEL.manager }))).toBe(0)
    expect(slowModeCooldown(info, me({ canModerate: true }))).toBe(0)
    expect(slowModeCooldown({ slowModeSeconds: 0 }, me())).toBe(0)
    expect(isElevated(CHAT_LEVEL.subscriber | CHAT_LEVEL.gifter)).toBe(false)
    expect(isElevated(CHAT_LEVEL.admin)).toBe(true)
  })
})
