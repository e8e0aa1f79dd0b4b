// The socket's contract moved to `@airwave/sdk/realtime`; kept here where users found it.

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
} from '../contract/raid/raid.schemas'
export {
  type SocketCommandName,
  type SocketEventName,
  type SocketEventPayload,
  socketCommands,
  socketEvents,
} from '../contract/realtime/socket.contract'
export {
  type ChannelVoteEvent,
  channelVoteEventSchema,
  type DirectMessageEvent,
  directMessageEventSchema,
  type LiveInfoEvent,
  liveInfoEventSchema,
  type SocketError,
  socketErrorSchema,
} from '../contract/realtime/socket.schemas'
export {
  type RaidLauncherClient,
  type RaidRealtime,
  raidActors,
  raidFeed,
  raidLauncherActors,
} from './raid.actors'
export {
  pickRaidChannel,
  RAID_COUNTDOWN_SECONDS,
  RAID_ENTRY_WAY,
  type RaidContext,
  type RaidEvent,
  type RaidInput,
  type RaidKind,
  type RaidNavigation,
  type RaidScreen,
  type RaidScreenState,
  raidMachine,
  raidScreenOf,
} from './raid.machine'
export { RAID_TARGETS_LIMIT, raidKeys, raidTargetsQuery } from './raid.queries'
export {
  type RaidLauncherContext,
  type RaidLauncherEvent,
  type RaidLauncherInput,
  type RaidLauncherState,
  type RaidRefusal,
  raidLauncherMachine,
  raidLauncherStateOf,
  raidRefusalOf,
} from './raidLauncher.machine'
