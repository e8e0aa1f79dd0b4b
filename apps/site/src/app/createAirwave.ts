import {
  channelEndpoints,
  communityEndpoints,
  cookieTokenStore,
  createClient,
  createSession,
  emoticonEndpoints,
  type Session,
} from '@airwave/react'
import { accountEndpoints, platformEndpoints, socialEndpoints } from '@airwave/sdk/account'
import { chatEndpoints } from '@airwave/sdk/chat'
import { embedEndpoints } from '@airwave/sdk/embed'
import { itemEndpoints } from '@airwave/sdk/item'
import { liveEndpoints, viewerRegion } from '@airwave/sdk/live'
import { messageEndpoints } from '@airwave/sdk/message'
import { missionEndpoints } from '@airwave/sdk/mission'
import { notificationEndpoints } from '@airwave/sdk/notification'
import { pollEndpoints } from '@airwave/sdk/poll'
import { searchEndpoints } from '@airwave/sdk/search'
import { createLogClient, logEndpoints, statsEndpoints } from '@airwave/sdk/stats'
import { videoEndpoints } from '@airwave/sdk/video'
import { widgetEndpoints } from '@airwave/sdk/widget'

const CLIENT_ID_KEY = 'airwave.site.clientId'

/**
 * This browser's client id: the server files its refresh tokens under it (the signed-in devices
 * list), so it stays the same across visits.
 */
function browserClientId(): string {
  try {
    const known = localStorage.getItem(CLIENT_ID_KEY)
    if (known) return known
    const id = `web-${crypto.randomUUID()}`
    localStorage.setItem(CLIENT_ID_KEY, id)
    return id
  } catch {
    return 'web'
  }
}

const endpoints = {
  account: accountEndpoints,
  channel: channelEndpoints,
  chat: chatEndpoints,
  community: communityEndpoints,
  embed: embedEndpoints,
  emoticon: emoticonEndpoints,
  item: itemEndpoints,
  live: liveEndpoints,
  log: logEndpoints,
  message: messageEndpoints,
  mission: missionEndpoints,
  notification: notificationEndpoints,
  platform: platformEndpoints,
  poll: pollEndpoints,
  search: searchEndpoints,
  social: socialEndpoints,
  stats: statsEndpoints,
  video: videoEndpoints,
  widget: widgetEndpoints,
}

export type SiteClient = ReturnType<typeof createSiteClient>
export type SiteLogs = ReturnType<typeof createSiteLogs>

/**
 * The session: the token pair lives in the server's http-only cookie behind the same-origin
 * `/api/auth` calls, so no script on the page can read it.
 */
export function createSiteSession(): { session: Session; clientId: string } {
  const clientId = browserClientId()
  return { session: createSession({ tokenStore: cookieTokenStore(), clientId }), clientId }
}

/**
 * The API client of the site, on the same origin. One client for the whole visit: a new one
 * would start the kit's lists and threads over. So `x-language` is set on each call from
 * `language()`, the language picked at that moment.
 */
export function createSiteClient(session: Session, clientId: string, language: () => string) {
  const fetchInLanguage: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('x-language', language())
    return globalThis.fetch(input, { ...init, headers })
  }
  return createClient({
    baseUrl: '',
    endpoints,
    session,
    clientId,
    fetch: fetchInLanguage,
    // The platform region from the browser's language (some stream categories are restricted
    // by region: the player's COUNTRY_RESTRICT).
    regionCode: viewerRegion(globalThis.navigator?.language),
  })
}

/**
 * Signs the member out of the site: the server revokes this device's session with the token
 * being given up (the cookie goes either way); calls made meanwhile wait and go as a guest.
 *
 * @example await signOutOfSite(useSite())
 */
export function signOutOfSite({ session, client }: { session: Session; client: SiteClient }) {
  return session.signOut({ revoke: (accessToken) => client.account.signOut({ accessToken }) })
}

/**
 * The visit's statistics log (page views, plays, the socket): batches sent with the session,
 * the last ones as a beacon when the page goes. Started by the site's root.
 *
 * @example const logs = createSiteLogs(client, clientId); logs.start()
 */
export function createSiteLogs(client: SiteClient, clientId: string) {
  const narrow = globalThis.matchMedia?.('(max-width: 767px)').matches
  return createLogClient({
    clientId,
    clientType: narrow ? 'mobile' : 'pc',
    send: (events) => client.log.batch({ events }),
    beaconUrl: `${globalThis.location?.origin ?? ''}/log/batch`,
  })
}
