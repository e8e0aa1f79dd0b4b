// The optimistic on/off with a count lives in the core; follows and video likes run on it.

export {
  BLOCK_LIMIT,
  BLOCK_PAGE_SIZE,
  channelEndpoints,
  FOLLOWING_PAGE_SIZE,
  NOT_INTERESTED_PAGE_SIZE,
} from '../contract/channel/channel.endpoints'
export {
  type ChannelInfo,
  type ChannelPage,
  type ChannelSummary,
  type ChannelTarget,
  channelInfoAnswerSchema,
  channelInfoSchema,
  channelPageSchema,
  channelTargetSchema,
  type FollowingChannel,
  type FollowingPage,
  followingChannelSchema,
  followingPageSchema,
  type SessionUser,
  sessionUserSchema,
} from '../contract/channel/channel.schemas'
export {
  type CountedToggleContext,
  type CountedToggleEmitted,
  type CountedToggleEvent,
  type CountedToggleInput,
  type CountedToggleState,
  countedToggleMachine,
  countedToggleStateOf,
} from '../core/countedToggle.machine'
export {
  type BlockListRow,
  type BlockListState,
  type BlockListView,
  type BlockMutationOptions,
  blockListState,
  blockListView,
  blockMutation,
  type ReleasedUsers,
  releaseUser,
  unblockMutation,
} from './blockList'
export {
  blockedChannelIdsQuery,
  blockedListQuery,
  channelInfoQuery,
  channelKeys,
  followingListQuery,
  myChannelQuery,
  notInterestedListQuery,
  removeNotInterestedMutation,
} from './channel.queries'
export { type FollowClient, followActors } from './follow.actors'
export {
  isHidden,
  type NotInterestedClient,
  type NotInterestedContext,
  type NotInterestedEmitted,
  type NotInterestedEvent,
  notInterestedActors,
  notInterestedMachine,
} from './notInterested.machine'
export { nextBlockedPage, nextNotInterestedPage } from './paging'
