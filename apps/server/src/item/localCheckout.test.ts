import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../server'
import { startTestServer } from '../testing/testServer'
import { type ItemMember, itemMember, localPayments, newKey } from './itemTestKit'
import { auditLedger } from './ledger'
import { checkoutPage } from './providers/localCheckoutPage'
import type { LocalSession } from './providers/localProvider'

// The local checkout over real HTTP: its page, its form with Stripe's test cards, and its
// signed webhooks to the server's own route, retried until they are taken.

let server: RunningServer
let buyer: ItemMember
/** While set, the webhook route answers 503, as a server that is down would. */
let webhooksDown = false

beforeAll(async () => {
  server = await startTestServer({
    config: { payments: localPayments },
    extend: (app) =>
      app.addHook('onRequest', async (request, reply) => {
        if (webhooksDown && request.url === '/v2/item/payment/webhook') {
          return reply.code(503).send({ statusCode: 503, code: 'DOWN', message: 'down' })
        }
      }),
  })
  buyer = await itemMember(server, 'shopper')
})

afterAll(() => server.stop())

const submit = (url: string, form: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  })

const order = (packId = 'gem-500') => buyer.item.createGemOrder({ packId, region: 'NA' }, newKey())

/** Polls a condition every 100 ms, failing after 20 s (a hang guard, not a timing bet). */
async function until(what: string, probe: () => Promise<boolean>) {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (await probe()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`timed out waiting for ${what}`)
}

describe('the local checkout page', () => {
  it('shows the order, a card field, Pay and Cancel, under a policy of its own', async () => {
    const { checkoutUrl } = await order()
    const page = await fetch(checkoutUrl)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const policy = page.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("default-src 'none'")
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toContain('unsafe-inline')
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    const html = await page.text()
    expect(html).not.toMatch(/<script/i)
    expect(html).toContain('500 gems')
    expect(html).toContain('Pay $4.99')
    expect(html).toMatch(/<label for="card">Card number<\/label>/)
    expect(html).toMatch(/<input id="card" name="card"[^>]*autocomplete="cc-number"/)
    expect(html).toContain('value="cancel"')
  })

  it('escapes every text it shows', () => {
    const session = {
      id: 'cs_local_x"><script>',
      orderNo: '<b>G1</b>',
      amount: 499,
      currency: 'USD',
      itemName: '<img src=x onerror=alert(1)>',
      successUrl: 'http://127.0.0.1/payment/redirect/gem',
      cancelUrl: 'http://127.0.0.1/payment/redirect/gem',
      status: 'open',
      mode: 'payment',
      subscriptionRef: null,
      paymentIntent: 'pi',
      createdAt: new Date(),
      expiresAt: new Date(),
    } satisfies LocalSession
    const html = checkoutPage(session, 'Declined <i>now</i>')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<b>')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('Declined &lt;i&gt;now&lt;/i&gt;')
  })

  it('pays with 4242 4242 4242 4242: the signed webhook credits the order before the buyer is back', async () => {
    const made = await order()
    const before = (await buyer.item.getPossess()).gem
    const paid = await submit(made.checkoutUrl, { action: 'pay', card: '4242 4242 4242 4242' })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(
      `${server.url}/payment/redirect/gem?orderNo=${made.orderNo}`,
    )
    expect(await buyer.item.getPaymentResult(made.orderNo)).toMatchObject({ status: 'SUCCESS' })
    expect((await buyer.item.getPossess()).gem).toBe(before + 500)
    // Paid once: the page is closed and a second submit pays nothing.
    expect((await fetch(made.checkoutUrl)).status).toBe(410)
    expect(
      (await submit(made.checkoutUrl, { action: 'pay', card: '4242424242424242' })).status,
    ).toBe(410)
    expect((await buyer.item.getPossess()).gem).toBe(before + 500)
  })

  it('declines 4000 0000 0000 0002 and refuses other numbers, crediting nothing; the checkout stays open', async () => {
    const made = await order('gem-100')
    const before = (await buyer.item.getPossess()).gem
    const declined = await submit(made.checkoutUrl, { action: 'pay', card: '4000 0000 0000 0002' })
    expect(declined.status).toBe(200)
    expect(await declined.text()).toContain('Your card was declined')
    expect(await buyer.item.getPaymentResult(made.orderNo)).toMatchObject({ status: 'DECLINED' })
    const unknown = await submit(made.checkoutUrl, { action: 'pay', card: '5555 5555 5555 4444' })
    expect(unknown.status).toBe(200)
    expect(await unknown.text()).toContain('test cards')
    expect((await buyer.item.getPossess()).gem).toBe(before)
    // Another card pays the same checkout.
    await submit(made.checkoutUrl, { action: 'pay', card: '4242424242424242' })
    expect(await buyer.item.getPaymentResult(made.orderNo)).toMatchObject({ status: 'SUCCESS' })
    expect((await buyer.item.getPossess()).gem).toBe(before + 100)
  })

  it('cancels: back to the site, the order closed, nothing credited', async () => {
    const made = await order('gem-100')
    const before = (await buyer.item.getPossess()).gem
    const cancelled = await submit(made.checkoutUrl, { action: 'cancel' })
    expect(cancelled.status).toBe(303)
    expect(await buyer.item.getPaymentResult(made.orderNo)).toMatchObject({ status: 'EXPIRED' })
    expect(
      (await submit(made.checkoutUrl, { action: 'pay', card: '4242424242424242' })).status,
    ).toBe(410)
    expect((await buyer.item.getPossess()).gem).toBe(before)
  })

  it('delivers its webhook again until the server takes it; the return alone credits nothing', async () => {
    const made = await order('gem-100')
    const before = (await buyer.item.getPossess()).gem
    webhooksDown = true
    const paid = await submit(made.checkoutUrl, { action: 'pay', card: '4242424242424242' })
    expect(paid.status).toBe(303)
    // The buyer is back, the provider has not been heard: nothing is credited.
    await fetch(paid.headers.get('location') ?? '')
    expect(await buyer.item.getPaymentResult(made.orderNo)).toMatchObject({ status: 'PENDING' })
    expect((await buyer.item.getPossess()).gem).toBe(before)
    webhooksDown = false
    await until('the retried delivery', async () => {
      return (await buyer.item.getPaymentResult(made.orderNo)).status === 'SUCCESS'
    })
    expect((await buyer.item.getPossess()).gem).toBe(before + 100)
    const audit = await auditLedger(server.deps.db)
    expect(audit.mismatched).toEqual([])
    expect(audit.negative).toEqual([])
  })
})
