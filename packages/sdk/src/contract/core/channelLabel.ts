import * as z from 'zod/mini'
import { optionalString } from './fields'

/**
 * How a list names a channel (a message room's partner, a raid target, a search result): its
 * id, and the nickname and picture it shows, which the wire may leave out.
 *
 * @example z.object({ ...channelLabelShape, title: optionalString })
 */
export const channelLabelShape = {
  channelId: z.string(),
  nickname: optionalString,
  profileUrl: optionalString,
}
