// The socket's contract moved to `@airwave/sdk/realtime`; kept here where users found it.
export {
  type SocketCommandName,
  type SocketEventName,
  type SocketEventPayload,
  socketCommands,
  socketEvents,
} from '../realtime/socket.contract'
export {
  type ChannelVoteEvent,
  channelVoteEventSchema,
  type DirectMessageEvent,
  directMessageEventSchema,
  type LiveInfoEvent,
  liveInfoEventSchema,
  type SocketError,
  socketErrorSchema,
} from '../realtime/socket.schemas'
export {
  type NewsfeedViewerRaidEvent,
  newsfeedViewerRaidEventSchema,
  RAID_TYPES,
  type Raid,
  type RaidAvailability,
  type RaidChannel,
  type RaidChannelData,
  raidAvailabilitySchema,
  raidChannelDataSchema,
  raidChannelSchema,
  raidSchema,
  type ViewerRaidEvent,
  viewerRaidEventSchema,
} from './raid.schemas'
