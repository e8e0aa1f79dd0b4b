import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'

const getStatus = endpoint({
  method: 'GET',
  path: '/v2/platform/status',
  answer: z.object({ status: z.literal('ok') }),
  auth: 'none',
  chosen:
    'not in the spec: a call that answers 200 when the platform is up and, like every call, ' +
    '503 with the maintenance info during maintenance; the maintenance page asks it',
})

/**
 * The platform's own calls: whether it is up (the maintenance page asks until it is).
 *
 * @example
 * const client = createClient({ baseUrl, endpoints: { platform: platformEndpoints } })
 * await client.platform.getStatus() // { status: 'ok' }, or an ApiError of kind 'maintenance'
 */
export const platformEndpoints = { getStatus }
