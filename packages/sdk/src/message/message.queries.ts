import type { InfiniteData, MutationObserverOptions, QueryClient } from '@tanstack/query-core'
import type * as z from 'zod/mini'
import type { messageEndpoints } from '../contract/message/message.endpoints'
import { MESSAGE_LIMITS, type MessageRoom } from '../contract/message/message.schemas'
import type { ApiError } from '../core/apiError'
import { callQuery, pagedCallQuery } from '../core/callQuery'
import type { ClientPart } from '../core/client'
import { nextFlaggedPage } from '../core/paging'
import { messageKeys } from './messageKeys'
import { findRoom, withoutRoom, withRoom } from './messageRooms'

type Endpoints = typeof messageEndpoints
/** The part of a bound client a query calls; a full client fits. */
type Needs<K extends keyof Endpoints> = ClientPart<'message', Endpoints, K>

/** A page of the member's rooms, as the server answers it. */
export type MessageRoomPage = z.output<Endpoints['listRooms']['answer']>
/** The rooms' loaded pages. */
export type MessageRoomPages = InfiniteData<MessageRoomPage, number>
/** The unread rooms and the member's setting. */
export type MessageInfo = z.output<Endpoints['getInfo']['answer']>

/**
 * The unread rooms (the header's badge) and whether the member takes messages. Kept current by
 * the socket (`followMessages`), read again on focus.
 *
 * @example const { unReadRoomCount } = await queryClient.fetchQuery(messageInfoQuery(client))
 */
export function messageInfoQuery(client: Needs<'getInfo'>) {
  return callQuery(messageKeys.info(), (signal) => client.message.getInfo({ signal }))
}

/**
 * The member's rooms, latest message first, a page at a time while `hasNext`.
 *
 * @example new InfiniteQueryObserver(queryClient, messageRoomsQuery(client))
 */
export function messageRoomsQuery(client: Needs<'listRooms'>) {
  return pagedCallQuery(
    messageKeys.rooms(),
    (page, signal) =>
      client.message.listRooms({ page, limit: MESSAGE_LIMITS.roomPage.default }, { signal }),
    nextFlaggedPage,
  )
}

/**
 * The room with a channel, as a first message would find it (index 0 when there is none yet).
 * Always read fresh: the status it says decides whether the member may write.
 *
 * @example const room = await queryClient.fetchQuery(roomWithQuery(client, 'kim'))
 */
export function roomWithQuery(client: Needs<'roomWith'>, channelId: string) {
  return callQuery(
    messageKeys.roomWith(channelId),
    (signal) => client.message.roomWith({ channelId }, { signal }),
    { staleTime: 0 },
  )
}

/**
 * Channels to start a room with. Nothing is asked for an empty keyword.
 *
 * @example useQuery(searchChannelsQuery(client, keyword))
 */
export function searchChannelsQuery(client: Needs<'searchChannels'>, keyword: string) {
  const trimmed = keyword.trim()
  return callQuery(
    messageKeys.search(trimmed),
    (signal) => client.message.searchChannels({ keyword: trimmed }, { signal }),
    { enabled: trimmed.length > 0, staleTime: 30_000 },
  )
}

/**
 * Turns direct messages from others on or off; the info changes with the answer.
 *
 * @example mutate({ isAllowMessage: false })
 */
export function saveMessageSettingMutation(
  client: Needs<'saveSetting'>,
  queryClient: QueryClient,
): MutationObserverOptions<MessageInfo, ApiError, { isAllowMessage: boolean }> {
  return {
    mutationFn: (input) => client.message.saveSetting(input),
    onSuccess: (info) => queryClient.setQueryData(messageKeys.info(), info),
  }
}

/**
 * The cache after a room changed in it (an answered request, a room read): the room in the list
 * takes its new fields, and the badge is read again.
 *
 * @example roomChanged(queryClient, answeredRoom)
 */
export function roomChanged(
  queryClient: QueryClient,
  room: Partial<MessageRoom> & { messageRoomIdx: number },
): void {
  const pages = queryClient.getQueryData<MessageRoomPages>(messageKeys.rooms())
  if (pages && findRoom(pages, room.messageRoomIdx))
    queryClient.setQueryData(messageKeys.rooms(), withRoom(pages, room))
  // A room the list does not hold yet (a first message opened it): the list is read again.
  else void queryClient.invalidateQueries({ queryKey: messageKeys.rooms() })
  void queryClient.invalidateQueries({ queryKey: messageKeys.info() })
}

/**
 * The cache after the member left a room (or blocked its channel): gone from the list, the
 * badge read again.
 *
 * @example roomLeft(queryClient, 3)
 */
export function roomLeft(queryClient: QueryClient, messageRoomIdx: number): void {
  queryClient.setQueryData<MessageRoomPages>(messageKeys.rooms(), (pages) =>
    pages ? withoutRoom(pages, messageRoomIdx) : pages,
  )
  queryClient.removeQueries({ queryKey: messageKeys.contents(messageRoomIdx) })
  void queryClient.invalidateQueries({ queryKey: messageKeys.info() })
}
