import type { ManagerAction, ManagerPermission } from '@airwave/sdk/channel'
import type { DashboardCommunityWords } from '../../../i18n/dashboardCommunity'

type Key = keyof DashboardCommunityWords

/** Each permission's words in the catalogue. */
export const permissionWord: Record<ManagerPermission, Key> = {
  chat: 'permissionChat',
  iceMode: 'permissionIceMode',
  urlChat: 'permissionUrlChat',
  mission: 'permissionMission',
  poll: 'permissionPoll',
  community: 'permissionCommunity',
}

/** Each manager action's words in the catalogue (a type error when the contract adds one). */
export const actionWord: Record<ManagerAction, Key> = {
  chatBlind: 'actionChatBlind',
  chatErase: 'actionChatErase',
  chatDelete: 'actionChatDelete',
  chatBlock: 'actionChatBlock',
  chatUnblock: 'actionChatUnblock',
  chatTimeout: 'actionChatTimeout',
  userBlock: 'actionUserBlock',
  iceMode: 'actionIceMode',
  slowMode: 'actionSlowMode',
  urlChat: 'actionUrlChat',
  chatNotice: 'actionChatNotice',
  reportDismiss: 'actionReportDismiss',
  reportBlind: 'actionReportBlind',
  reportDelete: 'actionReportDelete',
  missionStart: 'actionMissionStart',
  missionEnd: 'actionMissionEnd',
  pollCreate: 'actionPollCreate',
  pollEnd: 'actionPollEnd',
  postDelete: 'actionPostDelete',
  commentDelete: 'actionCommentDelete',
}
