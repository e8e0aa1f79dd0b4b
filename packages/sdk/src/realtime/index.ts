export {
  SOCKET_PATH,
  type SocketAckOf,
  type SocketCommandName,
  type SocketCommandPayload,
  type SocketEventName,
  type SocketEventPayload,
  socketAcks,
  socketCommands,
  socketEvents,
} from '../contract/realtime/socket.contract'
export {
  type ChannelVoteEvent,
  type ChatBlindEvent,
  type ChatDeleteEvent,
  type ChatHistoryEvent,
  type ChatInfoEvent,
  channelVoteEventSchema,
  chatBlindEventSchema,
  chatDeleteEventSchema,
  chatHistoryEventSchema,
  chatInfoEventSchema,
  type DirectMessageEvent,
  directMessageEventSchema,
  type LiveInfoEvent,
  type LiveStatusSocketEvent,
  liveInfoEventSchema,
  liveStatusSocketEventSchema,
  type SendChatAck,
  type SocketAck,
  type SocketError,
  type SocketHandshake,
  sendChatAckSchema,
  socketAckSchema,
  socketErrorSchema,
  socketHandshakeSchema,
} from '../contract/realtime/socket.schemas'
export { RECONNECT_BACKOFF, type ReconnectBackoff, reconnectDelay } from '../core/reconnectDelay'
export { type ChannelEntries, channelSync, enterChannel, leaveChannel } from './channelEntries'
export {
  createRealtime,
  type Realtime,
  type RealtimeCommandName,
  type RealtimeOptions,
  realtimeStatus,
} from './createRealtime'
export { COMMAND_TIMEOUT_MS, type CommandArgs, sendCommand } from './socketCommand'
export { type RealtimeSession, sessionTokens, socketLink } from './socketConnection.actors'
export {
  type LinkCommand,
  type LinkEvent,
  type RealtimeEventName,
  type RealtimeLogger,
  type RealtimeNotices,
  type RealtimePayloads,
  type RealtimeStatus,
  type SocketConnectionContext,
  type SocketConnectionEmitted,
  type SocketConnectionEvent,
  type SocketConnectionInput,
  socketConnectionMachine,
} from './socketConnection.machine'
export { createSocketIoTransport, type SocketIoTransportOptions } from './socketIoTransport'
export type { SocketTransport, TransportSignal } from './socketTransport'
