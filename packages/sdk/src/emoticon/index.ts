export { emoticonEndpoints } from './emoticon.endpoints'
export {
  channelEmoticonListQuery,
  emoticonKeys,
  emoticonListQuery,
  userEmoticonsQuery,
} from './emoticon.queries'
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
export {
  type EmoticonAccess,
  type EmoticonAccessInput,
  emoticonAccess,
  type SubscriberEmoticon,
} from './emoticonAccess'
export {
  createRecentEmoticonStore,
  type RecentEmoticon,
  type RecentEmoticonStorage,
  type RecentEmoticonStore,
  type RecentEmoticonStoreOptions,
} from './recentEmoticons'
