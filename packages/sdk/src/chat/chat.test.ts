import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { chatEndpoints } from '../contract/chat/chat.endpoints'
import {
  banWordPageSchema,
  CHAT_LEVEL,
  CHAT_MAX_LENGTH,
  CHAT_ROLES,
  chatMessageSchema,
  NICKNAME_COLORS,
} from '../contract/chat/chat.schemas'

describe('chat contract', () => {
  it('reads a chat entry with its viewer level bits', () => {
    const entry = z.parse(chatMessageSchema, {
      type: 'CHAT_MESSAGE',
      logIdentity: 'log-1',
      channelId: 'airwave',
      viewerInfo: {
        viewerId: 'v1',
        level: CHAT_LEVEL.manager | CHAT_LEVEL.subscriber,
        chatNickname: 'kim',
      },
      message: 'hello',
      color: 'teal',
    })
    expect(entry.viewerInfo?.level).toBe(20)
    expect(entry).not.toHaveProperty('color')
    const known = { type: 'CHAT_MESSAGE', logIdentity: 'x', channelId: 'airwave' }
    expect(z.safeParse(chatMessageSchema, known).success).toBe(true)
    expect(z.safeParse(chatMessageSchema, { ...known, type: 'WHISPER' }).success).toBe(false)
    // An entry without its room cannot be placed.
    expect(z.safeParse(chatMessageSchema, { ...known, channelId: undefined }).success).toBe(false)
  })

  it('reads a ban word page', () => {
    const page = z.parse(banWordPageSchema, { totalCnt: 0, currentPage: 1, limit: 200 })
    expect(page.banWordList).toEqual([])
  })

  it('lists 16 roles and 26 named colours', () => {
    expect(CHAT_ROLES).toHaveLength(16)
    expect(new Set(NICKNAME_COLORS).size).toBe(26)
  })

  it('refuses empty and over-long messages', () => {
    const body = chatEndpoints.sendMessage.body
    if (!body) throw new Error('sendMessage has a body')
    expect(z.safeParse(body, { message: '  ' }).success).toBe(false)
    expect(z.safeParse(body, { message: 'a'.repeat(CHAT_MAX_LENGTH) }).success).toBe(true)
    expect(z.safeParse(body, { message: 'a'.repeat(CHAT_MAX_LENGTH + 1) }).success).toBe(false)
  })

  it('marks every chat path as chosen', () => {
    for (const definition of Object.values(chatEndpoints)) expect(definition.chosen).toBeTruthy()
    expect(chatEndpoints.removeBanWord).toMatchObject({ method: 'DELETE' })
  })
})
