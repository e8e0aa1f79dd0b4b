import {
  createClient,
  createSession,
  localStorageTokenStore,
  type Session,
  type TokenStore,
} from '@airwave/sdk'
import { accountEndpoints, platformEndpoints, socialEndpoints } from '@airwave/sdk/account'
import { channelEndpoints } from '@airwave/sdk/channel'
import { chatEndpoints } from '@airwave/sdk/chat'
import { communityEndpoints } from '@airwave/sdk/community'
import { embedEndpoints } from '@airwave/sdk/embed'
import { emoticonEndpoints } from '@airwave/sdk/emoticon'
import { itemEndpoints } from '@airwave/sdk/item'
import { liveEndpoints } from '@airwave/sdk/live'
import { notificationEndpoints } from '@airwave/sdk/notification'
import { pollEndpoints } from '@airwave/sdk/poll'
import { liveEndRecommendEndpoints } from '@airwave/sdk/video'
import type { KitGroups } from './airwaveContext'

export interface KitClientOptions {
  baseUrl: string
  /** The server files this browser's sign-in under it. Default 'web'. */
  clientId?: string
  /** Where the token pair is kept. Default: `localStorageTokenStore()`. */
  tokenStore?: TokenStore
}

/**
 * The session and the client with every group the kit's components call: the provider's short
 * form (`<AirwaveProvider baseUrl="…">`) makes these once.
 *
 * @example
 * const { client, session } = createKitClient({ baseUrl: 'https://api.example.com' })
 */
export function createKitClient(options: KitClientOptions): {
  // Missions and messages are the app's to bind: a page without them does not carry them.
  client: Omit<KitGroups, 'mission' | 'message'>
  session: Session
} {
  const clientId = options.clientId ?? 'web'
  const session = createSession({
    tokenStore: options.tokenStore ?? localStorageTokenStore(),
    clientId,
  })
  const client = createClient({
    baseUrl: options.baseUrl,
    clientId,
    session,
    endpoints: {
      account: accountEndpoints,
      platform: platformEndpoints,
      community: communityEndpoints,
      channel: channelEndpoints,
      emoticon: emoticonEndpoints,
      chat: chatEndpoints,
      live: liveEndpoints,
      poll: pollEndpoints,
      video: liveEndRecommendEndpoints,
      social: socialEndpoints,
      notification: notificationEndpoints,
      embed: embedEndpoints,
      item: itemEndpoints,
    },
  })
  return { client, session }
}
