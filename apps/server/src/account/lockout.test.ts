import { signInLinkToken } from '@airwave/sdk/account'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { advanceClock, resetClock } from '../clock'
import { DEMO_PASSWORD } from '../seed'
import type { RunningServer } from '../server'
import { latestCode, latestMail, latestSignInLink, startTestServer } from '../testing/testServer'

// Behind a proxy (trustProxy), so that each call can come from an address of its own.
let server: RunningServer

beforeAll(async () => {
  server = await startTestServer({ seed: true, config: { trustProxy: true } })
})
afterAll(() => server.stop())

function post(path: string, body: unknown, from: string) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  })
}

async function signIn(email: string, password: string, from: string) {
  const response = await post('/member/auth/sign-in', { email, password }, from)
  const body = (await response.json()) as { code?: string }
  return { status: response.status, code: body.code }
}

describe('sign-in lockout', () => {
  it('locks out the guessing address, not the owner signing in from another', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await signIn('viewer1@airwave.test', `Wrong#${i}x9`, '203.0.113.7')).status).toBe(401)
    }
    // The stranger's address is stopped, even with the right password...
    expect(await signIn('viewer1@airwave.test', DEMO_PASSWORD, '203.0.113.7')).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
    })
    // ...and the owner, elsewhere, signs in.
    expect((await signIn('viewer1@airwave.test', DEMO_PASSWORD, '198.51.100.20')).status).toBe(200)
  })

  it('stops an account guessed at from many addresses, at a slower rate', async () => {
    await lockAccount('viewer2@airwave.test')
    expect(await signIn('viewer2@airwave.test', DEMO_PASSWORD, '198.51.100.30')).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
    })
  })
})

/** 100 failures from 10 addresses, none of which reaches its own limit of 10. */
async function lockAccount(email: string) {
  for (let address = 0; address < 10; address++) {
    for (let i = 0; i < 10; i++) {
      const from = `192.0.2.${address + 1}`
      expect((await signIn(email, `Wrong#${i}x9`, from)).status).toBe(401)
    }
  }
}

async function useLink(token: string, from: string) {
  const response = await post('/member/auth/sign-in-link/use', { token }, from)
  const body = (await response.json()) as { code?: string; data?: { accessToken?: string } }
  return { status: response.status, code: body.code, signedIn: Boolean(body.data?.accessToken) }
}

describe('a locked account', () => {
  afterEach(() => resetClock())

  it("lets its owner in with a mailed link, once, while the strangers' guesses stay locked", async () => {
    const email = 'streamer@airwave.test'
    await lockAccount(email)
    const owner = '198.51.100.40'
    const refused = await post('/member/auth/sign-in', { email, password: DEMO_PASSWORD }, owner)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

    expect((await post('/member/auth/sign-in-link', { email }, owner)).status).toBe(200)
    const link = await latestSignInLink(server.url, email)
    expect(link.startsWith(`${server.url}/login/link#token=`)).toBe(true)
    const token = signInLinkToken(new URL(link).hash) ?? ''
    expect(await useLink(token, owner)).toEqual({ status: 200, code: undefined, signedIn: true })
    // Once only.
    expect(await useLink(token, owner)).toMatchObject({ status: 400, code: 'VERIFICATION_FAILED' })
    // The lock holds for passwords: the link opened the door for its holder alone.
    expect((await signIn(email, DEMO_PASSWORD, '192.0.2.1')).status).toBe(429)
  })

  it('keeps a link for 15 minutes, and only the newest', async () => {
    const email = 'viewer5@airwave.test'
    await lockAccount(email)
    const owner = '198.51.100.41'
    await post('/member/auth/sign-in-link', { email }, owner)
    const first = signInLinkToken(new URL(await latestSignInLink(server.url, email)).hash) ?? ''
    await post('/member/auth/sign-in-link', { email }, owner)
    const second = signInLinkToken(new URL(await latestSignInLink(server.url, email)).hash) ?? ''
    expect(second).not.toBe(first)
    expect(await useLink(first, owner)).toMatchObject({ status: 400, code: 'VERIFICATION_FAILED' })
    advanceClock(15 * 60 * 1000 + 1000)
    expect(await useLink(second, owner)).toMatchObject({ status: 400, code: 'VERIFICATION_FAILED' })
  })

  it('mails no link to an account whose sign-in is open, nor to an unknown address', async () => {
    const before = await latestMail(server.url, 'viewer3@airwave.test')
    const open = await post('/member/auth/sign-in-link', { email: 'viewer3@airwave.test' }, '::1')
    const unknown = await post('/member/auth/sign-in-link', { email: 'ghost@airwave.test' }, '::1')
    // Alike: the call tells nobody what it knows of an address.
    expect([open.status, unknown.status]).toEqual([200, 200])
    expect(await open.json()).toEqual(await unknown.json())
    expect(await latestMail(server.url, 'viewer3@airwave.test')).toEqual(before)
    expect(await latestMail(server.url, 'ghost@airwave.test')).toBeUndefined()
  })

  it('refuses a made-up link', async () => {
    const forged = `1.${'A'.repeat(43)}`
    expect(await useLink(forged, '::1')).toMatchObject({ status: 400, code: 'VERIFICATION_FAILED' })
  })
})

describe('verification codes', () => {
  it("are counted per requester: a stranger's requests leave the owner theirs", async () => {
    const email = 'fresh.owner@airwave.test'
    const stranger = '203.0.113.80'
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      statuses.push((await post('/member/email/verification', { email }, stranger)).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
    const owner = await post('/member/email/verification', { email }, '198.51.100.50')
    expect(owner.status).toBe(200)
    expect(await latestCode(server.url, email)).toMatch(/^\d{6}$/)
  })

  it('keep a mailbox from being flooded by many requesters together', async () => {
    const email = 'flooded@airwave.test'
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      const from = `203.0.113.${100 + Math.floor(i / 5)}`
      statuses.push((await post('/member/email/verification', { email }, from)).status)
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200))
    expect(statuses[20]).toBe(429)
  })
})

describe('sign-up', () => {
  const form = (email: string, number: string) => ({
    email,
    number,
    password: 'Secure#2024',
    year: 1990,
    month: 1,
    day: 15,
    termsCheck: true,
  })

  it('answers a wrong code alike for a registered and an unknown address', async () => {
    const registered = await post(
      '/member/sign-up',
      form('viewer3@airwave.test', '000000'),
      '203.0.113.50',
    )
    const unknown = await post(
      '/member/sign-up',
      form('nobody@airwave.test', '000000'),
      '203.0.113.50',
    )
    expect(registered.status).toBe(400)
    expect(await registered.json()).toEqual(await unknown.json())
    expect(unknown.status).toBe(400)
  })

  it('tells a registered address only to whoever has its code', async () => {
    const email = 'viewer4@airwave.test'
    await post('/member/email/verification', { email }, '203.0.113.51')
    const number = await latestCode(server.url, email)
    const response = await post('/member/sign-up', form(email, number), '203.0.113.51')
    expect(response.status).toBe(409)
  })

  it('limits sign-up attempts per address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      const response = await post(
        '/member/sign-up',
        form(`guess${i}@airwave.test`, '123456'),
        '203.0.113.99',
      )
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true)
    expect(statuses[20]).toBe(429)
  })
})
