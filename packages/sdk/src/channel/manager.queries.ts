import type { MutationObserverOptions, QueryClient } from '@tanstack/query-core'
import type { channelEndpoints } from '../contract/channel/channel.endpoints'
import type { ManagerPermission } from '../contract/channel/manager.schemas'
import type { ApiError } from '../core/apiError'
import { callQuery } from '../core/callQuery'
import type { ClientPart } from '../core/client'

type Endpoints = typeof channelEndpoints
type Needs<K extends keyof Endpoints> = ClientPart<'channel', Endpoints, K>
type Invalidates = Pick<QueryClient, 'invalidateQueries'>

/**
 * Cache keys of the streamer's dashboard community data: managers, candidates, activity,
 * followers and the channels the member manages.
 *
 * @example queryClient.invalidateQueries({ queryKey: managerKeys.managers() })
 */
export const managerKeys = {
  all: ['channel', 'dashboard'] as const,
  managers: () => ['channel', 'dashboard', 'managers'] as const,
  candidates: (keyword: string) => ['channel', 'dashboard', 'managers', 'search', keyword] as const,
  managed: () => ['channel', 'dashboard', 'managed'] as const,
  activity: (page: number) => ['channel', 'dashboard', 'activity', page] as const,
  followers: (page: number, keyword: string) =>
    ['channel', 'dashboard', 'followers', page, keyword] as const,
}

/**
 * The managers of the member's channel with their permissions (streamer only).
 *
 * @example const { items } = await queryClient.fetchQuery(managersQuery(client))
 */
export function managersQuery(client: Needs<'listManagers'>) {
  return callQuery(managerKeys.managers(), (signal) => client.channel.listManagers({ signal }))
}

/**
 * Channels to name manager whose id or nickname starts with `keyword` (at most 10). Run it
 * only for a non-empty keyword.
 *
 * @example useQuery({ ...managerCandidatesQuery(client, 'vi'), enabled: keyword !== '' })
 */
export function managerCandidatesQuery(client: Needs<'searchManagerCandidates'>, keyword: string) {
  return callQuery(managerKeys.candidates(keyword), (signal) =>
    client.channel.searchManagerCandidates({ keyword }, { signal }),
  )
}

/**
 * The channels the member manages, with what they may do on each (the dashboard's picker).
 *
 * @example const { items } = await queryClient.fetchQuery(managedChannelsQuery(client))
 */
export function managedChannelsQuery(client: Needs<'listManagedChannels'>) {
  return callQuery(
    managerKeys.managed(),
    (signal) => client.channel.listManagedChannels({ signal }),
    { staleTime: 60_000 },
  )
}

/**
 * One page (30) of what the channel's managers did, newest first (streamer only).
 *
 * @example const page = await queryClient.fetchQuery(managerActivityQuery(client, 1))
 */
export function managerActivityQuery(client: Needs<'listManagerActivity'>, page: number) {
  return callQuery(managerKeys.activity(page), (signal) =>
    client.channel.listManagerActivity({ page }, { signal }),
  )
}

/**
 * One page (30) of the channel's followers, newest first, those whose channel id or nickname
 * starts with `keyword` when it is not empty (streamer only).
 *
 * @example const page = await queryClient.fetchQuery(followersQuery(client, 1, 'vi'))
 */
export function followersQuery(client: Needs<'listFollowers'>, page: number, keyword: string) {
  const typed = keyword.trim()
  return callQuery(managerKeys.followers(page, typed), (signal) =>
    client.channel.listFollowers({ page, ...(typed ? { keyword: typed } : {}) }, { signal }),
  )
}

const refreshManagers = (queryClient: Invalidates) =>
  queryClient.invalidateQueries({ queryKey: managerKeys.managers() })

/**
 * Names a channel manager (with the default permissions); the list and searches refresh.
 *
 * @example await new MutationObserver(queryClient, addManagerMutation(client, queryClient)).mutate('viewer1')
 */
export function addManagerMutation(
  client: Needs<'addManager'>,
  queryClient: Invalidates,
): MutationObserverOptions<unknown, ApiError, string> {
  return {
    mutationFn: (channelId) => client.channel.addManager({ channelId }),
    onSuccess: () => refreshManagers(queryClient),
  }
}

/**
 * Dismisses a manager; the list and searches refresh.
 *
 * @example await new MutationObserver(queryClient, removeManagerMutation(client, queryClient)).mutate('viewer1')
 */
export function removeManagerMutation(
  client: Needs<'removeManager'>,
  queryClient: Invalidates,
): MutationObserverOptions<unknown, ApiError, string> {
  return {
    mutationFn: (channelId) => client.channel.removeManager({ channelId }),
    onSuccess: () => refreshManagers(queryClient),
  }
}

/** One permission switched for one manager. */
export interface PermissionChange {
  channelId: string
  permission: ManagerPermission
  allowed: boolean
}

/**
 * Switches one permission of one manager; the list refreshes after (on failure too, so a
 * switch never shows what the server did not keep).
 *
 * @example mutate({ channelId: 'viewer1', permission: 'poll', allowed: false })
 */
export function updateManagerMutation(
  client: Needs<'updateManager'>,
  queryClient: Invalidates,
): MutationObserverOptions<unknown, ApiError, PermissionChange> {
  return {
    mutationFn: ({ channelId, permission, allowed }) =>
      client.channel.updateManager({ channelId, permissions: { [permission]: allowed } }),
    onSettled: () => refreshManagers(queryClient),
  }
}
