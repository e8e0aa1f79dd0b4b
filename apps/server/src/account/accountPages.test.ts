import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../server'
import { apiError, sdkClient } from '../testing/sdkClient'
import { latestCode, startTestServer, TEST_ADMIN_TOKEN } from '../testing/testServer'
import { isReservedChannelId } from './reservedChannelIds'

// What the site's account pages need from the server beyond sign-up and sign-in: the code
// checked at the first step, the reserved channel ids, the member's channels (list, switch,
// delete) and an operator's account block.

let server: RunningServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const birth = { year: 1990, month: 4, day: 2 }
const PASSWORD = 'Secure#2024'

async function signedUp(email: string) {
  const client = sdkClient(server.url)
  await client.account.sendVerification({ email })
  const number = await latestCode(server.url, email)
  const tokens = await client.account.signUp({
    email,
    number,
    password: PASSWORD,
    ...birth,
    termsCheck: true,
  })
  let token = tokens.accessToken
  const signed = sdkClient(server.url, () => token)
  return { client: signed, setToken: (next: string) => (token = next) }
}

describe('checking the verification code', () => {
  it('says a wrong code, then the right one and whether the address is registered, unspent', async () => {
    const client = sdkClient(server.url)
    await client.account.sendVerification({ email: 'check@example.com' })
    const code = await latestCode(server.url, 'check@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    const refused = await apiError(
      client.account.checkVerification({ email: 'check@example.com', number: wrong }),
    )
    expect(refused).toMatchObject({ status: 400, code: 'VERIFICATION_FAILED' })
    expect(
      await client.account.checkVerification({ email: 'Check@Example.com', number: code }),
    ).toEqual({ registered: false })
    // Checked, not spent: the sign-up still takes it.
    await client.account.signUp({
      email: 'check@example.com',
      number: code,
      password: PASSWORD,
      ...birth,
      termsCheck: true,
    })

    await client.account.sendVerification({ email: 'check@example.com' })
    const again = await latestCode(server.url, 'check@example.com')
    expect(
      await client.account.checkVerification({ email: 'check@example.com', number: again }),
    ).toEqual({ registered: true })
  })

  it('burns the code after 5 wrong checks', async () => {
    const client = sdkClient(server.url)
    await client.account.sendVerification({ email: 'guess@example.com' })
    const code = await latestCode(server.url, 'guess@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      await apiError(
        client.account.checkVerification({ email: 'guess@example.com', number: wrong }),
      )
    }
    const burnt = await apiError(
      client.account.checkVerification({ email: 'guess@example.com', number: code }),
    )
    expect(burnt.code).toBe('VERIFICATION_FAILED')
  })
})

/** Every static first segment of the site's routes (`path: 'x/…'`, `` `x/${…}` ``). */
function siteFirstSegments(): string[] {
  const here = dirname(fileURLToPath(import.meta.url))
  const app = join(here, '../../../site/src/app')
  const files = [
    join(app, 'router.tsx'),
    ...readdirSync(join(app, 'routes')).map((name) => join(app, 'routes', name)),
  ]
  const segments = new Set<string>()
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    for (const match of source.matchAll(/path:\s*['`]([^'`$]*)/g)) {
      const first = (match[1] ?? '').replace(/^\//, '').split('/')[0] ?? ''
      if (first && !first.startsWith(':') && first !== '*') segments.add(first)
    }
    // Route lists built from arrays of paths: ['search', 'search/tag/:tag'].map(…)
    for (const list of source.matchAll(/\[((?:\s*'[^']*',?)+)\s*\]\.map/g)) {
      for (const item of (list[1] ?? '').matchAll(/'([^']*)'/g)) {
        const first = (item[1] ?? '').split('/')[0] ?? ''
        if (/^[a-z]/i.test(first)) segments.add(first)
      }
    }
  }
  return [...segments]
}

describe('reserved channel ids', () => {
  it('reserves every first segment of the site that could be a channel id', () => {
    const segments = siteFirstSegments()
    expect(segments).toEqual(expect.arrayContaining(['login', 'live', 'search', 'dashboard']))
    const couldBeIds = segments.filter((segment) => /^[A-Za-z0-9]{4,15}$/.test(segment))
    expect(couldBeIds.filter((segment) => !isReservedChannelId(segment))).toEqual([])
  })

  it('matches whole ids without case, not parts of them', () => {
    expect(isReservedChannelId('LOGIN')).toBe(true)
    expect(isReservedChannelId('olivia')).toBe(false)
    expect(isReservedChannelId('livestream')).toBe(false)
  })

  it('refuses a reserved id with CHA30000 at the check and at creation', async () => {
    const { client } = await signedUp('reserved@example.com')
    for (const channelId of ['login', 'Dashboard', 'video', 'chat']) {
      const error = await apiError(client.account.checkChannel({ channelId }))
      expect({ channelId, code: error.code, kind: error.kind }).toEqual({
        channelId,
        code: 'CHA30000',
        kind: 'forbidden-word',
      })
    }
    const created = await apiError(
      client.account.createChannel({ channelId: 'search', nickname: 'Searcher' }),
    )
    expect(created.code).toBe('CHA30000')
    await client.account.createChannel({ channelId: 'searcher1', nickname: 'Searcher' })
  })
})

describe("the member's channels", () => {
  it('lists, switches and deletes them; deleting the acting one acts as the next', async () => {
    const { client, setToken } = await signedUp('owner@example.com')
    expect(await client.account.listMyChannels()).toEqual([])
    await client.account.createChannel({ channelId: 'ownerMain', nickname: 'OwnerMain' })
    await client.account.createChannel({ channelId: 'ownerSide', nickname: 'OwnerSide' })
    const listed = await client.account.listMyChannels()
    expect(listed.map(({ channelId, active }) => ({ channelId, active }))).toEqual([
      { channelId: 'ownerMain', active: true },
      { channelId: 'ownerSide', active: false },
    ])

    setToken((await client.account.switchChannel({ channelId: 'ownerside' })).accessToken)
    expect((await client.channel.getMyChannel()).channel?.channelId).toBe('ownerSide')

    const pair = await client.account.deleteChannel({ channelId: 'ownerSide' })
    setToken(pair.accessToken)
    expect((await client.channel.getMyChannel()).channel?.channelId).toBe('ownerMain')
    expect((await client.account.listMyChannels()).map((c) => c.channelId)).toEqual(['ownerMain'])

    // The id stays taken; the nickname is free again.
    expect((await apiError(client.account.checkChannel({ channelId: 'ownerSide' }))).code).toBe(
      'CHA30007',
    )
    await client.account.checkChannel({ nickname: 'OwnerSide' })

    setToken((await client.account.deleteChannel({ channelId: 'ownerMain' })).accessToken)
    expect((await client.channel.getMyChannel()).channel).toBeNull()
    expect((await apiError(client.account.deleteChannel({ channelId: 'ownerMain' }))).code).toBe(
      'CHA30006',
    )
  })

  it("refuses to delete another member's channel", async () => {
    const { client } = await signedUp('thief@example.com')
    const owner = await signedUp('victim@example.com')
    await owner.client.account.createChannel({ channelId: 'victim1', nickname: 'Victim' })
    expect((await apiError(client.account.deleteChannel({ channelId: 'victim1' }))).code).toBe(
      'CHA30006',
    )
    expect(await owner.client.account.listMyChannels()).toHaveLength(1)
  })
})

describe("an operator's account block", () => {
  const block = (method: 'POST' | 'DELETE', email: string, token = TEST_ADMIN_TOKEN) =>
    fetch(`${server.url}/admin/member/block`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })

  it('refuses sign-in with MEM10029 until lifted, and needs the admin token', async () => {
    await signedUp('blocked@example.com')
    expect((await block('POST', 'blocked@example.com', 'wrong')).status).toBe(401)
    expect((await block('POST', 'nobody@example.com')).status).toBe(404)
    expect((await block('POST', 'blocked@example.com')).status).toBe(200)
    const client = sdkClient(server.url)
    const refused = await apiError(
      client.account.signIn({ email: 'blocked@example.com', password: PASSWORD }),
    )
    expect(refused).toMatchObject({ status: 403, code: 'MEM10029', kind: 'account-blocked' })
    expect((await block('DELETE', 'blocked@example.com')).status).toBe(200)
    await client.account.signIn({ email: 'blocked@example.com', password: PASSWORD })
  })
})
