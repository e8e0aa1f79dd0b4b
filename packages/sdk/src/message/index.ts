export { messageEndpoints } from '../contract/message/message.endpoints'
export {
  type DirectMessageRoomEvent,
  MESSAGE_ERRORS,
  MESSAGE_LIMITS,
  MESSAGE_PANEL_WIDTH,
  MESSAGE_ROOM_STATUSES,
  type MessageChannel,
  type MessageContent,
  type MessageRoom,
  type MessageRoomStatus,
  messageChannelSchema,
  messageContentSchema,
  messageRoomSchema,
} from '../contract/message/message.schemas'
export {
  type MessageInfo,
  type MessageRoomPage,
  type MessageRoomPages,
  messageInfoQuery,
  messageRoomsQuery,
  roomChanged,
  roomLeft,
  roomWithQuery,
  saveMessageSettingMutation,
  searchChannelsQuery,
} from './message.queries'
export { messageKeys } from './messageKeys'
export {
  type MessageRoomClient,
  type MessageRoomRealtime,
  messageRoomActors,
  messageRoomFeed,
} from './messageRoom.actors'
export {
  isOwnMessage,
  type LoadContentsInput,
  type MessageRoomContext,
  type MessageRoomEmitted,
  type MessageRoomEvent,
  type MessageRoomFeedEvent,
  type MessageRoomInput,
  type MessageRoomState,
  messageRoomMachine,
  type RoomConfirm,
  roomState,
  type SendMessageInput,
  type SentMessage,
} from './messageRoom.machine'
export {
  type FollowMessagesOptions,
  findRoom,
  followMessages,
  type RoomMessage,
  unreadRooms,
  withMessage,
  withoutRoom,
  withRoom,
} from './messageRooms'
export {
  type CannotSendReason,
  type ComposerState,
  confirmKey,
  type MessageWording,
  messageErrorKey,
  type RoomStatusView,
  roomPreview,
  roomStatusView,
  sendableText,
  unreadRoomsLabel,
} from './messageRules'
export {
  GROUP_GAP_MS,
  groupMessages,
  type MessageGroup,
  mergeMessages,
  newestStoredIdx,
  oldestStoredIdx,
  stored,
  type ThreadMessage,
  type ThreadMessageState,
  withNewestPage,
  withReadUpTo,
} from './messageThread'
