import { endpoint } from '../../core/endpoint'
import { type LogKind, logAnswerSchema, logBatchSchema, logPayloadSchema } from './log.schemas'

const LOG_CHOSEN =
  'path /log/{kind} (the spec names the kinds, not the prefix); body logPayloadSchema'

const logCall = <const Path extends `/log/${LogKind}`>(path: Path) =>
  endpoint({
    method: 'POST',
    path,
    body: logPayloadSchema,
    answer: logAnswerSchema,
    auth: 'optional',
    embed: true,
    chosen: LOG_CHOSEN,
  })

/**
 * Several events at once: what the SDK's log client sends. A `vod/vout` beacon may come with a
 * `text/plain` body (`navigator.sendBeacon` sends no headers): the server reads it as JSON.
 *
 * @example client.log.batch({ events: [{ kind: 'vod/vin', clientId, viewId, channelId: 'airwave' }] })
 */
const batch = endpoint({
  method: 'POST',
  path: '/log/batch',
  body: logBatchSchema,
  answer: logAnswerSchema,
  auth: 'optional',
  embed: true,
  chosen: 'path /log/batch; body { events: logEventSchema[] } (1 to 50)',
})

/**
 * The log service's calls, one per kind, and the batch. @example client.log.vin({ clientId, viewId })
 */
export const logEndpoints = {
  batch,
  pageView: logCall('/log/page/view'),
  vin: logCall('/log/vod/vin'),
  vout: logCall('/log/vod/vout'),
  bin: logCall('/log/bin'),
  bout: logCall('/log/bout'),
  cin: logCall('/log/cin'),
  cout: logCall('/log/cout'),
  changeQuality: logCall('/log/change-quality'),
  cstatus: logCall('/log/cstatus'),
  sckact: logCall('/log/sckact'),
  useraction: logCall('/log/useraction'),
  ad: logCall('/log/ad'),
}
