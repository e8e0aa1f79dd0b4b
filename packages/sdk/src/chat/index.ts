export { chatEndpoints } from '../contract/chat/chat.endpoints'
export {
  BAN_WORD_PAGE_SIZE,
  type BanWord,
  type BanWordPage,
  banWordPageSchema,
  banWordSchema,
  CHAT_ACTION,
  CHAT_BUFFER,
  CHAT_LEVEL,
  CHAT_MAX_LENGTH,
  CHAT_MESSAGE_TYPES,
  CHAT_ROLES,
  CHAT_SYSTEM_KINDS,
  CHAT_TIMEOUT_MINUTES,
  type ChatAction,
  type ChatBlock,
  type ChatMe,
  type ChatMessage,
  type ChatMessageType,
  type ChatRole,
  type ChatSystemKind,
  type ChatTimeoutMinutes,
  chatBlockSchema,
  chatMeSchema,
  chatMessageSchema,
  chatTextLength,
  ICE_CHAT_LEVEL,
  type IceChatLevel,
  NICKNAME_COLORS,
  NICKNAME_STYLES,
  type NicknameColor,
  type NicknameStyle,
  SLOW_MODE_MAX_SECONDS,
  type StreamerChatInfo,
  streamerChatInfoSchema,
} from '../contract/chat/chat.schemas'
export { containsLink, findBanWord, usedEmoticonKeys } from '../contract/chat/chatText'
export {
  CHAT_REPORT_ACTIONS,
  type ChatReport,
  type ChatReportAction,
  type ChatReportPage,
  COMMENT_REPORT_ACTIONS,
  type CommentReportAction,
  type CommentReportItem,
  type CommentReportPage,
  REPORT_LIST_LIMITS,
} from '../contract/report/reportQueue.schemas'
export {
  addBanWordMutation,
  banWordPageQuery,
  chatBlockedIdsQuery,
  chatInfoQuery,
  chatKeys,
  chatMeQuery,
  nicknameColorMutation,
  removeBanWordMutation,
  updateChatInfoMutation,
} from './chat.queries'
export { type ChatBadge, chatBadges, chatRoleOf } from './chatBadges'
export {
  type ChatEntryAction,
  type ChatModerationEvent,
  chatActionConfirms,
  chatEntryMenu,
  chatModerationEvent,
} from './chatEntryMenu'
export {
  appendEntries,
  blindEntry,
  CHAT_DEDUPE_WINDOW,
  type ChatLog,
  type ChatRemoval,
  EMPTY_CHAT_LOG,
  mergeHistory,
  removeEntries,
  withoutBlocked,
} from './chatLog'
export {
  CHAT_LINES_PER_FRAME,
  CHAT_MOST_WAITING,
  type ChatPace,
  chatPaceAll,
  chatPaceRefresh,
  chatPaceStep,
  chatPaceWaits,
} from './chatPace'
export {
  type ChatRoomClient,
  type ChatRoomRealtime,
  chatFeed,
  chatRoomActors,
} from './chatRoom.actors'
export {
  type ChatFeedEvent,
  type ChatModerationCall,
  type ChatRoomContext,
  type ChatRoomEmitted,
  type ChatRoomEvent,
  type ChatRoomInput,
  type ChatSendInput,
  chatRoomMachine,
} from './chatRoom.machine'
export {
  type ChatRefusalCode,
  type ChatSendCheck,
  type ChatSendProblem,
  chatSendProblem,
  iceModeAllows,
  isElevated,
  slowModeCooldown,
  timeoutLeft,
} from './chatSendRules'
export {
  BAN_WORD_MAX_LENGTH,
  type BanWordProblem,
  banWordProblem,
  CHAT_TEXT_MAX_LENGTH,
  type ChatSettingsForm,
  type ChatSettingsProblem,
  type ChatSettingsRights,
  chatInfoPatch,
  chatSettingsForm,
  chatSettingsProblems,
  chatSettingsRights,
  settingsTextLength,
} from './chatSettingsForm'
export {
  type ChatParticipant,
  entryLevel,
  groupParticipants,
  type ParticipantGroups,
  participantGroup,
  participantOf,
} from './groupParticipants'
export { type MissionChatEvent, missionChatLine } from './missionChatLine'
export {
  chatBlockPageQuery,
  chatReportPageQuery,
  commentReportPageQuery,
  handleChatReportMutation,
  handleCommentReportMutation,
  liftChatBlockMutation,
  moderationKeys,
} from './moderation.queries'
export { chatNicknameColor, roleColorShown } from './nicknameColor'
export { truncateChatInput } from './truncateChatInput'
