import {
  type SocketAckOf,
  type SocketCommandName,
  socketCommands,
  socketHandshakeSchema,
} from '@airwave/sdk/contract'
import type { Socket } from 'socket.io'
import * as z from 'zod/mini'
import { chatHistory } from '../chat/chatMessages'
import { loadChatRoom } from '../chat/chatRoom'
import { sendChat } from '../chat/chatSend'
import { createGuestHistory } from '../chat/guestHistory'
import type { AppDeps } from '../deps'
import { RetryLaterError } from '../http/httpError'
import { describeIssues } from '../http/route'
import { type Limit, limits } from '../limits/catalogue'
import { liveInfoOf } from './liveInfoOf'
import { channelOfRoom, channelRoom, sessionRoom } from './rooms'
import { claimsOfToken, dataOf, refusalOf, signIn, signOut, writer } from './socketIdentity'
import { clientAddressOf, viewerOf } from './viewers'

type Output<N extends SocketCommandName> = z.output<(typeof socketCommands)[N]>
type Ack = (answer: unknown) => void
type ErrorLog = { error(details: object, message: string): void }

/**
 * The socket's server side: the handshake (client id, optional token), then the commands of the
 * contract, each parsed with `socketCommands` and answered with its `socketAcks` shape; a
 * payload that does not parse is answered INVALID_REQUEST. Anonymous sockets read; SEND_CHAT
 * needs a member with a channel, checked again on every write.
 *
 * @example
 * startSocketServer(deps, app.log)
 */
export function startSocketServer(deps: AppDeps, log: ErrorLog): void {
  const { realtime, db, config } = deps
  const { io, presence } = realtime
  const guestHistory = createGuestHistory((channel) => chatHistory(db, channel, undefined))

  io.use((socket, next) => {
    const { query, auth } = socket.handshake
    // The token of the CONNECT packet first (the SDK's: it stays out of the URL and the logs),
    // else the query's, which the spec's clients send.
    const parsed = z.safeParse(socketHandshakeSchema, {
      clientId: query.clientId,
      token: typeof auth?.token === 'string' ? auth.token : query.token,
    })
    if (!parsed.success) {
      const error = new Error('INVALID_REQUEST') as Error & { data?: unknown }
      error.data = { code: 'INVALID_REQUEST', message: describeIssues('query', parsed.error) }
      return next(error)
    }
    dataOf(socket).clientId = parsed.data.clientId
    const { token } = parsed.data
    if (!token) return next()
    // A refused token leaves a socket that reads, told why: it may refresh and send AUTH.
    claimsOfToken(db, config.jwtSecret, token).then(
      (claims) => {
        dataOf(socket).claims = claims
        next()
      },
      (error: unknown) => {
        const refusal = refusalOf(error)
        if (!refusal) return next(error as Error)
        socket.data.refusal = refusal
        next()
      },
    )
  })

  // Signing out (on any instance) takes the write rights of that session's sockets at once,
  // and tells each of them (to the socket itself: it leaves the session's room right after).
  realtime.onSignal('signedOut', (familyId) => {
    const sids = io.of('/').adapter.rooms.get(sessionRoom(String(familyId)))
    for (const sid of [...(sids ?? [])]) {
      const socket = io.of('/').sockets.get(sid)
      if (!socket) continue
      signOut(socket)
      recount(deps, socket)
      socket.emit('SOCKET_ERROR', {
        code: 'SIGNED_OUT',
        message: 'The session has ended: the chat reads only',
      })
    }
  })

  io.on('connection', (socket) => {
    const data = dataOf(socket)
    if (socket.recovered) {
      // Its rooms came back with it; so does its place in the viewer counts.
      if (data.channel) {
        data.viewer ??= viewerOfSocket(socket, config.trustProxy)
        presence.join(data.channel, data.viewer)
      }
    } else if (data.claims) {
      signIn(socket, data.claims)
    }
    if (socket.data.refusal) {
      socket.emit('SOCKET_ERROR', socket.data.refusal)
      delete socket.data.refusal
    }
    socket.on('disconnecting', () => {
      if (data.channel && data.viewer) presence.leave(data.channel, data.viewer)
    })
    handleCommands(deps, socket, log, guestHistory)
  })
}

/**
 * Whom the socket's limits count (`limits.socketEntry`, `socketAuth`): its member, or its client
 * (address and client id), the same on every instance and every socket of theirs, so a client
 * that reconnects elsewhere keeps its count.
 */
function keyOf(deps: AppDeps, socket: Socket, per: Limit['per']): string {
  const data = dataOf(socket)
  if (per === 'socket member' && data.claims) return `member:${data.claims.memberId}`
  return `client:${clientAddressOf(socket.request, deps.config.trustProxy)}:${data.clientId}`
}

const limit = (deps: AppDeps, socket: Socket, which: Limit) =>
  deps.limiter.consume(which, keyOf(deps, socket, which.per))

/**
 * Who a socket counts as among a channel's viewers: its member, or a guest by the address it
 * connects from (as Fastify reads a call's) and its client id.
 */
function viewerOfSocket(socket: Socket, trustProxy: boolean): string {
  const { claims, clientId } = dataOf(socket)
  if (claims) return viewerOf({ memberId: claims.memberId })
  return viewerOf({ address: clientAddressOf(socket.request, trustProxy), clientId })
}

function leaveChannels(deps: AppDeps, socket: Socket): void {
  for (const room of [...socket.rooms]) {
    if (channelOfRoom(room) !== undefined) socket.leave(room)
  }
  const data = dataOf(socket)
  if (data.channel && data.viewer) deps.realtime.presence.leave(data.channel, data.viewer)
  data.channel = undefined
  data.viewer = undefined
}

/** After the socket's identity changed (AUTH): it counts as whom it is now. */
function recount(deps: AppDeps, socket: Socket): void {
  const data = dataOf(socket)
  if (!data.channel || !data.viewer) return
  const viewer = viewerOfSocket(socket, deps.config.trustProxy)
  if (viewer === data.viewer) return
  deps.realtime.presence.join(data.channel, viewer)
  deps.realtime.presence.leave(data.channel, data.viewer)
  data.viewer = viewer
}

function handleCommands(
  deps: AppDeps,
  socket: Socket,
  log: ErrorLog,
  guestHistory: ReturnType<typeof createGuestHistory>,
): void {
  const { db, realtime } = deps

  const command = <N extends SocketCommandName>(
    name: N,
    handler: (payload: Output<N>) => Promise<SocketAckOf<N>>,
  ) => {
    socket.on(name as string, async (...args: unknown[]) => {
      const last = args[args.length - 1]
      const ack: Ack = typeof last === 'function' ? (args.pop() as Ack) : () => {}
      // JSON has no undefined: a command sent without a payload may arrive as null.
      const raw = args[0] ?? undefined
      const parsed = z.safeParse(socketCommands[name], raw)
      if (!parsed.success) {
        return ack({
          ok: false,
          code: 'INVALID_REQUEST',
          message: describeIssues('payload', parsed.error),
        })
      }
      try {
        ack(await handler(parsed.data as Output<N>))
      } catch (error) {
        const refusal = refusalOf(error)
        if (!refusal) {
          socket.emit('SOCKET_ERROR', { code: 'INTERNAL', message: 'Something went wrong' })
          log.error({ err: error, command: name }, 'socket command failed')
          return ack({ ok: false, code: 'INTERNAL', message: 'Something went wrong on our side' })
        }
        const retry =
          error instanceof RetryLaterError ? { retryAfterSeconds: error.retryAfterSeconds } : {}
        ack({ ok: false, ...refusal, ...retry })
      }
    })
  }

  command('ENTER_CHANNEL', async ({ channelId }) => {
    await limit(deps, socket, limits.socketEntry)
    const data = dataOf(socket)
    const room = await loadChatRoom(db, channelId, undefined)
    const handle = room.channel.handle
    if (socket.disconnected) return { ok: true }
    // One channel at a time per socket (chosen): a page watches one channel.
    leaveChannels(deps, socket)
    // In the room before the history is read: an entry sent meanwhile is in one or the other,
    // maybe both (the client keeps one by its logIdentity), never in neither.
    socket.join(channelRoom(handle))
    data.channel = handle
    data.viewer = viewerOfSocket(socket, deps.config.trustProxy)
    realtime.presence.join(handle, data.viewer)
    // A member's history leaves out the channels they blocked; guests' is one, read together.
    const memberId = data.claims?.memberId
    const history = await (memberId === undefined
      ? guestHistory(room.channel)
      : chatHistory(db, room.channel, memberId))
    if (socket.disconnected) return { ok: true }
    socket.emit('CHAT_HISTORY', { channelId: handle, messages: history })
    socket.emit('LIVE_INFO', await liveInfoOf(deps, room.channel))
    return { ok: true }
  })

  command('LEAVE_ALL_CHANNEL', async () => {
    await limit(deps, socket, limits.socketEntry)
    leaveChannels(deps, socket)
    return { ok: true }
  })

  command('AUTH', async ({ token }) => {
    await limit(deps, socket, limits.socketAuth)
    try {
      if (token) signIn(socket, await claimsOfToken(db, deps.config.jwtSecret, token))
      else signOut(socket)
      return { ok: true }
    } catch (error) {
      signOut(socket)
      throw error
    } finally {
      recount(deps, socket)
    }
  })

  // One send at a time per socket: a client that sends without waiting for each answer still
  // has its messages reach the room in the order it sent them.
  let sending: Promise<unknown> = Promise.resolve()
  command('SEND_CHAT', ({ channelId, message }) => {
    const send = sending.then(async () => {
      const member = await writer(db, socket)
      const entry = await sendChat(deps, member, channelId, message)
      return { ok: true as const, entry }
    })
    sending = send.catch(() => {})
    return send
  })
}
