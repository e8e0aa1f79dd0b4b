import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { keepScreenshot } from '../screenshots'
import { type SiteServer, startSiteServer } from '../siteServer'
import { embedClientAs, type PageServer, servePages } from './partner'

// Issue 24's two high findings, replayed in chromium with the attacker's own steps: a member
// lists the attacker's hosts for their channel's embed, then a signed-in streamer opens the
// attacker's page. On the same site (another port of the platform's host) the page tried to read
// the site's session, the stream key and a refresh token; from another site it began the embed's
// sign-in and claimed the streamer's session through the genuine popup.

const STREAMER = { email: 'streamer@airwave.test', password: 'Airwave!2026' }

let site: SiteServer
let browser: Browser
let attacker: PageServer
/** The attacker's page on the platform's own host (same site), another port. */
let sameSite = ''

// The attacker's page: it reports what it could read, never throwing.
const attackPage = `<!doctype html><html lang="en"><title>Free gems</title><main><h1>Free gems</h1></main>
<script>
window.received = []
addEventListener('message', (e) => window.received.push(e.data))
const read = (answer) => answer.json().catch(() => ({ status: answer.status }))
const attempt = (url, init) => fetch(url, init).then(read, () => 'blocked by the browser')
window.steal = async (site) => {
  const auth = await attempt(site + '/api/auth', { credentials: 'include' })
  const token = auth && auth.data && auth.data.accessToken
  const bearer = { authorization: 'Bearer ' + token, 'content-type': 'application/json' }
  return {
    auth,
    key: token ? await attempt(site + '/v2/stream/key', { headers: bearer }) : 'no token',
    switched: token
      ? await attempt(site + '/member/channel/switch', {
          method: 'POST', credentials: 'include', headers: bearer,
          body: JSON.stringify({ channelId: 'airwave' }),
        })
      : 'no token',
  }
}
window.begin = async (site) => {
  const answer = await fetch(site + '/api/auth/embed-login', { method: 'POST', credentials: 'include' })
  const { data } = await answer.json()
  window.loginId = data.loginId
  window.open(site + '/api/auth/embed-login/' + data.loginId + '/start?origin=' + encodeURIComponent(location.origin),
    'airwave-login', 'popup,width=1000,height=840')
}
window.claim = async (site) => {
  const handed = window.received.find((m) => m && m.type === 'embed-login-key')
  const answer = await fetch(site + '/api/auth/embed-login/claim', {
    method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: window.loginId, key: handed ? handed.key : 'none' }),
  })
  const body = await read(answer)
  const token = body && body.data && body.data.accessToken
  return {
    status: answer.status,
    token: token || null,
    key: token
      ? await attempt(site + '/v2/stream/key', { headers: { authorization: 'Bearer ' + token } })
      : 'no token',
  }
}
</script></html>`

beforeAll(async () => {
  site = await startSiteServer()
  attacker = await servePages({ '/': attackPage })
  sameSite = attacker.url.replace('localhost', '127.0.0.1')
  // viewer1 (any member with a channel) lists the attacker's pages for its embed.
  const mallory = await embedClientAs(site.url, 'viewer1@airwave.test')
  await mallory.client.embed.updateSettings({
    allowedHosts: [new URL(sameSite).host, attacker.host],
  })
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  attacker?.close()
  await site?.stop()
})

/** A browser where the streamer is signed in on the site. */
async function streamerSignedIn(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(`${site.url}/login`)
  await page.getByLabel('E-mail').fill(STREAMER.email)
  await page.getByLabel('Password', { exact: true }).fill(STREAMER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor()
  return { context, page }
}

describe('a host a member listed, opened by a signed-in streamer', () => {
  it('on the same site reads neither the session, nor the stream key, nor a refresh token', async () => {
    const { context, page } = await streamerSignedIn()
    try {
      await page.goto(sameSite)
      const stolen = await page.evaluate(
        (url) => (window as never as { steal(s: string): Promise<unknown> }).steal(url),
        site.url,
      )
      // The page reads its own embed partition (empty), never the site's session.
      expect(stolen).toEqual({
        auth: { statusCode: 200, message: 'OK', data: null },
        key: 'no token',
        switched: 'no token',
      })
    } finally {
      await context.close()
    }
  })

  it('from another site gets nothing from the popup until the streamer allows its named host', async () => {
    const { context, page } = await streamerSignedIn()
    try {
      await page.goto(attacker.url)
      const opened = context.waitForEvent('page')
      await page.evaluate(
        (url) => (window as never as { begin(s: string): Promise<void> }).begin(url),
        site.url,
      )
      const popup = await opened
      // The genuine popup names the page that asks, with the safe answer focused.
      await popup
        .getByRole('heading', { name: `Allow ${attacker.host} to use your Airwave account?` })
        .waitFor()
      await keepScreenshot(popup, 'embed-consent-attacker')
      // Before the streamer answers, the key the popup handed over claims nothing.
      const early = await page.evaluate(
        (url) => (window as never as { claim(s: string): Promise<unknown> }).claim(url),
        site.url,
      )
      expect(early).toEqual({ status: 409, token: null, key: 'no token' })
      // The popup closes as it answers: wait for it from before the click.
      const closed = popup.waitForEvent('close')
      await popup.getByRole('button', { name: 'Don’t allow' }).click()
      await closed
      const refused = await page.evaluate(
        (url) => (window as never as { claim(s: string): Promise<unknown> }).claim(url),
        site.url,
      )
      expect(refused).toEqual({ status: 409, token: null, key: 'no token' })
    } finally {
      await context.close()
    }
  })

  it('once allowed, holds a session scoped to the embed: the stream key stays out of reach', async () => {
    const { context, page } = await streamerSignedIn()
    try {
      await page.goto(attacker.url)
      const opened = context.waitForEvent('page')
      await page.evaluate(
        (url) => (window as never as { begin(s: string): Promise<void> }).begin(url),
        site.url,
      )
      const popup = await opened
      const closed = popup.waitForEvent('close')
      await popup.getByRole('button', { name: 'Allow', exact: true }).click()
      await closed
      const claimed = (await page.evaluate(
        (url) => (window as never as { claim(s: string): Promise<unknown> }).claim(url),
        site.url,
      )) as { status: number; token: string | null; key: unknown }
      // The browser refuses the page the answer (no CORS for the key)...
      expect(claimed).toMatchObject({ status: 200, key: 'blocked by the browser' })
      // ...and the server refuses the embed's token the key, the switch and the account anyway.
      const bearer = { authorization: `Bearer ${claimed.token}` }
      for (const [path, method] of [
        ['/v2/stream/key', 'GET'],
        ['/member/channel/switch', 'POST'],
        ['/v2/member/client', 'GET'],
      ] as const) {
        const answer = await fetch(`${site.url}${path}`, {
          method,
          headers: { ...bearer, 'content-type': 'application/json' },
          ...(method === 'POST' ? { body: JSON.stringify({ channelId: 'airwave' }) } : {}),
        })
        expect(answer.status, path).toBe(403)
        expect(((await answer.json()) as { code: string }).code, path).toBe('EMBED_SCOPE')
      }
    } finally {
      await context.close()
    }
  })
})
