// The socket.io rooms of the real-time layer. Every push to more than one socket goes to a room
// through the adapter, so it reaches every instance and connection-state recovery can replay it.

const CHANNEL = 'channel:'

/** The room of a channel's viewers (by its public id, any case). @example channelRoom('Airwave') // 'channel:airwave' */
export const channelRoom = (handle: string) => `${CHANNEL}${handle.toLowerCase()}`

/** The channel id of a channel room, `undefined` for other rooms. @example channelOfRoom('channel:airwave') // 'airwave' */
export function channelOfRoom(room: string): string | undefined {
  return room.startsWith(CHANNEL) ? room.slice(CHANNEL.length) : undefined
}

/** Every socket of a member, whichever session: entries only the sender sees. @example memberRoom(7) */
export const memberRoom = (memberId: number) => `member:${memberId}`

/**
 * Every socket of one session (a refresh family): signing out ends that session, not the
 * member's others, so it is the session's sockets that lose their write rights.
 *
 * @example sessionRoom(claims.familyId)
 */
export const sessionRoom = (familyId: string) => `session:${familyId}`
