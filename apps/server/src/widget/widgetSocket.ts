import {
  type OverlayReport,
  overlayReportSchema,
  type SocketEventName,
  type SocketEventPayload,
  socketCommands,
  WIDGET_ERRORS,
  type WidgetEventName,
  type WidgetEventPayload,
  type WidgetHealth,
} from '@airwave/sdk/contract'
import type { Server, Socket } from 'socket.io'
import * as z from 'zod/mini'
import { chatHistory } from '../chat/chatMessages'
import { loadChatRoom } from '../chat/chatRoom'
import type { AppDeps } from '../deps'
import { channelOfRoom, channelRoom } from '../realtime/rooms'
import { keyVersionOf, markSeen, type WidgetRow, widgetByKey } from './widgetStore'

// The overlays' sockets. An overlay signs its socket in with its widget key (socket.io's
// CONNECT `auth`, never the URL); such a socket may only read its own channel's overlay
// events: it enters its channel's room (without counting as a viewer), gets its widget's
// pushes, reports its health, and nothing else (no chat, no other channel, no AUTH).

/** The socket error code an overlay gets when its key is replaced (the SDK's WIDGET_REVOKED). */
const REVOKED = 'WIDGET_REVOKED'

/** What an overlay's socket keeps in `socket.data` (recovery restores it). */
interface WidgetSocketData {
  widget?: {
    id: number
    kind: WidgetRow['kind']
    keyVersion: number
    channelIdx: number
    handle: string
    connectedAt: string
    report?: OverlayReport
  }
}

const widgetData = (socket: { data: unknown }) => (socket.data as WidgetSocketData).widget

/**
 * The room of a widget's overlays signed in with one version of its key: a new key's
 * overlays are in another room, so nothing reaches a revoked one.
 *
 * @example widgetRoom(widget) // 'widget:12:v3'
 */
const widgetRoom = (widget: { id: number; keyVersion: number }) =>
  `widget:${widget.id}:v${widget.keyVersion}`

/** What the widgets push: the overlay events (the widget domain's schemas) and the emulator's. */
type WidgetPush = WidgetEventName | 'CHAT_MESSAGE' | 'CHANNEL_VOTE'
type WidgetPushPayload<N extends WidgetPush> = N extends WidgetEventName
  ? WidgetEventPayload<N>
  : N extends SocketEventName
    ? SocketEventPayload<N>
    : never

/**
 * Pushes an event to a widget's overlays (through the adapter: every instance, and the
 * connection-state recovery replays it to an overlay back from a cut).
 *
 * @example pushToWidget(deps, widget, 'WIDGET_ALERT', { alert })
 */
export function pushToWidget<N extends WidgetPush>(
  deps: AppDeps,
  widget: { id: number; keyVersion: number },
  event: N,
  payload: WidgetPushPayload<N>,
): void {
  deps.realtime.io.to(widgetRoom(widget)).emit(event, payload)
}

/**
 * A widget's overlays connected now, on every instance, with their last reports.
 *
 * @example const health = await widgetHealth(deps, widget)
 */
export async function widgetHealth(deps: AppDeps, widget: WidgetRow): Promise<WidgetHealth> {
  const sockets = await deps.realtime.io.in(widgetRoom(widget)).fetchSockets()
  return {
    overlays: sockets.flatMap((socket) => {
      const data = widgetData(socket)
      if (!data) return []
      return [{ connectedAt: data.connectedAt, ...(data.report ? { report: data.report } : {}) }]
    }),
    lastSeenAt: widget.lastSeenAt?.toISOString() ?? null,
  }
}

/**
 * Ends the overlays of a replaced key, on every instance: told why (WIDGET_REVOKED), then
 * disconnected in a way that keeps no session to recover.
 *
 * @example revokeOverlays(deps, { id: widget.id, keyVersion: old })
 */
export function revokeOverlays(deps: AppDeps, widget: { id: number; keyVersion: number }): void {
  const room = deps.realtime.io.in(widgetRoom(widget))
  room.emit('SOCKET_ERROR', { code: REVOKED, message: 'This widget URL was replaced' })
  room.disconnectSockets()
}

type Ack = (answer: unknown) => void
const refuse = (ack: Ack | undefined, code: string, message: string) =>
  ack?.({ ok: false, code, message })

/**
 * Serves the overlays' sockets on the server's socket.io: the key check at the handshake,
 * the recheck of a recovered socket's key, what such a socket may send, and when its last
 * overlay left. Registered before the socket server's own handlers, whose commands an overlay's
 * socket never reaches.
 *
 * @example attachWidgetSockets(deps, app.log)
 */
export function attachWidgetSockets(
  deps: AppDeps,
  log: { warn(details: object, message: string): void },
): void {
  const io: Server = deps.realtime.io
  const { db } = deps

  io.use((socket, next) => {
    const key = (socket.handshake.auth as { widgetKey?: unknown } | undefined)?.widgetKey
    if (key === undefined) return next()
    const refused = (code: string, message: string) => {
      const error = new Error(code) as Error & { data?: unknown }
      error.data = { code, message }
      next(error)
    }
    // One identity per socket: an overlay's is its key, never a member's too.
    if (socket.handshake.query.token !== undefined) {
      return refused('INVALID_REQUEST', 'A widget socket carries no token')
    }
    widgetByKey(db, key).then(
      (widget) => {
        if (!widget) return refused(WIDGET_ERRORS.notFound, 'No widget has this key')
        ;(socket.data as WidgetSocketData).widget = {
          id: widget.id,
          kind: widget.kind,
          keyVersion: widget.keyVersion,
          channelIdx: widget.channelIdx,
          handle: widget.handle,
          connectedAt: new Date().toISOString(),
        }
        next()
      },
      (error: unknown) => next(error as Error),
    )
  })

  io.on('connection', (socket) => {
    const widget = widgetData(socket)
    if (!widget) {
      // A page's socket has no overlay to report on.
      socket.on('WIDGET_HEALTH', (...args: unknown[]) => {
        const ack = args.at(-1)
        if (typeof ack === 'function') refuse(ack as Ack, 'FORBIDDEN', 'Not a widget socket')
      })
      return
    }
    if (socket.recovered) {
      // Its rooms came back without a handshake: the key may have been replaced meanwhile.
      keyVersionOf(db, widget.id).then(
        (version) => {
          if (version === widget.keyVersion) return
          socket.emit('SOCKET_ERROR', { code: REVOKED, message: 'This widget URL was replaced' })
          socket.disconnect()
        },
        (error: unknown) => log.warn({ err: error }, 'widget key check failed'),
      )
    } else {
      socket.join(widgetRoom(widget))
    }
    // `next` is never called: an overlay's packets stop here, answered or refused.
    socket.use(([name, ...args], _next) => {
      const last = args.at(-1)
      const ack = typeof last === 'function' ? (last as Ack) : undefined
      const payload = args[0] === ack ? undefined : args[0]
      if (name === 'WIDGET_HEALTH') {
        const report = z.safeParse(overlayReportSchema, payload)
        if (!report.success) return refuse(ack, 'INVALID_REQUEST', 'Not a widget report')
        widget.report = report.data
        return ack?.({ ok: true })
      }
      if (name === 'ENTER_CHANNEL') {
        enter(deps, socket, widget, payload).then(ack, (error: unknown) => {
          log.warn({ err: error }, 'widget socket could not enter its channel')
          refuse(ack, 'INTERNAL', 'Something went wrong on our side')
        })
        return
      }
      if (name === 'LEAVE_ALL_CHANNEL') {
        for (const room of [...socket.rooms]) {
          if (channelOfRoom(room) !== undefined) socket.leave(room)
        }
        return ack?.({ ok: true })
      }
      // Chat, AUTH, anything else: an overlay only reads.
      refuse(ack, 'FORBIDDEN', 'A widget socket only reads its channel')
    })
    socket.on('disconnect', () => {
      markSeen(db, widget.id).catch((error: unknown) =>
        log.warn({ err: error }, 'widget last-seen time not saved'),
      )
    })
  })
}

/** An overlay enters its own channel's room only, as a reader that counts as no viewer. */
async function enter(
  deps: AppDeps,
  socket: Socket,
  widget: NonNullable<WidgetSocketData['widget']>,
  payload: unknown,
): Promise<unknown> {
  const parsed = z.safeParse(socketCommands.ENTER_CHANNEL, payload)
  if (!parsed.success) return { ok: false, code: 'INVALID_REQUEST', message: 'No channel id' }
  if (parsed.data.channelId.toLowerCase() !== widget.handle.toLowerCase()) {
    return {
      ok: false,
      code: 'FORBIDDEN',
      message: "A widget socket reads its own channel's events only",
    }
  }
  socket.join(channelRoom(widget.handle))
  if (widget.kind === 'chatbox') {
    const room = await loadChatRoom(deps.db, widget.handle, undefined)
    const messages = await chatHistory(deps.db, room.channel, undefined)
    socket.emit('CHAT_HISTORY', { channelId: room.channel.handle, messages })
  }
  return { ok: true }
}
