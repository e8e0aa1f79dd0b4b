import { MESSAGE_LIMITS, messageEndpoints } from '@airwave/sdk/contract'
import type { FastifyInstance } from 'fastify'
import { handleIs } from '../channel/channelHandle'
import { channels } from '../db/schema'
import type { AppDeps } from '../deps'
import { requireChannel } from '../http/auth'
import { badRequest, notFound } from '../http/httpError'
import { route } from '../http/route'
import { markRead, messageInfo, saveMessageSetting } from './messageReads'
import { answerRequest, leaveRoom } from './messageRequests'
import { roomStatusBetween } from './messageRoomStatus'
import {
  channelLabel,
  listRooms,
  myRoom,
  noRoomYet,
  pageSize,
  roomBetween,
  roomContents,
  roomView,
} from './messageRooms'
import { searchMessageChannels } from './messageSearch'
import { sendMessage } from './messageSend'

const m = messageEndpoints

// The behaviours chosen for direct messages, which the client follows:
// - Status: `roomStatusOf` (messageRoomStatus.ts) decides the 17 for the reader, refusals first
//   in a fixed order. UNSPECIFIED is the room with oneself (`roomWith` one's own channel, or
//   another channel of one's own member: `messageRoomIdx` 0); a send there is MSG2000.
// - Consent: a first message to a channel whose member does not follow the sender is a
//   request (`messageStatus` REQUEST); a reply by the receiver accepts it, as a message from
//   the member who declined it does. After the requester left (cancelled), the receiver reads
//   DELETED and may write: a first message again.
// - Codes: MSG2000 403 (the status in the message text; read the room for `roomStatus`),
//   MSG2003 409 (my request waits), MSG2008 404 (no such room for this member, whoever's it is).
// - Events: DIRECT_MESSAGE to both members for every message stored (a retry pushes nothing);
//   DIRECT_MESSAGE_ROOM `status` to each member with their own status when a request opens, is
//   answered, cancelled or declined, or a block changes; `read` with
//   `lastReadMessageContentIdx` to the other (their messages up to it are read) and with
//   `unReadRoomCount` to the reader's own sockets; `deleted` with `unReadRoomCount` to the
//   member who left.
// - Reconnection: the client keeps messages by `messageContentIdx` and, after every
//   reconnection, reads the room's contents again (pages back until it meets one it holds).

/**
 * Direct messages between channels (the SDK's `message` calls): a member acts as their active
 * channel. Every write is rate limited per member (`limits/writeLimits.ts`); a room that is
 * not the member's reads as missing (MSG2008, 404).
 *
 * @example export const routeModules = [..., messageRoutes]
 */
export function messageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps

  route(app, m.send, ({ body, me }) => sendMessage(deps, requireChannel(me), body))

  route(app, m.getInfo, ({ me }) => messageInfo(db, me.id, requireChannel(me).idx))

  route(app, m.saveSetting, async ({ body, me }) => {
    const channel = requireChannel(me)
    await saveMessageSetting(db, me.id, body.isAllowMessage)
    return messageInfo(db, me.id, channel.idx)
  })

  route(app, m.listRooms, ({ query, me }) => {
    const page = query.page ?? 1
    if (page < 1) throw badRequest('query.page: must be 1 or more')
    return listRooms(db, requireChannel(me).idx, page, pageSize(query.limit))
  })

  route(app, m.roomWith, async ({ query, me }) => {
    const mine = requireChannel(me)
    // Deleted channels too: a room with a withdrawn channel reads WITHDRAWN_CHANNEL_CANNOT_SEND.
    const [other] = await db.select().from(channels).where(handleIs(query.channelId))
    if (!other) throw notFound('No channel has this id', 'CHA30023')
    const room = await roomBetween(db, mine.idx, other.id)
    if (!room) {
      if (other.deletedAt) throw notFound('This channel was deleted', 'CHA30071')
      const status =
        other.ownerId === me.id ? 'UNSPECIFIED' : await roomStatusBetween(db, mine.idx, other.id)
      return noRoomYet(status, await channelLabel(db, other.id))
    }
    return roomView(db, await myRoom(db, room.id, mine.idx))
  })

  route(app, m.deleteRoom, async ({ query, me }) => {
    await leaveRoom(deps, requireChannel(me), query.messageRoomIdx)
    return null
  })

  route(app, m.answerRequest, ({ body, me }) =>
    answerRequest(deps, requireChannel(me), body.messageRoomIdx, body.isAllow),
  )

  route(app, m.listContents, ({ query, me }) =>
    roomContents(
      db,
      requireChannel(me).idx,
      query.messageRoomIdx,
      query.lastMessageContentIdx,
      pageSize(query.limit, MESSAGE_LIMITS.contentPage),
    ),
  )

  route(app, m.searchChannels, ({ query, me }) => searchMessageChannels(db, me.id, query.keyword))

  route(app, m.markRead, async ({ body, me }) => {
    await markRead(deps, requireChannel(me), body.messageContentIdx)
    return null
  })
}
