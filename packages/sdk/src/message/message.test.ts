import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { messageEndpoints } from '../contract/message/message.endpoints'
import { MESSAGE_ROOM_STATUSES, messageRoomSchema } from '../contract/message/message.schemas'

describe('message contract', () => {
  it('names all 17 room statuses', () => {
    expect(new Set(MESSAGE_ROOM_STATUSES).size).toBe(17)
  })

  it('reads a room with its messages and drops unknown fields', () => {
    const room = z.parse(messageRoomSchema, {
      messageRoomIdx: 3,
      roomStatus: 'REQUEST_RECEIVED',
      unReadParticipantCount: 1,
      messageContentList: [
        { messageContentIdx: 10, messageContent: 'hello', messageStatus: 'SENT', pinned: true },
      ],
    })
    expect(room.messageContentList[0]).not.toHaveProperty('pinned')
    expect(z.parse(messageRoomSchema, { messageRoomIdx: 4 }).roomStatus).toBe('UNSPECIFIED')
    expect(z.safeParse(messageRoomSchema, { messageRoomIdx: 4, roomStatus: 'LOST' }).success).toBe(
      false,
    )
  })

  it('keeps the spec paths', () => {
    expect(messageEndpoints.send).toMatchObject({ method: 'POST', path: '/v2/message/send' })
    expect(messageEndpoints.deleteRoom).toMatchObject({
      method: 'DELETE',
      path: '/v2/message/room',
    })
    expect(messageEndpoints.markRead).toMatchObject({ method: 'POST', path: '/v2/message/read' })
    expect(messageEndpoints.markRead.chosen).toBeUndefined()
    const body = messageEndpoints.markRead.body
    if (!body) throw new Error('markRead has a body')
    expect(z.safeParse(body, {}).success).toBe(false)
  })
})
