/**
 * The poll's words in English as a viewer meets them (the poll button, the popup, the player's
 * card, the poll alerts), and the keys every other language has. The streamer's form and pages
 * have theirs in `pollManageCatalogue`.
 *
 * @example
 * enUS.votes.other // '{count} votes'
 */
export const enUS = {
  poll: 'Poll',
  pollButton: 'Poll',
  pollButtonNew: 'Poll: something new',
  openPoll: 'Open the poll',
  close: 'Close',
  loadingPoll: 'Loading the poll…',
  loadFailed: 'The poll could not be loaded.',
  retry: 'Try again',
  noPoll: 'No poll is running on this channel.',
  statusInProgress: 'Voting open',
  statusResult: 'Results',
  statusEnd: 'Ended',
  timeLeft: '{time} left',
  closingSoon: 'Counting the votes…',
  votes: { one: '{count} vote', other: '{count} votes' },
  chooseOption: 'Choose an option',
  vote: 'Vote',
  voting: 'Voting…',
  signInToVote: 'Sign in to vote',
  youVoted: 'You voted',
  yourChoice: 'Your choice',
  rank: 'No. {rank}',
  leading: 'Leading',
  winner: 'Winner',
  resultsHidden: 'The results show when the poll ends.',
  resultsHiddenShort: 'Results at the end',
  optionResult: '{option}: {percent}',
  seeResults: 'See the results',
  alertDismiss: 'OK',
  alertNotFoundTitle: 'Poll not found',
  alertNotFoundBody: 'This poll or option no longer exists.',
  alertForbiddenTitle: 'Not allowed',
  alertForbiddenBody: "Only the streamer and the channel's managers can manage its polls.",
  alertRunningTitle: 'A poll is already running',
  alertRunningBody: 'End the current poll before starting another one.',
  alertEndedTitle: 'The poll has ended',
  alertEndedBody: 'It no longer takes votes or changes.',
  alertVotedTitle: 'Already voted',
  alertVotedBody: 'Each member votes once per poll.',
  alertLockedTitle: 'The options are locked',
  alertLockedBody: 'Someone has voted, so the options can no longer change.',
  alertNetworkTitle: 'No connection',
  alertNetworkBody: 'Check your connection and try again.',
}
