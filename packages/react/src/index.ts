// @airwave/react: the provider and hooks over the SDK's queries and machines. The SDK core an
// app needs to set them up (client, session, token stores, errors) is re-exported here, so an
// app installs this one package, as @tanstack/react-query re-exports query-core.
export type {
  Client,
  ClientOptions,
  ErrorKind,
  Session,
  SessionOptions,
  SessionStatus,
  Toast,
  ToastPlace,
  ToastQueue,
  TokenStore,
} from '@airwave/sdk'
export {
  ApiError,
  cookieTokenStore,
  createClient,
  createQueryClient,
  createSession,
  createToastQueue,
  localStorageTokenStore,
  memoryTokenStore,
} from '@airwave/sdk'
export { channelEndpoints } from '@airwave/sdk/channel'
export type { BoardEmitted, PostFilters, Viewer } from '@airwave/sdk/community'
export { communityEndpoints } from '@airwave/sdk/community'
export { emoticonEndpoints } from '@airwave/sdk/emoticon'
export { AirwaveProvider, type AirwaveProviderProps } from './AirwaveProvider'
export {
  type AirwaveClient,
  type AirwaveContextValue,
  type Theme,
  useAirwave,
  useLocale,
  useTheme,
} from './airwaveContext'
export { type BlockList, type UseBlockListOptions, useBlockList } from './useBlockList'
export {
  type CommentThread,
  type UseCommentThreadOptions,
  useCommentThread,
} from './useCommentThread'
export { useEmoticons } from './useEmoticons'
export { usePost } from './usePost'
export { usePostList } from './usePostList'
export {
  type PostListActor,
  type UsePostListMachineOptions,
  usePostListMachine,
} from './usePostListMachine'
export { useReplies } from './useReplies'
export { useToasts } from './useToasts'
