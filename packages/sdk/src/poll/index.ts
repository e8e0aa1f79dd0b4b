export { pollEndpoints } from '../contract/poll/poll.endpoints'
export {
  POLL_ERRORS,
  POLL_PAGE_SIZE,
  POLL_STATUSES,
  type Poll,
  type PollErrorCode,
  type PollOption,
  type PollPage,
  type PollStatus,
  type PollTime,
  type PollVoteItem,
  pollOptionSchema,
  pollPageSchema,
  pollSchema,
  pollTimeSchema,
  pollVoteItemSchema,
} from '../contract/poll/poll.schemas'
export {
  clampPollText,
  defaultPollForm,
  keptOptions,
  type ParsedPollForm,
  POLL_LIMITS,
  type PollEditForm,
  type PollForm,
  type PollFormCode,
  type PollFormField,
  type PollFormMode,
  type PollFormProblem,
  type PollFormValues,
  pollEditFormSchema,
  pollFormProblems,
  pollFormSchema,
  pollMinutes,
  pollTextLength,
} from '../contract/poll/pollForm'
export { isPollRunning, pollOptionsLocked, pollTimeLeft } from '../contract/poll/pollState'
export { type PollClient, type PollRealtime, pollActors, pollFeed } from './poll.actors'
export {
  POLL_RESULT_CARD_MS,
  POLL_RESULT_GRACE_MS,
  type PollCardState,
  type PollContext,
  type PollEmitted,
  type PollEvent,
  type PollFeedEvent,
  type PollMachineInput,
  type PollPopupState,
  pollMachine,
  pollStateOf,
} from './poll.machine'
export {
  createPollMutation,
  endPollMutation,
  ongoingPollQuery,
  type PollListFilter,
  pollKeys,
  pollListQuery,
  pollQuery,
  updatePollMutation,
} from './poll.queries'
export { type PollAlert, pollAlertOf } from './pollAlert'
export {
  canVote,
  countsShown,
  hasVoted,
  mergePoll,
  type PollStanding,
  pollStandings,
  redDotOnEnter,
  redDotOnUpdate,
} from './pollRules'
export { followChannelPolls } from './pollUpdates'
