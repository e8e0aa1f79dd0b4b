import type { MutationObserverOptions, QueryClient } from '@tanstack/query-core'
import type { pollEndpoints } from '../contract/poll/poll.endpoints'
import type { Poll, PollPage, PollStatus } from '../contract/poll/poll.schemas'
import type { PollEditForm, PollForm } from '../contract/poll/pollForm'
import type { ApiError } from '../core/apiError'
import type { BoundGroups } from '../core/client'
import type { QueryOptions } from '../core/queryClient'

type PollApi = BoundGroups<{ poll: typeof pollEndpoints }>['poll']
/** The part of a bound client a query calls; a full client fits. */
type Needs<K extends keyof PollApi> = { poll: Pick<PollApi, K> }

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
export function pollListQuery(
  client: Needs<'list'>,
  filter: PollListFilter,
): QueryOptions<PollPage, ReturnType<typeof pollKeys.list>> {
  return {
    queryKey: pollKeys.list(filter),
    queryFn: ({ signal }) =>
      client.poll.list(
        {
          page: filter.page,
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.channelId ? { channelId: filter.channelId } : {}),
        },
        { signal },
      ),
  }
}

/**
 * One poll with the counts the caller may see and their own vote.
 *
 * @example
 * const poll = await queryClient.fetchQuery(pollQuery(client, 7))
 */
export function pollQuery(
  client: Needs<'get'>,
  pollIdx: number,
): QueryOptions<Poll, ReturnType<typeof pollKeys.detail>> {
  return {
    queryKey: pollKeys.detail(pollIdx),
    queryFn: ({ signal }) => client.poll.get(pollIdx, { signal }),
  }
}

/**
 * A channel's current poll (running, or showing its result), or null.
 *
 * @example
 * const poll = await queryClient.fetchQuery(ongoingPollQuery(client, 'airwave'))
 */
export function ongoingPollQuery(
  client: Needs<'getOngoing'>,
  channelId: string,
): QueryOptions<Poll | null, ReturnType<typeof pollKeys.ongoing>> {
  return {
    queryKey: pollKeys.ongoing(channelId),
    queryFn: ({ signal }) => client.poll.getOngoing(channelId, { signal }),
  }
}

// A poll changed: its own entry takes the answer, every list and current poll is read again.
function settled(queryClient: QueryClient, poll: Poll) {
  queryClient.setQueryData(pollKeys.detail(poll.idx), poll)
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: pollKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: ['poll', 'ongoing'] }),
  ])
}

/**
 * Starts a poll (the form as `pollFormSchema` takes it).
 *
 * @example
 * await new MutationObserver(queryClient, createPollMutation(client, queryClient)).mutate(form)
 */
export function createPollMutation(
  client: Needs<'create'>,
  queryClient: QueryClient,
): MutationObserverOptions<Poll, ApiError, PollForm> {
  return {
    mutationFn: (form) => client.poll.create(form),
    onSuccess: (poll) => settled(queryClient, poll),
  }
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
): MutationObserverOptions<Poll, ApiError, PollEditForm> {
  return {
    mutationFn: (form) => client.poll.update(pollIdx, form),
    onSuccess: (poll) => settled(queryClient, poll),
  }
}

/**
 * Stops a running poll (its result shows), or closes one showing its result.
 *
 * @example
 * await new MutationObserver(queryClient, endPollMutation(client, queryClient)).mutate(7)
 */
export function endPollMutation(
  client: Needs<'end'>,
  queryClient: QueryClient,
): MutationObserverOptions<Poll, ApiError, number> {
  return {
    mutationFn: (pollIdx) => client.poll.end(pollIdx),
    onSuccess: (poll) => settled(queryClient, poll),
  }
}
