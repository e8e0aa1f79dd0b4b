import { readSocialReturn, type SocialCheckResult } from '@airwave/sdk/account'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember } from '../../community/testKit'
import { members, socialLinks } from '../../db/schema'
import type { RunningServer } from '../../server'
import { startTestServer } from '../../testing/testServer'
import { TestBrowser } from './socialTestBrowser'

let server: RunningServer
const isSite = (location: URL) => location.origin === server.url

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

/** Starts a flow in `browser` and signs in at the provider (when it asks): the return page. */
async function runFlow(
  browser: TestBrowser,
  platform: string,
  options: { intent?: string; token?: string; email?: string; cancel?: boolean } = {},
) {
  const returnPath = `/login/popup/${platform}`
  const started = await browser.api<{ authorizationUrl: string }>(
    server.url,
    'POST',
    `/member/auth/social/${platform}/authorize`,
    { intent: options.intent ?? 'login', returnPath },
    options.token,
  )
  expect(started.status).toBe(200)
  const authorizationUrl = new URL(started.data.authorizationUrl)
  // Every flow carries state, nonce and a S256 PKCE challenge to the provider.
  expect(authorizationUrl.searchParams.get('state')).toMatch(/.{20,}/)
  expect(authorizationUrl.searchParams.get('nonce')).toMatch(/.{20,}/)
  expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256')
  let visit = await browser.follow(authorizationUrl, isSite)
  if (!isSite(visit.url)) {
    // The provider's sign-in page, a real HTML form.
    expect(visit.html).toContain('<form method="post"')
    visit = await browser.submitSignIn(
      visit,
      isSite,
      options.cancel ? 'cancel' : { email: options.email ?? 'neo@example.com', name: 'Neo' },
    )
  }
  // Apple's answer is a form POST to the callback: the browser submits it.
  const posted = isSite(visit.url) ? undefined : await browser.submitFormPost(visit)
  expect(posted !== undefined).toBe(platform === 'apple')
  if (posted) {
    expect(posted.status).toBe(303)
    return readSocialReturn(posted.url.hash)
  }
  // The provider answers the site's callback, which sends the browser to the return page,
  // keeping the popup's opener (browsers apply the opener policy at every redirect).
  expect(visit.url.pathname).toBe(`/member/auth/social/${platform}/callback`)
  const redirect = await browser.fetch(visit.url)
  expect(redirect.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
  const back = await browser.follow(
    new URL(redirect.headers.get('location') ?? '', visit.url),
    isSite,
  )
  expect(back.url.pathname).toBe(returnPath)
  return readSocialReturn(back.url.hash)
}

async function check(browser: TestBrowser, platform: string, socialToken: string, token?: string) {
  return browser.api<SocialCheckResult>(
    server.url,
    'POST',
    `/member/auth/social/${platform}/check`,
    { accessToken: socialToken },
    token,
  )
}

const tokenOf = (result: ReturnType<typeof readSocialReturn>) => {
  if (result?.kind !== 'token') throw new Error(`no social token: ${JSON.stringify(result)}`)
  return result.socialToken
}

describe('social sign-in through the local provider', () => {
  const browser = new TestBrowser()
  let accessToken = ''

  it('offers the three platforms through the local provider outside production', async () => {
    const { data } = await browser.api<{ providers: unknown[] }>(
      server.url,
      'GET',
      '/member/auth/social/providers',
    )
    expect(data.providers).toEqual([
      { platform: 'google', local: true },
      { platform: 'apple', local: true },
      { platform: 'facebook', local: true },
    ])
  })

  it('signs a new member up: check, agreement and channel, then the session', async () => {
    const result = await runFlow(browser, 'google', { email: 'neo@example.com' })
    const socialToken = tokenOf(result)
    const checked = await check(browser, 'google', socialToken)
    expect(checked.data).toMatchObject({ status: 'sign-up', platform: 'google' })
    // The social token is single-use.
    expect((await check(browser, 'google', socialToken)).code).toBe('SOC10004')

    const pending = await browser.api(server.url, 'GET', '/member/auth/social/sign-up')
    expect(pending.data).toMatchObject({
      platform: 'google',
      email: 'neo@example.com',
      name: 'Neo',
    })

    const tooYoung = await browser.api(server.url, 'POST', '/member/auth/social/sign-up', {
      termsCheck: true,
      year: new Date().getFullYear() - 5,
      month: 1,
      day: 1,
      channelId: 'neo42',
      nickname: 'Neo',
    })
    expect(tooYoung.status).toBe(400)
    await addMember(server, 'takenid')
    const taken = await browser.api(server.url, 'POST', '/member/auth/social/sign-up', {
      termsCheck: true,
      year: 1990,
      month: 4,
      day: 2,
      channelId: 'takenid',
      nickname: 'Neo',
    })
    expect(taken.code).toBe('CHA30007')

    const signedUp = await browser.api<{ accessToken: string; refreshToken?: string }>(
      server.url,
      'POST',
      '/member/auth/social/sign-up',
      { termsCheck: true, year: 1990, month: 4, day: 2, channelId: 'neo42', nickname: 'Neo' },
    )
    expect(signedUp.status).toBe(200)
    // The refresh token stays in the httpOnly session cookie.
    expect(signedUp.data.refreshToken).toBeUndefined()
    expect(browser.cookie(new URL(server.url).host, 'airwave_session')).toBeTruthy()
    accessToken = signedUp.data.accessToken
    const [member] = await server.deps.db
      .select()
      .from(members)
      .where(eq(members.email, 'neo@example.com'))
    expect(member).toMatchObject({ socialPlatform: 'google', birthDate: '1990-04-02' })
    // The sign-up is done: it cannot be sent twice.
    expect((await browser.api(server.url, 'GET', '/member/auth/social/sign-up')).status).toBe(404)
  })

  it('signs the member in again with the same account', async () => {
    const other = new TestBrowser()
    const socialToken = tokenOf(await runFlow(other, 'google', { email: 'neo@example.com' }))
    const checked = await check(other, 'google', socialToken)
    expect(checked.data.status).toBe('signed-in')
    expect(checked.data.tokens?.accessToken).toBeTruthy()
    expect(checked.data.tokens?.refreshToken).toBeUndefined()
    const me = await other.api<{ channel: { channelId: string } }>(
      server.url,
      'GET',
      '/v2/channel/info',
      undefined,
      checked.data.tokens?.accessToken,
    )
    expect(me.data.channel.channelId).toBe('neo42')
  })

  it('links facebook, lists it, unlinks it, and keeps the last way to sign in', async () => {
    const socialToken = tokenOf(
      await runFlow(browser, 'facebook', { intent: 'link', token: accessToken }),
    )
    // Only the member who started the link finishes it.
    expect((await check(browser, 'facebook', socialToken)).status).toBe(401)
    const linked = await check(browser, 'facebook', socialToken, accessToken)
    expect(linked.data.status).toBe('linked')
    const list = await browser.api<{
      items: { thirdPartyIdx: number; socialPlatform: string }[]
      total: number
      hasPassword: boolean
    }>(server.url, 'GET', '/v2/member/channel/third-party?page=1&limit=10', undefined, accessToken)
    expect(list.data.items.map((item) => item.socialPlatform)).toEqual(['google', 'facebook'])
    expect(list.data.hasPassword).toBe(false)
    const [google, facebook] = list.data.items
    const gone = await browser.api(
      server.url,
      'DELETE',
      `/v2/member/channel/third-party/${facebook?.thirdPartyIdx}`,
      undefined,
      accessToken,
    )
    expect(gone.status).toBe(200)
    const last = await browser.api(
      server.url,
      'DELETE',
      `/v2/member/channel/third-party/${google?.thirdPartyIdx}`,
      undefined,
      accessToken,
    )
    expect(last.code).toBe('SOC10003')
  })

  it('refuses a social account linked to another member with SOC10001', async () => {
    const other = await addMember(server, 'trinity')
    const browser2 = new TestBrowser()
    const socialToken = tokenOf(
      await runFlow(browser2, 'google', {
        intent: 'link',
        token: other.token,
        email: 'neo@example.com',
      }),
    )
    const refused = await check(browser2, 'google', socialToken, other.token)
    expect(refused).toMatchObject({ status: 409, code: 'SOC10001' })
    const links = await server.deps.db
      .select()
      .from(socialLinks)
      .where(eq(socialLinks.memberId, other.memberId))
    expect(links).toEqual([])
  })

  it('re-verifies the member with check=true', async () => {
    const socialToken = tokenOf(
      await runFlow(browser, 'google', {
        intent: 'check',
        token: accessToken,
        email: 'neo@example.com',
      }),
    )
    const verified = await check(browser, 'google', socialToken, accessToken)
    expect(verified.data.status).toBe('verified')
  })

  it('answers already-registered when the e-mail is an e-mail member', async () => {
    await addMember(server, 'morpheus')
    const browser3 = new TestBrowser()
    const socialToken = tokenOf(
      await runFlow(browser3, 'apple', { email: 'morpheus@airwave.test' }),
    )
    expect((await check(browser3, 'apple', socialToken)).data.status).toBe('already-registered')
  })
})

describe('social flow security', () => {
  it('goes back cancelled when the member cancels at the provider', async () => {
    const browser = new TestBrowser()
    expect(await runFlow(browser, 'apple', { cancel: true })).toEqual({ kind: 'cancelled' })
  })

  it('refuses a provider answer in another browser, a forged state and a replayed callback', async () => {
    const victim = new TestBrowser()
    const started = await victim.api<{ authorizationUrl: string }>(
      server.url,
      'POST',
      '/member/auth/social/google/authorize',
      {
        intent: 'login',
        returnPath: '/login/popup/google',
      },
    )
    const page = await victim.follow(started.data.authorizationUrl, isSite)
    const callback = await victim.submitSignIn(page, isSite, { email: 'x@example.com' })
    expect(callback.url.pathname).toBe('/member/auth/social/google/callback')

    // Login CSRF: the callback in a browser without the flow's cookie is refused.
    const attacker = new TestBrowser()
    const stolen = await attacker.follow(callback.url, isSite)
    expect(readSocialReturn(stolen.url.hash)).toEqual({ kind: 'failed', code: 'SOC10004' })
    // The refused flow is gone: the owner's browser cannot use that answer either.
    const after = await victim.follow(callback.url, isSite)
    expect(readSocialReturn(after.url.hash)).toEqual({ kind: 'failed', code: 'SOC10004' })

    const forged = new URL(callback.url)
    forged.searchParams.set('state', 'forged-state-value-000000000000')
    expect(readSocialReturn((await victim.follow(forged, isSite)).url.hash)?.kind).toBe('failed')
  })

  it('refuses a social token checked in another browser', async () => {
    const owner = new TestBrowser()
    const socialToken = tokenOf(await runFlow(owner, 'google', { email: 'y@example.com' }))
    const thief = new TestBrowser()
    expect((await check(thief, 'google', socialToken)).code).toBe('SOC10004')
    expect((await check(owner, 'google', socialToken)).data.status).toBe('sign-up')
  })

  it('refuses a return path outside the site and an unknown platform', async () => {
    const browser = new TestBrowser()
    const away = await browser.api(server.url, 'POST', '/member/auth/social/google/authorize', {
      intent: 'login',
      returnPath: '//evil.example/',
    })
    expect(away.status).toBe(400)
    const unknown = await browser.api(server.url, 'POST', '/member/auth/social/myspace/authorize', {
      intent: 'login',
      returnPath: '/login/popup/myspace',
    })
    expect(unknown.code).toBe('SOC10005')
    const link = await browser.api(server.url, 'POST', '/member/auth/social/google/authorize', {
      intent: 'link',
      returnPath: '/login/popup/google',
    })
    expect(link.status).toBe(401)
  })
})
