import * as z from 'zod/mini'
import { endpoint } from '../../core/endpoint'
import {
  emoticonListSchema,
  streamerEmoticonsSchema,
  userEmoticonsSchema,
} from './emoticon.schemas'

const channelQuery = z.object({ channelId: z.string() })

const listEmoticons = endpoint({
  method: 'GET',
  path: '/v2/emoticon/list',
  answer: emoticonListSchema,
  auth: 'none',
  chosen: 'the spec fetches a static list file at a path not shown; served here',
})

const listChannelEmoticons = endpoint({
  method: 'GET',
  path: '/v2/item/subscribe/streamer/emoticonList',
  query: channelQuery,
  answer: streamerEmoticonsSchema,
  auth: 'optional',
  chosen: 'answer shape not shown: { channelId, nickName, emoticons }',
})

const getUserEmoticons = endpoint({
  method: 'GET',
  path: '/v2/item/emoticon/user',
  query: z.object({ channelId: z.optional(z.string()) }),
  answer: userEmoticonsSchema,
  auth: 'required',
  embed: true,
  chosen: 'path not shown; the member comes from the session instead of loginId/loginNickname',
})

/**
 * The emoticon picker's calls: default groups, a streamer's subscriber emoticons, the member's.
 *
 * @example
 * const client = bindEndpoints(transport, { emoticon: emoticonEndpoints })
 * const groups = await client.emoticon.listEmoticons()
 */
export const emoticonEndpoints = { listEmoticons, listChannelEmoticons, getUserEmoticons }
