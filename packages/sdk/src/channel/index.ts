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
  bannerFileProblem,
  CHANNEL_BANNER_FILE_MAX,
  CHANNEL_BANNERS_MAX,
  type ChannelBanner,
} from '../contract/channel/channelBanner.schemas'
export {
  CHANNEL_DESCRIPTION_MAX,
  CHANNEL_LINK_REL,
  CHANNEL_LINK_TITLE_MAX,
  CHANNEL_LINK_URL_MAX,
  CHANNEL_LINKS_MAX,
  type ChannelLink,
  type ChannelProfile,
  type ChannelProfileInput,
  channelLinkUrl,
} from '../contract/channel/channelProfile.schemas'
export {
  CHANNEL_PROFILE_IMAGE_FILE_MAX,
  type ChannelProfileImage,
  isGeneratedProfileImage,
  profileImageFileProblem,
} from '../contract/channel/channelProfileImage.schemas'
export {
  FOLLOWER_PAGE_SIZE,
  type Follower,
  type FollowerPage,
} from '../contract/channel/follower.schemas'
export {
  type ChannelManager,
  DEFAULT_MANAGER_PERMISSIONS,
  MANAGER_ACTIONS,
  MANAGER_ACTIVITY_PAGE_SIZE,
  MANAGER_PERMISSIONS,
  type ManagedChannel,
  type ManagerAction,
  type ManagerActivity,
  type ManagerPermission,
  type ManagerPermissions,
} from '../contract/channel/manager.schemas'
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
export {
  type BannerUpload,
  deleteBannerMutation,
  setBannerShownMutation,
  uploadBannerMutation,
} from './channelBanner.queries'
export { channelProfileQuery, updateChannelProfileMutation } from './channelProfile.queries'
export {
  deleteProfileImageMutation,
  type ProfileImageUpload,
  uploadProfileImageMutation,
} from './channelProfileImage.queries'
export {
  type DashboardAccess,
  type DashboardChannel,
  type DashboardPermission,
  type DashboardViewer,
  dashboardAccess,
  dashboardHref,
} from './dashboardAccess'
export {
  DASHBOARD_SECTIONS,
  type DashboardGroup,
  type DashboardSection,
  dashboardMenu,
} from './dashboardSections'
export { type FollowClient, followActors } from './follow.actors'
export {
  addManagerMutation,
  followersQuery,
  managedChannelsQuery,
  managerActivityQuery,
  managerCandidatesQuery,
  managerKeys,
  managersQuery,
  type PermissionChange,
  removeManagerMutation,
  updateManagerMutation,
} from './manager.queries'
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
