// The OBS overlays' words in English, the default. `{name}` parts are replaced; plural
// messages are chosen by `count`.

/** The overlays' words in English. */
export const enUS = {
  // The alert box: each type's words when the streamer wrote none of their own.
  alertGem: { one: '{name} sent {count} gem!', other: '{name} sent {count} gems!' },
  alertSubscription: '{name} subscribed!',
  alertSubscriptionMonths: {
    one: '{name} subscribed for {count} month!',
    other: '{name} subscribed for {count} months!',
  },
  alertVoucher: {
    one: '{name} gifted {count} subscription!',
    other: '{name} gifted {count} subscriptions!',
  },
  alertMission: '{name} completed a challenge mission!',
  alertMissionGems: { one: 'Mission worth {count} gem', other: 'Mission worth {count} gems' },
  alertTest: 'Test alert',
  alertSignature: 'Signature gem: {title}',
  // The timer.
  timerFinished: "Time's up!",
  // The poll.
  pollRunning: 'Poll: vote on the channel page',
  pollResult: 'Poll results',
  pollVotes: { one: '{count} vote', other: '{count} votes' },
  pollEndsIn: 'Ends in {time}',
  // The challenge missions.
  missionHeading: 'Challenge missions',
  missionEmpty: 'No challenge missions yet',
  missionOpen: 'Open',
  missionStarted: 'In progress',
  missionGems: { one: '{count} gem', other: '{count} gems' },
  // A MISSION line of the chat box.
  chatMissionProposed: {
    one: '{name} proposed “{title}” · {count} gem',
    other: '{name} proposed “{title}” · {count} gems',
  },
  chatMissionStarted: {
    one: '“{title}” started · {count} gem',
    other: '“{title}” started · {count} gems',
  },
  chatMissionCompleted: {
    one: '“{title}” completed · {count} gem',
    other: '“{title}” completed · {count} gems',
  },
  chatMissionFailed: {
    one: '“{title}” failed · {count} gem',
    other: '“{title}” failed · {count} gems',
  },
  // Shown in a browser, never in OBS: what the streamer setting a scene up needs to know.
  overlayConnecting: 'Connecting the overlay…',
  overlayReconnecting: 'Reconnecting… the overlay catches up when it is back.',
  overlayRevoked: 'This widget URL was replaced. Copy the new one from your dashboard.',
}
