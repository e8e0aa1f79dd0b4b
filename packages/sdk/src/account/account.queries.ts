import type { accountEndpoints } from '../contract/account/account.endpoints'
import { callQuery } from '../core/callQuery'
import type { ClientPart } from '../core/client'

type Endpoints = typeof accountEndpoints
type Needs<K extends keyof Endpoints> = ClientPart<'account', Endpoints, K>

/**
 * Cache keys of the member's account lists.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: accountKeys.clients() })
 */
export const accountKeys = {
  all: ['account'] as const,
  clients: () => ['account', 'clients'] as const,
  channels: () => ['account', 'channels'] as const,
}

/**
 * The devices and apps signed in to the account (`GET /v2/member/client`), newest first. Load it
 * only for a signed-in member.
 *
 * @example
 * const clients = await queryClient.fetchQuery(signedInClientsQuery(client))
 */
export function signedInClientsQuery(client: Needs<'listClients'>) {
  return callQuery(accountKeys.clients(), (signal) => client.account.listClients({ signal }))
}

/**
 * The channels the member owns, the acting one marked (the channel switch). Load it only for a
 * signed-in member.
 *
 * @example
 * const channels = await queryClient.fetchQuery(myChannelsQuery(client))
 */
export function myChannelsQuery(client: Needs<'listMyChannels'>) {
  return callQuery(accountKeys.channels(), (signal) => client.account.listMyChannels({ signal }))
}
