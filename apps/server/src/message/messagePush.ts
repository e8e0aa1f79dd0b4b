import type { DirectMessageRoomEvent } from '@airwave/sdk/contract'
import { eq } from 'drizzle-orm'
import { messageParticipants } from '../db/schema'
import type { AppDeps } from '../deps'
import { roomStatusBetween } from './messageRoomStatus'

// DIRECT_MESSAGE_ROOM pushes: each member's sockets (every instance, through the member rooms)
// learn their own status of a room whose request or relations changed.

/**
 * Pushes `{ change: 'status', roomStatus }` to each participant of the room, each with their own
 * status.
 *
 * @example await pushRoomStatus(deps, roomId)
 */
export async function pushRoomStatus(deps: AppDeps, roomId: number): Promise<void> {
  const participants = await deps.db
    .select()
    .from(messageParticipants)
    .where(eq(messageParticipants.roomId, roomId))
  const [a, b] = participants
  if (!a || !b) return
  for (const [me, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const roomStatus = await roomStatusBetween(deps.db, me.channelId, other.channelId)
    pushRoomEvent(deps, me.memberId, { messageRoomIdx: roomId, change: 'status', roomStatus })
  }
}

/** One DIRECT_MESSAGE_ROOM event to a member's sockets. @example pushRoomEvent(deps, 7, event) */
export function pushRoomEvent(deps: AppDeps, memberId: number, event: DirectMessageRoomEvent) {
  deps.realtime.toMember(memberId, 'DIRECT_MESSAGE_ROOM', event)
}
