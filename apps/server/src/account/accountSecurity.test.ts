import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { channels, members } from '../db/schema'
import { DEMO_PASSWORD } from '../seed'
import type { RunningServer } from '../server'
import { apiError, sdkClient } from '../testing/sdkClient'
import { latestCode, startTestServer } from '../testing/testServer'

let server: RunningServer

beforeAll(async () => {
  server = await startTestServer({ seed: true })
})
afterAll(() => server.stop())

const anonymous = () => sdkClient(server.url)
const signIn = (email: string, password = DEMO_PASSWORD) =>
  anonymous().account.signIn({ email, password })

async function newMember(email: string) {
  const client = anonymous()
  await client.account.sendVerification({ email })
  const number = await latestCode(server.url, email)
  const tokens = await client.account.signUp({
    email,
    number,
    password: 'Secure#2024',
    year: 1990,
    month: 1,
    day: 15,
    termsCheck: true,
  })
  return sdkClient(server.url, () => tokens.accessToken)
}

describe('sign-in protection', () => {
  it('answers 429 RATE_LIMITED after 10 failures on an account, even with the right password', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await apiError(signIn('viewer1@airwave.test', `Wrong#${i}x9`))).status).toBe(401)
    }
    const limited = await apiError(signIn('viewer1@airwave.test'))
    expect(limited).toMatchObject({ status: 429, code: 'RATE_LIMITED' })
    // Other accounts are unaffected.
    await expect(signIn('viewer2@airwave.test')).resolves.toBeTruthy()
  })

  it('answers MEM10029 for a blocked account, once the password is right', async () => {
    const { db } = server.deps
    await db.update(members).set({ blocked: true }).where(eq(members.email, 'viewer3@airwave.test'))
    expect((await apiError(signIn('viewer3@airwave.test', 'Wrong#2468x'))).status).toBe(401)
    expect(await apiError(signIn('viewer3@airwave.test'))).toMatchObject({
      status: 403,
      code: 'MEM10029',
      kind: 'account-blocked',
    })
  })

  it('answers MEM10058 for a blocked channel, at sign-in and on calls with an earlier token', async () => {
    const tokens = await signIn('viewer4@airwave.test')
    const { db } = server.deps
    await db.update(channels).set({ blocked: true }).where(eq(channels.handle, 'viewer4'))
    expect(await apiError(signIn('viewer4@airwave.test'))).toMatchObject({
      status: 403,
      code: 'MEM10058',
    })
    const client = sdkClient(server.url, () => tokens.accessToken)
    expect((await apiError(client.channel.getMyChannel())).code).toBe('MEM10058')
  })
})

describe('passwords', () => {
  it('answers the three flags of the password check', async () => {
    const check = (password: string) =>
      anonymous().account.checkPassword({ email: 'kim@example.com', password })
    expect(await check('Secure#2024')).toEqual({
      isCombinationAndLength: true,
      isNotContinueChar: true,
      isNotIncludeForbiddenWord: true,
    })
    expect(await check('abc')).toEqual({
      isCombinationAndLength: false,
      isNotContinueChar: false,
      isNotIncludeForbiddenWord: true,
    })
    expect(await check('Kim#20x24')).toMatchObject({ isNotIncludeForbiddenWord: false })
  })

  it('changes the password: MEM10055 for a wrong current one, rule codes for a weak new one', async () => {
    const client = await newMember('changer@example.com')
    const wrong = await apiError(
      client.account.changePassword({
        currentPassword: 'Nope#1357',
        changePassword: 'Better#2025',
      }),
    )
    expect(wrong).toMatchObject({ status: 400, code: 'MEM10055', kind: 'password-mismatch' })
    const weak = await apiError(
      client.account.changePassword({ currentPassword: 'Secure#2024', changePassword: 'aaaaaaaa' }),
    )
    expect(weak.code).toBe('1005')
    const same = await apiError(
      client.account.changePassword({
        currentPassword: 'Secure#2024',
        changePassword: 'Secure#2024',
      }),
    )
    expect(same.status).toBe(400)
    await client.account.changePassword({
      currentPassword: 'Secure#2024',
      changePassword: 'Better#2025',
    })
    expect((await apiError(signIn('changer@example.com', 'Secure#2024'))).status).toBe(401)
    await expect(signIn('changer@example.com', 'Better#2025')).resolves.toBeTruthy()
    // The session that changed it goes on.
    await expect(client.channel.getMyChannel()).resolves.toBeTruthy()
  })

  it('resets the password with a mailed code and ends every session', async () => {
    const before = await signIn('streamer@airwave.test')
    const client = anonymous()
    await client.account.sendVerification({ email: 'streamer@airwave.test' })
    const code = await latestCode(server.url, 'streamer@airwave.test')
    const input = { email: 'streamer@airwave.test', resetPassword: 'Fresh#2468' }
    const badCode = code === '999999' ? '888888' : '999999'
    expect(
      (await apiError(client.account.resetPassword({ ...input, verificationNumber: badCode })))
        .code,
    ).toBe('VERIFICATION_FAILED')
    await client.account.resetPassword({ ...input, verificationNumber: code })
    await expect(signIn('streamer@airwave.test', 'Fresh#2468')).resolves.toBeTruthy()
    expect((await apiError(signIn('streamer@airwave.test'))).status).toBe(401)
    const old = sdkClient(server.url, () => before.accessToken)
    expect((await apiError(old.channel.getMyChannel())).status).toBe(401)
  })
})

describe('channels', () => {
  it('creates the first channel, which becomes the acting one', async () => {
    const client = await newMember('creator@example.com')
    await client.account.createChannel({ channelId: 'Creator1', nickname: 'Créatrice_1' })
    const me = await client.channel.getMyChannel()
    expect(me.channel).toMatchObject({ channelId: 'Creator1', nickname: 'Créatrice_1' })
  })

  it('answers the rule and availability codes', async () => {
    const client = await newMember('rules2@example.com')
    const create = (channelId: string, nickname: string) =>
      apiError(client.account.createChannel({ channelId, nickname }))
    expect(await create('myadmin1', 'Fine')).toMatchObject({ status: 400, code: 'CHA30000' })
    expect(await create('fine1234', 'The_Admin')).toMatchObject({ status: 400, code: 'CHA30001' })
    expect(await create('AIRWAVE', 'Unique1')).toMatchObject({ status: 409, code: 'CHA30007' })
    expect(await create('unique12', 'airwave')).toMatchObject({ status: 409, code: 'CHA30008' })
    expect(await create('abc', 'Fine')).toMatchObject({ status: 400, code: 'INVALID_REQUEST' })
    expect(await create('good1234', 'nick name')).toMatchObject({
      status: 400,
      code: 'INVALID_REQUEST',
    })
    await expect(
      client.account.checkChannel({ channelId: 'viewer1', nickname: 'Someone' }),
    ).rejects.toMatchObject({ code: 'CHA30007' })
    await expect(client.account.checkChannel({ channelId: 'free4you' })).resolves.toBeNull()
  })

  it('requires a signed-in member to create a channel', async () => {
    const error = await apiError(
      anonymous().account.createChannel({ channelId: 'anon1', nickname: 'Anon' }),
    )
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' })
  })
})

describe('withdrawal', () => {
  it('deletes the account: sessions end, the e-mail and nickname free up, the channel id stays taken', async () => {
    const client = await newMember('leaver@example.com')
    await client.account.createChannel({ channelId: 'leaver1', nickname: 'Leaver' })
    const refused = await apiError(
      client.account.deleteAccount({
        isTermsTerminationAccepted: false as true,
        unRegisterReason: { code: '1' },
      }),
    )
    expect(refused.status).toBe(400)
    // The access token alone is not enough: the password is asked again.
    const unconfirmed = await apiError(
      client.account.deleteAccount({
        isTermsTerminationAccepted: true,
        unRegisterReason: { code: '5', memo: 'bye' },
      }),
    )
    expect(unconfirmed).toMatchObject({ status: 403, code: 'REAUTH_REQUIRED' })
    await client.account.deleteAccount({
      isTermsTerminationAccepted: true,
      unRegisterReason: { code: '5', memo: 'bye' },
      password: 'Secure#2024',
    })
    expect((await apiError(client.channel.getMyChannel())).status).toBe(401)
    expect((await apiError(signIn('leaver@example.com', 'Secure#2024'))).status).toBe(401)
    const again = await newMember('leaver@example.com')
    await expect(
      again.account.createChannel({ channelId: 'leaver1', nickname: 'Leaver' }),
    ).rejects.toMatchObject({ code: 'CHA30007' })
    await expect(
      again.account.createChannel({ channelId: 'leaver2', nickname: 'Leaver' }),
    ).resolves.toBeTruthy()
  })

  it('lists the withdrawal reasons', async () => {
    const reasons = await anonymous().account.listUnregisterReasons()
    expect(reasons.length).toBeGreaterThan(0)
    expect(reasons[0]).toMatchObject({ code: '1', reason: expect.any(String) })
  })
})
