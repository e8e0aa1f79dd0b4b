// @airwave/react/message: direct messages, the header's button with the unread rooms and the
// panel (rooms, a room, the channel search), over the SDK's message machine and queries. An
// entry of its own: a page without the panel carries none of it.

export {
  MESSAGE_PANEL_WIDTH,
  type MessageChannel,
  type MessageRoom,
  type MessageRoomStatus,
  messageEndpoints,
  roomStatusView,
} from '@airwave/sdk/message'
export { MessageBadge, type MessageBadgeProps } from './message/MessageBadge'
export {
  MessagePanel,
  type MessagePanelProps,
  type MessagePanelState,
  type MessageRoomTarget,
} from './message/MessagePanel'
export type { MessageRoomListState } from './message/MessageRoomList'
export type { MessageSearchState } from './message/MessageSearch'
export { messageStyles } from './message/message.styles'
export { type MessageText, useMessageText } from './message/messageText'
export {
  type MessageRoomHandle,
  type UseMessageRoomOptions,
  useMessageRoom,
} from './message/useMessageRoom'
export { type Messages, type UseMessagesOptions, useMessages } from './message/useMessages'
