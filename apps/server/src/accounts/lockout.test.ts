import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../seed'
import type { RunningServer } from '../server'
import { latestCode, startTestServer } from '../testing/testServer'

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
    // 100 failures from 10 addresses, none of which reaches its own limit of 10.
    for (let address = 0; address < 10; address++) {
      for (let i = 0; i < 10; i++) {
        const from = `192.0.2.${address + 1}`
        expect((await signIn('viewer2@airwave.test', `Wrong#${i}x9`, from)).status).toBe(401)
      }
    }
    expect(await signIn('viewer2@airwave.test', DEMO_PASSWORD, '198.51.100.30')).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
    })
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
