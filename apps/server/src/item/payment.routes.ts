import { failure, success } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import { requireAdmin } from '../account/platform/admin.routes'
import type { AppDeps } from '../deps'
import { paymentResultOf } from './orders'
import { applyPaymentEvent, refundOrder } from './paymentEvents'
import { checkoutPage, checkoutPolicy, closedPage } from './providers/localCheckoutPage'
import { LOCAL_CHECKOUT_FORM, type LocalProvider } from './providers/localProvider'
import type { PaymentProvider } from './providers/paymentProvider'
import { WebhookSignatureError } from './providers/paymentProvider'

/** Where providers deliver their webhooks (register it at Stripe: `{public URL}/v2/item/payment/webhook`). */
export const PAYMENT_WEBHOOK_PATH = '/v2/item/payment/webhook'

/**
 * The provider's webhook: its exact bytes are verified (`Stripe-Signature`, with the provider's
 * secret) before anything is read, then the event is applied once. 400 for a signature that does
 * not verify (nothing done); 200 with what it did otherwise, a replay included (`duplicate`), so
 * the provider stops sending it; 500 when applying it failed, so the provider sends it again.
 */
function webhookRoute(app: FastifyInstance, deps: AppDeps, provider: PaymentProvider) {
  app.register(async (scope) => {
    // The signature covers the bytes as sent: this route reads them raw, whatever the type.
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    )
    scope.post(PAYMENT_WEBHOOK_PATH, async (request, reply) => {
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const header = request.headers['stripe-signature']
      let event: ReturnType<PaymentProvider['verifyWebhook']>
      try {
        event = provider.verifyWebhook(payload, typeof header === 'string' ? header : undefined)
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error
        request.log.warn({ reason: error.message }, 'payment webhook refused')
        return reply
          .code(400)
          .send(failure(400, 'INVALID_SIGNATURE', 'The signature does not verify'))
      }
      const outcome = await applyPaymentEvent(deps, provider.name, event)
      if (outcome === 'mismatch' || outcome === 'unknown-order') {
        request.log.error(
          { event: event.id, orderNo: event.orderNo, outcome },
          'payment event not applied',
        )
      }
      return reply.send(success({ received: true, outcome }))
    })
  })
}

/**
 * The local checkout's page: the order and a card field (GET), and its form (POST): `pay` with
 * Stripe's approving test card completes the session and its signed webhook credits the order
 * before the buyer is sent back; the declining card shows the decline (the session stays open);
 * `cancel` closes the session (its webhook marks the order) and sends the buyer back.
 */
function localCheckoutRoutes(app: FastifyInstance, provider: LocalProvider) {
  const path = LOCAL_CHECKOUT_FORM.path.replace('{sessionId}', ':sessionId')
  const html = (
    reply: import('fastify').FastifyReply,
    successUrl: string | undefined,
    body: string,
  ) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .header(
        'content-security-policy',
        checkoutPolicy(successUrl ? new URL(successUrl).origin : "'self'"),
      )
      .send(body)

  app.get<{ Params: { sessionId: string } }>(path, async (request, reply) => {
    const session = await provider.session(request.params.sessionId)
    if (session?.status !== 'open') {
      return html(reply.code(session ? 410 : 404), session?.successUrl, closedPage(session))
    }
    return html(reply, session.successUrl, checkoutPage(session))
  })

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
    // Limited as every write is (limits/writeLimits.ts: checkoutForm, by address).
    scope.post<{ Params: { sessionId: string }; Body: Record<string, string> | undefined }>(
      path,
      async (request, reply) => {
        const { sessionId } = request.params
        const session = await provider.session(sessionId)
        if (session?.status !== 'open') {
          return html(reply.code(session ? 410 : 404), session?.successUrl, closedPage(session))
        }
        const form = request.body ?? {}
        if (form.action === 'cancel') {
          await provider.expireCheckout(sessionId)
          return reply.redirect(session.cancelUrl, 303)
        }
        const outcome = await provider.pay(sessionId, form.card ?? '')
        if (outcome === 'paid') return reply.redirect(session.successUrl, 303)
        if (outcome === 'closed')
          return html(reply.code(410), session.successUrl, closedPage(session))
        const error =
          outcome === 'declined'
            ? 'Your card was declined. Try another card.'
            : 'Use one of the test cards below: this checkout takes no real card.'
        // A page like any other (the error is on it), as a hosted checkout answers.
        return html(reply, session.successUrl, checkoutPage(session, error))
      },
    )
  })
}

/**
 * Operator refunds, outside the SDK contract (like the other `/admin` calls):
 * `POST /admin/item/order/{orderNo}/refund` takes a paid order's gems back (409 ITE20007 when
 * they were spent) and asks the provider to return its money (idempotent per order: call it
 * again after a provider failure).
 */
function refundRoute(app: FastifyInstance, deps: AppDeps, provider: PaymentProvider | undefined) {
  app.post<{ Params: { orderNo: string } }>(
    '/admin/item/order/:orderNo/refund',
    async (request, reply) => {
      requireAdmin(deps, request)
      const order = await refundOrder(deps.db, request.params.orderNo)
      // An order of another provider than today's is refunded at its provider by hand.
      if (provider?.name === order.provider) await provider.refund(order.paymentRef, order.orderNo)
      return reply.send(success(paymentResultOf(order)))
    },
  )
}

/**
 * The payment routes: the provider's webhook, the local checkout's page (local provider only)
 * and the operator's refund.
 */
export function paymentRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  provider: PaymentProvider | undefined,
  local: LocalProvider | undefined,
): void {
  if (provider) webhookRoute(app, deps, provider)
  if (local) localCheckoutRoutes(app, local)
  refundRoute(app, deps, provider)
}
