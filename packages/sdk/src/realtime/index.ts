export {
  type SocketCommandName,
  type SocketEventName,
  type SocketEventPayload,
  socketCommands,
  socketEvents,
} from './socket.contract'
export {
  type ChannelVoteEvent,
  channelVoteEventSchema,
  type DirectMessageEvent,
  directMessageEventSchema,
  type LiveInfoEvent,
  liveInfoEventSchema,
  type SocketError,
  socketErrorSchema,
} from './socket.schemas'
