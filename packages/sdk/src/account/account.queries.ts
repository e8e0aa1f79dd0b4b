import type { accountEndpoints } from '../contract/account/account.endpoints'
import type { OwnChannel, SignedInClient } from '../contract/account/account.schemas'
import type { BoundGroups } from '../core/client'
import type { QueryOptions } from '../core/queryClient'

type AccountApi = BoundGroups<{ account: typeof accountEndpoints }>['account']
type Needs<K extends keyof AccountApi> = { account: Pick<AccountApi, K> }

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
export function signedInClientsQuery(
  client: Needs<'listClients'>,
): QueryOptions<SignedInClient[], ReturnType<typeof accountKeys.clients>> {
  return {
    queryKey: accountKeys.clients(),
    queryFn: ({ signal }) => client.account.listClients({ signal }),
  }
}

/**
 * The channels the member owns, the acting one marked (the channel switch). Load it only for a
 * signed-in member.
 *
 * @example
 * const channels = await queryClient.fetchQuery(myChannelsQuery(client))
 */
export function myChannelsQuery(
  client: Needs<'listMyChannels'>,
): QueryOptions<OwnChannel[], ReturnType<typeof accountKeys.channels>> {
  return {
    queryKey: accountKeys.channels(),
    queryFn: ({ signal }) => client.account.listMyChannels({ signal }),
  }
}
