import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Who hosts the checkout. `local`: the server's own checkout page, which signs its webhooks
 * with `webhookSecret` as Stripe does (development and tests only). `stripe`: Stripe Checkout,
 * with the account's secret key and the webhook endpoint's signing secret; `apiUrl` points the
 * client at another host (stripe-mock, a test stand-in).
 */
export type PaymentConfig =
  | { provider: 'local'; webhookSecret: string }
  | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiUrl?: string }

type Env = Record<string, string | undefined>

const LOCAL_SECRET_FILE = 'local-webhook-secret'

/**
 * The local provider's signing secret: `AIRWAVE_LOCAL_WEBHOOK_SECRET`, else one generated once
 * in the data directory (as the development JWT secret is), so a restart verifies the deliveries
 * it left behind.
 *
 * @example localWebhookSecret({}, './.airwave-data') // 'whsec_local_…'
 */
export function localWebhookSecret(env: Env, dataDir: string): string {
  const given = env.AIRWAVE_LOCAL_WEBHOOK_SECRET
  if (given) return given
  const file = join(dataDir, LOCAL_SECRET_FILE)
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, `whsec_local_${randomBytes(24).toString('base64url')}`, { mode: 0o600 })
  }
  return readFileSync(file, 'utf8').trim()
}

/**
 * The payment provider from the environment: `AIRWAVE_PAYMENT_PROVIDER` (`stripe` or
 * `local`), else Stripe when `STRIPE_SECRET_KEY` is set, else the local checkout outside
 * production and none in production (a checkout that approves test cards must never sell real
 * gems). Throws a message for a setting that cannot work.
 *
 * @example loadPaymentConfig(process.env, dataDir, false) // { provider: 'local', … }
 */
export function loadPaymentConfig(
  env: Env,
  dataDir: string,
  production: boolean,
): PaymentConfig | null {
  const chosen = env.AIRWAVE_PAYMENT_PROVIDER || (env.STRIPE_SECRET_KEY ? 'stripe' : undefined)
  if (chosen === 'stripe') {
    const secretKey = env.STRIPE_SECRET_KEY
    const webhookSecret = env.STRIPE_WEBHOOK_SECRET
    if (!secretKey || !webhookSecret) {
      throw new Error('Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET')
    }
    const apiUrl = env.AIRWAVE_STRIPE_API_URL
    if (apiUrl && !/^https?:\/\/[^/]+\/?$/.test(apiUrl)) {
      throw new Error('AIRWAVE_STRIPE_API_URL must be an origin, like http://127.0.0.1:12111')
    }
    return { provider: 'stripe', secretKey, webhookSecret, ...(apiUrl ? { apiUrl } : {}) }
  }
  if (chosen === 'local' || (chosen === undefined && !production)) {
    if (production) throw new Error('The local checkout approves test cards: not in production')
    return { provider: 'local', webhookSecret: localWebhookSecret(env, dataDir) }
  }
  if (chosen === undefined) return null
  throw new Error(`AIRWAVE_PAYMENT_PROVIDER must be stripe or local, got "${chosen}"`)
}
