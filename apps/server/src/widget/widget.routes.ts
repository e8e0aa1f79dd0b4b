import { randomUUID } from 'node:crypto'
import {
  type AlertInput,
  applyTimerAction,
  type ChatMessage,
  isWidgetKind,
  type OverlayConfig,
  type Poll,
  WIDGET_ERRORS,
  WIDGET_KEY_HEADER,
  type WidgetAdmin,
  type WidgetKind,
  widgetEndpoints,
} from '@airwave/sdk/contract'
import { and, eq, ne } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { now } from '../clock'
import type { Db } from '../db/database'
import { polls } from '../db/schema'
import type { AppDeps } from '../deps'
import type { AuthMember } from '../http/auth'
import { conflict, forbidden, notFound } from '../http/httpError'
import { route } from '../http/route'
import { signatureOf } from '../item/cheer'
import { pollChannel } from '../poll/pollAccess'
import { attachWidgetSockets, pushToWidget, revokeOverlays, widgetHealth } from './widgetSocket'
import {
  addAlert,
  alertsAfter,
  lastAlertSeq,
  pausedOf,
  rotateKey,
  saveSettings,
  saveState,
  settingsOf,
  timerOf,
  type WidgetRow,
  widgetByKey,
  widgetOf,
} from './widgetStore'

const notAllowed = () =>
  forbidden("Only the channel's streamer and managers manage its widgets", WIDGET_ERRORS.notAllowed)
const noWidget = () => notFound('No widget has this key', WIDGET_ERRORS.notFound)

/**
 * The channel whose widgets the caller manages: `channelId` for its streamer or one of its
 * managers, else the caller's own channel.
 */
async function managedChannel(
  deps: AppDeps,
  me: AuthMember,
  channelId: string | undefined,
): Promise<{ idx: number; handle: string }> {
  if (channelId === undefined) {
    if (!me.channel) throw notAllowed()
    return { idx: me.channel.idx, handle: me.channel.channelId }
  }
  const channel = await pollChannel(deps.db, channelId, me)
  if (!channel.canManage) throw notAllowed()
  return channel
}

/** What an overlay reads: its widget by kind, with the server's clock. */
async function overlayConfig(deps: AppDeps, widget: WidgetRow): Promise<OverlayConfig> {
  const base = {
    channelId: widget.handle,
    nickname: widget.nickname,
    serverTime: now().toISOString(),
  }
  switch (widget.kind) {
    case 'alertbox':
      return {
        kind: 'alertbox',
        ...base,
        settings: settingsOf({ ...widget, kind: 'alertbox' }),
        paused: pausedOf(widget),
        lastSeq: await lastAlertSeq(deps.db, widget.channelIdx),
      }
    case 'chatbox':
      return { kind: 'chatbox', ...base, settings: settingsOf({ ...widget, kind: 'chatbox' }) }
    case 'timer':
      return {
        kind: 'timer',
        ...base,
        settings: settingsOf({ ...widget, kind: 'timer' }),
        timer: timerOf(widget),
      }
    case 'poll':
      return { kind: 'poll', ...base, settings: settingsOf({ ...widget, kind: 'poll' }) }
    case 'challenge-mission':
      return {
        kind: 'challenge-mission',
        ...base,
        settings: settingsOf({ ...widget, kind: 'challenge-mission' }),
      }
  }
}

async function adminView(deps: AppDeps, widget: WidgetRow): Promise<WidgetAdmin> {
  const [config, health] = await Promise.all([
    overlayConfig(deps, widget),
    widgetHealth(deps, widget),
  ])
  return { ...config, key: widget.key, health }
}

const keyOf = (request: FastifyRequest) => request.headers[WIDGET_KEY_HEADER]

/** A chat line of the emulator's: shown by the chat box only, never in the channel's chat. */
function testChatLine(handle: string, message: string): ChatMessage {
  return {
    type: 'CHAT_MESSAGE',
    logIdentity: `test-${randomUUID()}`,
    channelId: handle,
    viewerInfo: { viewerId: 'airwave-test', level: 0, chatNickname: 'Test viewer' },
    level: 0,
    nicknameColor: 'teal',
    message,
    blinded: false,
    createDate: now().toISOString(),
  }
}

/** How long the emulator's poll runs (chosen): long enough to place it in a scene. */
const TEST_POLL_MS = 30_000

/** A poll of the emulator's: idx 0, never a real poll's, gone when its time is up. */
function testPoll(handle: string): Poll {
  const at = now()
  return {
    idx: 0,
    status: 'in-progress',
    channelId: handle,
    title: 'Test poll: which map next?',
    isRankingExpose: true,
    startDate: at.toISOString(),
    endDate: new Date(at.getTime() + TEST_POLL_MS).toISOString(),
    remainingMs: TEST_POLL_MS,
    totalVoteCnt: 12,
    voteItem: [
      { idx: 1, content: 'Dust', voteCnt: 7 },
      { idx: 2, content: 'Mirage', voteCnt: 4 },
      { idx: 3, content: 'Inferno', voteCnt: 1 },
    ],
  }
}

/**
 * The widget calls of the SDK's `widgetEndpoints`: the dashboard's (a widget's settings, key,
 * health, the emulator, the alert queue's skip and pause, the stream timer), for the channel's
 * streamer and managers; the overlay's, with its key; and the overlays' sockets.
 *
 * @example
 * export const routeModules = [..., widgetRoutes]
 */
export function widgetRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps
  attachWidgetSockets(deps, app.log)

  const widgetFor = async (me: AuthMember, kind: WidgetKind, channelId: string | undefined) => {
    const channel = await managedChannel(deps, me, channelId)
    return widgetOf(db, channel.idx, kind)
  }
  const kindOf = (value: string): WidgetKind => {
    if (!isWidgetKind(value)) throw notFound(`No widget is called "${value}"`)
    return value
  }

  // The overlays' pages are the site's, matched here rather than by the not-found fallback,
  // whose log line would carry the key.
  app.get('/widget/:kind/:key', (_request, reply) => {
    if (!deps.config.siteDir) throw notFound('No site is served here')
    reply.header('cache-control', 'no-cache')
    return reply.sendFile('index.html')
  })

  route(app, widgetEndpoints.get, async ({ params, query, me }) =>
    adminView(deps, await widgetFor(me, kindOf(params.kind), query.channelId)),
  )

  route(app, widgetEndpoints.saveSettings, async ({ body, me }) => {
    const widget = await widgetFor(me, body.kind, body.channelId)
    await saveSettings(db, widget.id, body.settings)
    const saved = { ...widget, settings: body.settings }
    pushToWidget(deps, widget, 'WIDGET_SETTINGS', await overlayConfig(deps, saved))
    return adminView(deps, saved)
  })

  route(app, widgetEndpoints.rotateKey, async ({ params, body, me }) => {
    const widget = await widgetFor(me, kindOf(params.kind), body.channelId)
    await rotateKey(db, widget.id)
    revokeOverlays(deps, widget)
    return adminView(deps, await widgetOf(db, widget.channelIdx, widget.kind))
  })

  route(app, widgetEndpoints.test, async ({ body, me }) => {
    const widget = await widgetFor(me, body.kind, body.channelId)
    switch (body.kind) {
      case 'alertbox': {
        const alert = await addAlert(
          db,
          widget.channelIdx,
          await asCheered(db, widget.channelIdx, body.alert),
          true,
        )
        pushToWidget(deps, widget, 'WIDGET_ALERT', { alert })
        return { seq: alert.seq }
      }
      case 'chatbox':
        pushToWidget(deps, widget, 'CHAT_MESSAGE', testChatLine(widget.handle, body.message))
        return {}
      case 'poll': {
        // A real poll has the overlay; a test one would hide it.
        const [running] = await db
          .select({ id: polls.id })
          .from(polls)
          .where(and(eq(polls.channelId, widget.channelIdx), ne(polls.status, 'end')))
        if (running) {
          throw conflict(
            'A poll runs on the channel: the overlay shows it',
            WIDGET_ERRORS.pollRunning,
          )
        }
        pushToWidget(deps, widget, 'CHANNEL_VOTE', { channelVoteData: testPoll(widget.handle) })
        return {}
      }
    }
  })

  route(app, widgetEndpoints.controlAlerts, async ({ body, me }) => {
    const widget = await widgetFor(me, 'alertbox', body.channelId)
    const paused =
      body.action === 'pause' ? true : body.action === 'resume' ? false : pausedOf(widget)
    if (paused !== pausedOf(widget)) await saveState(db, widget.id, { paused })
    pushToWidget(deps, widget, 'WIDGET_CONTROL', {
      action: body.action,
      ...(body.seq === undefined ? {} : { seq: body.seq }),
      paused,
    })
    return { paused }
  })

  route(app, widgetEndpoints.timer, async ({ body, me }) => {
    const widget = await widgetFor(me, 'timer', body.channelId)
    const at = now()
    const timer = applyTimerAction(timerOf(widget), body.action, at.getTime())
    await saveState(db, widget.id, timer)
    pushToWidget(deps, widget, 'WIDGET_TIMER', { timer, serverTime: at.toISOString() })
    return timer
  })

  route(app, widgetEndpoints.overlay, async ({ request }) => {
    const widget = await widgetByKey(db, keyOf(request))
    if (!widget) throw noWidget()
    return overlayConfig(deps, widget)
  })

  route(app, widgetEndpoints.overlayAlerts, async ({ request, query }) => {
    const widget = await widgetByKey(db, keyOf(request))
    if (widget?.kind !== 'alertbox') throw noWidget()
    return { alerts: await alertsAfter(db, widget.channelIdx, query.after ?? 0) }
  })
}

/**
 * A test alert as a real cheer of its amount plays: a signature gem's amount gets its special
 * alert, whatever signature the request named.
 */
async function asCheered(db: Db, channelIdx: number, alert: AlertInput): Promise<AlertInput> {
  if (alert.type !== 'gem') return alert
  const { signature: _named, ...gem } = alert
  const signature = await signatureOf(db, channelIdx, gem.gem)
  if (!signature) return gem
  return { ...gem, signature: { signatureGemIdx: signature.idx, title: signature.title } }
}
