import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { members } from '../db/schema'
import type { RunningServer } from '../server'
import { apiError, sdkClient } from '../testing/sdkClient'
import { latestCode, latestMail, startTestServer } from '../testing/testServer'

let server: RunningServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const birth = { year: 1990, month: 4, day: 2 }

const countMembers = () => server.deps.db.$count(members)

describe('sign-up', () => {
  it('mails a 6-digit code, signs up with it and answers a token pair', async () => {
    const client = sdkClient(server.url)
    await client.account.sendVerification({ email: 'Kim.Lee@Example.com' })
    const mail = await latestMail(server.url, 'kim.lee@example.com')
    expect(mail?.subject).toMatch(/verification code/)
    const code = await latestCode(server.url, 'kim.lee@example.com')
    expect(code).toMatch(/^\d{6}$/)

    const tokens = await client.account.signUp({
      email: 'kim.lee@example.com',
      number: code,
      password: 'Secure#2024',
      ...birth,
      termsCheck: true,
    })
    expect(tokens.accessToken.split('.')).toHaveLength(3)
    expect(tokens.refreshToken).toMatch(/^[\w-]{43}$/)
    const accessExpiry = Date.parse(String(tokens.accessTokenExpiredDate))
    expect(accessExpiry - Date.now()).toBeGreaterThan(14 * 60 * 1000)
    expect(accessExpiry - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000)

    const me = await sdkClient(server.url, () => tokens.accessToken).channel.getMyChannel()
    expect(me).toMatchObject({ channel: null, userInfo: { email: 'kim.lee@example.com' } })
  })

  it('refuses a wrong code, then a spent one, with VERIFICATION_FAILED', async () => {
    const client = sdkClient(server.url)
    await client.account.sendVerification({ email: 'wrong@example.com' })
    const code = await latestCode(server.url, 'wrong@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    const input = {
      email: 'wrong@example.com',
      password: 'Secure#2024',
      ...birth,
      termsCheck: true as const,
    }
    expect((await apiError(client.account.signUp({ ...input, number: wrong }))).code).toBe(
      'VERIFICATION_FAILED',
    )
    await client.account.signUp({ ...input, number: code })
    // The spent code is checked before the address: nothing says the address is now taken.
    const again = await apiError(client.account.signUp({ ...input, number: code }))
    expect(again).toMatchObject({ status: 400, code: 'VERIFICATION_FAILED' })
  })

  it('accepts only the newest code of an address', async () => {
    const client = sdkClient(server.url)
    await client.account.sendVerification({ email: 'twice@example.com' })
    const first = await latestCode(server.url, 'twice@example.com')
    await client.account.sendVerification({ email: 'twice@example.com' })
    const second = await latestCode(server.url, 'twice@example.com')
    const input = {
      email: 'twice@example.com',
      password: 'Secure#2024',
      ...birth,
      termsCheck: true as const,
    }
    if (first !== second) {
      expect((await apiError(client.account.signUp({ ...input, number: first }))).code).toBe(
        'VERIFICATION_FAILED',
      )
    }
    await expect(client.account.signUp({ ...input, number: second })).resolves.toBeTruthy()
  })

  it('refuses an e-mail that is already registered with 409', async () => {
    const client = sdkClient(server.url)
    await client.account.sendVerification({ email: 'kim.lee@example.com' })
    const code = await latestCode(server.url, 'kim.lee@example.com')
    const error = await apiError(
      client.account.signUp({
        email: 'KIM.LEE@example.com',
        number: code,
        password: 'Secure#2024',
        ...birth,
        termsCheck: true,
      }),
    )
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT' })
  })

  it('answers the rule codes of the e-mail and the password', async () => {
    const client = sdkClient(server.url)
    expect((await apiError(client.account.sendVerification({ email: 'not-an-email' }))).code).toBe(
      '1004',
    )
    expect((await apiError(client.account.sendVerification({ email: 'k@ex..com' }))).code).toBe(
      '1013',
    )
    await client.account.sendVerification({ email: 'rules@example.com' })
    const number = await latestCode(server.url, 'rules@example.com')
    const base = { email: 'rules@example.com', number, ...birth, termsCheck: true as const }
    const cases: [string, string][] = [
      ['password1234', '1005'],
      ['Abcd#2024x', '1006'],
      ['Rules#2024x', '1007'],
    ]
    for (const [password, code] of cases) {
      const error = await apiError(client.account.signUp({ ...base, password }))
      expect(error).toMatchObject({ status: 400, code })
    }
    // The rule failures did not spend the code.
    await expect(client.account.signUp({ ...base, password: 'Secure#2024' })).resolves.toBeTruthy()
  })

  it('refuses an impossible or too recent birth date', async () => {
    const client = sdkClient(server.url)
    await client.account.sendVerification({ email: 'young@example.com' })
    const number = await latestCode(server.url, 'young@example.com')
    const base = {
      email: 'young@example.com',
      number,
      password: 'Secure#2024',
      termsCheck: true as const,
    }
    const feb30 = await apiError(client.account.signUp({ ...base, year: 1990, month: 2, day: 30 }))
    expect(feb30).toMatchObject({ status: 400, code: 'INVALID_REQUEST' })
    const year = new Date().getUTCFullYear() - 5
    const child = await apiError(client.account.signUp({ ...base, year, month: 1, day: 1 }))
    expect(child.message).toMatch(/at least 14/)
  })

  it('answers malformed bodies with 400 INVALID_REQUEST and changes nothing', async () => {
    const before = await countMembers()
    const post = (body: string) =>
      fetch(`${server.url}/member/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
    for (const body of [
      '{',
      '[]',
      '"x"',
      '{"email":"a@b.co"}',
      JSON.stringify({
        email: 'a@bc.co',
        number: '12',
        password: 'Secure#2024',
        year: 1990,
        month: 1,
        day: 1,
        termsCheck: false,
      }),
    ]) {
      const res = await post(body)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ statusCode: 400, code: 'INVALID_REQUEST' })
    }
    expect(await countMembers()).toBe(before)
  })

  it('limits verification mails per address', async () => {
    const client = sdkClient(server.url)
    for (let i = 0; i < 5; i++) await client.account.sendVerification({ email: 'spam@example.com' })
    const error = await apiError(client.account.sendVerification({ email: 'spam@example.com' }))
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED' })
  })
})
