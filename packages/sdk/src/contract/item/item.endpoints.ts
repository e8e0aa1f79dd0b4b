import { endpoint } from '../../core/endpoint'
import { earningsEndpoints } from './earnings.endpoints'
import { gemEndpoints } from './gem.endpoints'
import { alertExposureSchema } from './item.schemas'
import { subscriptionEndpoints } from './subscription.endpoints'

const REST = 'REST-consistent path under /v2/item'

/**
 * Which of the channel's alerts its alert box plays: the alert box's exposure settings, every
 * threshold filled in (minimum 1 gem by default). Anyone may read it.
 *
 * @example const { gem } = await client.item.getAlertExposure('airwave')
 */
const getAlertExposure = endpoint({
  method: 'GET',
  path: '/v2/item/alert/exposure/{channelId}',
  answer: alertExposureSchema,
  auth: 'optional',
  chosen: REST,
})

/** Subscription, gift, gem and payment calls, and the streamer's side of them. @example bindEndpoints(transport, { item: itemEndpoints }) */
export const itemEndpoints = {
  getAlertExposure,
  ...subscriptionEndpoints,
  ...gemEndpoints,
  ...earningsEndpoints,
}
