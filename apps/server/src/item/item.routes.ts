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

const providers = new WeakMap<AppDeps, PaymentProvider | undefined>()

/**
 * The payment provider `itemRoutes` opened for these deps (undefined: payments are not offered),
 * for the other domains that open checkouts (gift subscriptions): one provider per server.
 *
 * @example const provider = paymentProviderOf(deps)
 */
export const paymentProviderOf = (deps: AppDeps): PaymentProvider | undefined => providers.get(deps)

/**
 * Gems and payments (the SDK's `item` domain): the member's packs, orders, wallet and cheers,
 * the streamer's monetization, earnings and signature gems, and the payment provider's
 * webhook and checkout. Money moves only through the ledger (`ledger.ts`).
 *
 * @example export const routeModules = [..., itemRoutes]
 */
export function itemRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { provider, local } = createProvider(app, deps)
  providers.set(deps, provider)
  gemRoutes(app, deps, provider)
  earningsRoutes(app, deps)
  paymentRoutes(app, deps, provider, local)
}
