// The raid and live-end words in English, the default. `{name}` parts are replaced; plural
// messages are chosen by `count`.

/** The raid screens', the live-end screen's and the raid panel's words in English. */
export const enUS = {
  // The raid countdown over the player.
  raidScreen: 'Raid',
  raidNowTitle: '{from} is raiding {target}',
  raidAutoplayTitle: 'Up next, live: {target}',
  raidCountdown: { one: 'Going in {count} second', other: 'Going in {count} seconds' },
  raidGo: 'Go now',
  raidStay: 'Stay here',
  raidGoing: 'Taking you to {target}…',
  // The live-end screen over the player.
  liveEndScreen: 'Recommended videos',
  liveEndTitle: 'The live has ended',
  liveEndLead: 'Watch a recent video while you wait for the next live.',
  liveEndPlay: 'Play {title}',
  liveEndBy: 'by {channel}',
  liveEndUntitled: 'Untitled video',
  liveEndClose: 'Close',
  // The streamer's raid panel.
  raidPanelTitle: 'Raid another channel',
  raidPanelHint:
    'Send your viewers to another live channel. They see a {seconds}-second countdown and can choose to stay.',
  raidPickLabel: 'Live channel',
  raidPickPlaceholder: 'Choose a live channel',
  raidRefresh: 'Refresh the list',
  raidStart: 'Start raid',
  raidSending: 'Starting the raid…',
  raidSent: 'Raid sent: your viewers are on their way to {target}.',
  raidNoTargets: 'No other channel is live right now.',
  raidTargetsLoading: 'Loading the live channels…',
  raidTargetsFailed: 'The live channels could not be loaded.',
  raidRetry: 'Try again',
  raidUnavailable: 'You can raid while you are live.',
  raidRefusedNotLive: 'You can raid only while you are live.',
  raidRefusedOwnChannel: 'You cannot raid your own channel.',
  raidRefusedNotFound: 'That channel does not exist.',
  raidRefusedTargetOffline: 'That channel is not live any more. Pick another one.',
  raidRefusedBlocked: 'That channel does not take raids from you.',
  raidRefusedRateLimited: 'Too many raids at once. Wait a moment and try again.',
  raidRefusedUnknown: 'The raid could not be started: {message}',
  // A follower's news feed.
  newsfeedRaid: '{raider} raided {channel}',
}
