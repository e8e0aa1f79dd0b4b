import {
  followMessages,
  type MessageInfo,
  type MessageRoomPages,
  messageInfoQuery,
  messageRoomsQuery,
} from '@airwave/sdk/message'
import {
  type UseInfiniteQueryResult,
  type UseQueryResult,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useRealtime } from '../realtime/useRealtime'
import { useAirwave, useCalls } from '../shared/provider/airwaveContext'

export interface Messages {
  /** The unread rooms (`unReadRoomCount`) and the member's setting. */
  info: UseQueryResult<MessageInfo>
  /** The rooms, latest first (loaded while `open`). */
  rooms: UseInfiniteQueryResult<MessageRoomPages>
}

export interface UseMessagesOptions {
  enabled?: boolean
  /** The panel is open: the rooms load. */
  open?: boolean
  /** The room on screen: its messages count as read when they come. */
  openRoom?: number | undefined
}

/**
 * The member's direct messages: the unread count and the room list, both kept current by the
 * page's socket (SDK `followMessages`: a message moves its room to the top, a room's change and
 * the count come live, everything is read again after a reconnection).
 *
 * @example const { info, rooms } = useMessages({ open })
 */
export function useMessages({
  enabled = true,
  open = false,
  openRoom,
}: UseMessagesOptions = {}): Messages {
  const { queryClient } = useAirwave()
  const client = useCalls('useMessages', 'message', 'channel')
  const realtime = useRealtime('useMessages')
  const shown = useRef(openRoom)
  shown.current = openRoom
  useEffect(() => {
    if (!enabled) return
    return followMessages({ realtime, queryClient, openRoom: () => shown.current })
  }, [enabled, realtime, queryClient])
  const info = useQuery({ ...messageInfoQuery(client), enabled }, queryClient)
  const rooms = useInfiniteQuery(
    { ...messageRoomsQuery(client), enabled: enabled && open },
    queryClient,
  )
  return { info, rooms }
}
