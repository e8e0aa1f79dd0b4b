import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'
import { earningsRoutes } from './earnings.routes'
import { gemRoutes } from './gem.routes'
import { PAYMENT_WEBHOOK_PATH, paymentRoutes } from './payment.routes'
import { localWebhookSecret } from './paymentConfig'
import { createLocalProvider, type LocalProvider } from './providers/localProvider'
import type { PaymentProvider } from './providers/paymentProvider'
import { createStripeProvider } from './providers/stripeProvider'

/** The server's own webhook URL once it listens: where the local checkout delivers. */
function ownWebhookUrl(app: FastifyInstance, host: string): string | undefined {
  const address = app.server.address()
  if (!address || typeof address === 'string') return undefined
  const local = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host
  const name = local.includes(':') ? `[${local}]` : local
  return `http://${name}:${address.port}${PAYMENT_WEBHOOK_PATH}`
}

/**
 * The configured provider: Stripe, the local checkout, or none (production without Stripe).
 * A configuration without a word on payments (tests) gets the local checkout outside
 * production.
 */
function createProvider(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps
  const payments =
    config.payments !== undefined
      ? config.payments
      : config.production
        ? null
        : { provider: 'local' as const, webhookSecret: localWebhookSecret({}, config.dataDir) }
  if (!payments) return { provider: undefined, local: undefined }
  if (payments.provider === 'stripe') {
    const stripe: PaymentProvider = createStripeProvider(payments)
    return { provider: stripe, local: undefined }
  }
  const local: LocalProvider = createLocalProvider(deps.db, {
    url: () => ownWebhookUrl(app, config.host),
    secret: payments.webhookSecret,
  })
  app.addHook('onClose', async () => local.stop())
  return { provider: local, local }
}

/** The payment provider of an app, as its item routes made it. */
export interface AppPayments {
  provider: PaymentProvider | undefined
  local: LocalProvider | undefined
}

const paymentsByApp = new WeakMap<FastifyInstance, AppPayments>()

/**
 * The provider the item routes made for `app` (one per app: its local checkout's loop is one),
 * for the modules registered after them (subscriptions, gifts).
 *
 * @example const { provider, local } = paymentsOf(app)
 */
export function paymentsOf(app: FastifyInstance): AppPayments {
  const payments = paymentsByApp.get(app)
  if (!payments) throw new Error('Register itemRoutes before the modules that take payments')
  return payments
}

/**
 * Gems and payments (the SDK's `item` domain): the member's packs, orders, wallet and cheers,
 * the streamer's monetization, earnings and signature gems, and the payment provider's
 * webhook and checkout. Money moves only through the ledger (`ledger.ts`).
 *
 * @example export const routeModules = [..., itemRoutes]
 */
export function itemRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { provider, local } = createProvider(app, deps)
  paymentsByApp.set(app, { provider, local })
  gemRoutes(app, deps, provider)
  earningsRoutes(app, deps)
  paymentRoutes(app, deps, provider, local)
}
