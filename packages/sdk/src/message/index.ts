export { messageEndpoints } from '../contract/message/message.endpoints'
export {
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
