export { emoticonEndpoints } from './emoticon.endpoints'
export { channelEmoticonListQuery, emoticonKeys, emoticonListQuery } from './emoticon.queries'
export {
  type Emoticon,
  type EmoticonGroup,
  type EmoticonList,
  emoticonGroupSchema,
  emoticonListSchema,
  emoticonSchema,
  RECENT_EMOTICON_LIMIT,
  RECENT_EMOTICON_TTL_MS,
  type StreamerEmoticons,
  streamerEmoticonsSchema,
  type UserEmoticons,
  userEmoticonsSchema,
} from './emoticon.schemas'
