import type { MutationObserverOptions, QueryClient } from '@tanstack/query-core'
import type { pollEndpoints } from '../contract/poll/poll.endpoints'
import type { Poll, PollStatus } from '../contract/poll/poll.schemas'
import type { PollEditForm, PollForm } from '../contract/poll/pollForm'
import type { ApiError } from '../core/apiError'
import { callQuery } from '../core/callQuery'
import type { ClientPart } from '../core/client'

type Endpoints = typeof pollEndpoints
/** The part of a bound client a query calls; a full client fits. */
type Needs<K extends keyof Endpoints> = ClientPart<'poll', Endpoints, K>

/** Which of a channel's polls a list page shows. */
export interface PollListFilter {
  /** The channel (a manager names the streamer's); the caller's own by default. */
  channelId?: string
  page: number
  status?: PollStatus
}

/**
 * Cache keys of the polls: a channel's list pages, one poll, a channel's current poll.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: pollKeys.lists() })
 */
export const pollKeys = {
  all: ['poll'] as const,
  lists: () => ['poll', 'list'] as const,
  list: (filter: PollListFilter) => ['poll', 'list', filter] as const,
  detail: (pollIdx: number) => ['poll', 'detail', pollIdx] as const,
  ongoing: (channelId: string) => ['poll', 'ongoing', channelId.toLowerCase()] as const,
}

/**
 * One page of a channel's polls, newest first (10 a page), for its streamer and managers.
 *
 * @example
 * const page = await queryClient.fetchQuery(pollListQuery(client, { page: 1 }))
 */
export function pollListQuery(client: Needs<'list'>, filter: PollListFilter) {
  const { page, status, channelId } = filter
  return callQuery(pollKeys.list(filter), (signal) =>
    client.poll.list(
      { page, ...(status ? { status } : {}), ...(channelId ? { channelId } : {}) },
      { signal },
    ),
  )
}

/**
 * One poll with the counts the caller may see and their own vote.
 *
 * @example
 * const poll = await queryClient.fetchQuery(pollQuery(client, 7))
 */
export function pollQuery(client: Needs<'get'>, pollIdx: number) {
  return callQuery(pollKeys.detail(pollIdx), (signal) => client.poll.get(pollIdx, { signal }))
}

/**
 * A channel's current poll (running, or showing its result), or null.
 *
 * @example
 * const poll = await queryClient.fetchQuery(ongoingPollQuery(client, 'airwave'))
 */
export function ongoingPollQuery(client: Needs<'getOngoing'>, channelId: string) {
  return callQuery(pollKeys.ongoing(channelId), (signal) =>
    client.poll.getOngoing(channelId, { signal }),
  )
}

// A change of a poll: once done, its own entry takes the answer, and every list and current
// poll is read again.
function pollMutation<Input>(
  queryClient: QueryClient,
  change: (input: Input) => Promise<Poll>,
): MutationObserverOptions<Poll, ApiError, Input> {
  return {
    mutationFn: change,
    onSuccess: (poll) => {
      queryClient.setQueryData(pollKeys.detail(poll.idx), poll)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: pollKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ['poll', 'ongoing'] }),
      ])
    },
  }
}

/**
 * Starts a poll (the form as `pollFormSchema` takes it).
 *
 * @example
 * await new MutationObserver(queryClient, createPollMutation(client, queryClient)).mutate(form)
 */
export function createPollMutation(client: Needs<'create'>, queryClient: QueryClient) {
  return pollMutation(queryClient, (form: PollForm) => client.poll.create(form))
}

/**
 * Edits a running poll (`time` is added to its end).
 *
 * @example
 * await new MutationObserver(queryClient, updatePollMutation(client, queryClient, 7)).mutate(form)
 */
export function updatePollMutation(
  client: Needs<'update'>,
  queryClient: QueryClient,
  pollIdx: number,
) {
  return pollMutation(queryClient, (form: PollEditForm) => client.poll.update(pollIdx, form))
}

/**
 * Stops a running poll (its result shows), or closes one showing its result.
 *
 * @example
 * await new MutationObserver(queryClient, endPollMutation(client, queryClient)).mutate(7)
 */
export function endPollMutation(client: Needs<'end'>, queryClient: QueryClient) {
  return pollMutation(queryClient, (pollIdx: number) => client.poll.end(pollIdx))
}
