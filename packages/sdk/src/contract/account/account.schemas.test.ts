import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  channelCheckSchema,
  newChannelSchema,
  passwordChangeSchema,
  passwordCheckSchema,
  signUpSchema,
  tokenPairSchema,
  withdrawalSchema,
} from './account.schemas'

describe('account schemas', () => {
  it('read a token pair and drop unknown fields', () => {
    const tokens = z.parse(tokenPairSchema, {
      accessToken: 'a',
      refreshToken: 'r',
      accessTokenExpiredDate: '2024-05-01T10:00:00Z',
      refreshTokenExpiredDate: 1714557600000,
      tokenType: 'Bearer',
    })
    expect(tokens).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      accessTokenExpiredDate: '2024-05-01T10:00:00Z',
      refreshTokenExpiredDate: 1714557600000,
    })
    // A pair without a refresh token still parses: the session signs out on its next 401.
    expect(z.safeParse(tokenPairSchema, { accessToken: 'a' }).success).toBe(true)
    expect(z.safeParse(tokenPairSchema, { refreshToken: 'r' }).success).toBe(false)
  })

  it('read the three password flags', () => {
    const flags = {
      isCombinationAndLength: true,
      isNotContinueChar: false,
      isNotIncludeForbiddenWord: true,
    }
    expect(z.parse(passwordCheckSchema, flags)).toEqual(flags)
  })

  it('bound channel id to 4-15 letters and digits and nickname to 2-20', () => {
    expect(z.safeParse(newChannelSchema, { channelId: 'neo4', nickname: 'Ne' }).success).toBe(true)
    expect(z.safeParse(newChannelSchema, { channelId: 'neo', nickname: 'Neo' }).success).toBe(false)
    expect(
      z.safeParse(newChannelSchema, { channelId: 'a'.repeat(16), nickname: 'Neo' }).success,
    ).toBe(false)
    expect(z.safeParse(newChannelSchema, { channelId: 'neo_4', nickname: 'Neo' }).success).toBe(
      false,
    )
    expect(z.safeParse(newChannelSchema, { channelId: 'neo4', nickname: 'N' }).success).toBe(false)
    expect(
      z.safeParse(newChannelSchema, { channelId: 'neo4', nickname: 'N'.repeat(21) }).success,
    ).toBe(false)
    expect(z.safeParse(channelCheckSchema, { nickname: 'Neo' }).success).toBe(true)
  })

  it('bound a new password to 8-30 characters', () => {
    const change = (changePassword: string) =>
      z.safeParse(passwordChangeSchema, { currentPassword: 'old', changePassword }).success
    expect(change('a'.repeat(7))).toBe(false)
    expect(change('a'.repeat(8))).toBe(true)
    expect(change('a'.repeat(30))).toBe(true)
    expect(change('a'.repeat(31))).toBe(false)
  })

  it('require a 6-digit code and accepted terms at sign-up', () => {
    const body = {
      email: 'neo@example.com',
      number: '123456',
      password: 'Secret#123',
      year: 1990,
      month: 4,
      day: 2,
      termsCheck: true,
    }
    expect(z.safeParse(signUpSchema, body).success).toBe(true)
    expect(z.safeParse(signUpSchema, { ...body, number: '12345' }).success).toBe(false)
    expect(z.safeParse(signUpSchema, { ...body, termsCheck: false }).success).toBe(false)
    expect(z.safeParse(signUpSchema, { ...body, month: 13 }).success).toBe(false)
  })

  it('require accepted termination terms to withdraw', () => {
    const reason = { code: '3', memo: 'bye' }
    expect(
      z.safeParse(withdrawalSchema, { isTermsTerminationAccepted: true, unRegisterReason: reason })
        .success,
    ).toBe(true)
    expect(
      z.safeParse(withdrawalSchema, { isTermsTerminationAccepted: false, unRegisterReason: reason })
        .success,
    ).toBe(false)
  })
})
