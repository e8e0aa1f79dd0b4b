export { emoticonEndpoints } from '../contract/emoticon/emoticon.endpoints'
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
} from '../contract/emoticon/emoticon.schemas'
export {
  channelEmoticonListQuery,
  emoticonKeys,
  emoticonListQuery,
  userEmoticonsQuery,
} from './emoticon.queries'
export {
  type ChannelEmoticonNeed,
  type EmoticonAccess,
  type EmoticonAccessInput,
  emoticonAccess,
  needsChannelEmoticons,
  type SubscriberEmoticon,
} from './emoticonAccess'
export {
  createRecentEmoticonStore,
  DEFAULT_LIST_KEY,
  keptRecentEmoticons,
  type PickedEmoticon,
  RECENT_DEFAULT_LIMIT,
  RECENT_SUBSCRIBE_PER_CHANNEL,
  RECENT_SUBSCRIBE_TOTAL,
  type RecentEmoticon,
  type RecentEmoticonStorage,
  type RecentEmoticonStore,
  type RecentEmoticonStoreOptions,
  rememberEmoticon,
  shownRecentEmoticons,
} from './recentEmoticons'
