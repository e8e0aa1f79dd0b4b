export { pollEndpoints } from './poll.endpoints'
export {
  POLL_LIMITS,
  POLL_STATUSES,
  type Poll,
  type PollForm,
  type PollOption,
  type PollPage,
  type PollStatus,
  type PollTime,
  type PollVoteItem,
  pollEditFormSchema,
  pollFormSchema,
  pollOptionSchema,
  pollPageSchema,
  pollSchema,
  pollTimeSchema,
  pollVoteItemSchema,
} from './poll.schemas'
