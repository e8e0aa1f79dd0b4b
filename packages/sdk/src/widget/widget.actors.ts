import { fromCallback } from 'xstate'
import type * as z from 'zod/mini'
import type { widgetEndpoints } from '../contract/widget/widget.endpoints'
import {
  type WidgetEventName,
  type WidgetEventPayload,
  widgetEventSchemas,
} from '../contract/widget/widget.schemas'
import type { BoundGroups } from '../core/client'
import { type CallArgs, fromCall } from '../core/fromCall'
import type { Realtime } from '../realtime/createRealtime'
import { linkFeed } from '../realtime/feedLink'
import { parsedEvent } from '../realtime/parsedEvent'
import type { AlertFeedEvent } from './alertQueue.machine'
import type { WidgetOverlayFeedEvent } from './widgetOverlay.machine'

/** The part of a bound client an overlay calls (with its key); a full client fits. */
export type WidgetOverlayClient = {
  widget: Pick<
    BoundGroups<{ widget: typeof widgetEndpoints }>['widget'],
    'overlay' | 'overlayAlerts'
  >
}

/** The part of the overlay's real-time connection its machines use. */
export type WidgetRealtime = Pick<Realtime, 'on' | 'status' | 'subscribe'>

/**
 * Listens to an overlay event of the socket, parsed with the widget domain's schema (the socket
 * contract passes these through): one that does not parse is dropped, and said so.
 */
function onWidgetEvent<N extends WidgetEventName>(
  realtime: WidgetRealtime,
  name: N,
  handler: (payload: WidgetEventPayload<N>) => void,
) {
  return realtime.on(
    name,
    parsedEvent(
      name,
      widgetEventSchemas[name] as unknown as z.ZodMiniType<WidgetEventPayload<N>>,
      handler,
    ),
  )
}

/**
 * The socket's error code telling an overlay its key was replaced (chosen): it stops, and its
 * page says so outside OBS.
 */
export const WIDGET_REVOKED = 'WIDGET_REVOKED'

/**
 * The `overlayFeed` actor: what the overlay's socket says about its widget (new settings, the
 * timer, the alert queue's pause, a revoked key), any event for it (its time is the overlay's
 * last event), and whether the socket is up.
 *
 * @example widgetOverlayMachine.provide({ actors: { overlayFeed: overlayFeed(realtime) } })
 */
export function overlayFeed(realtime: WidgetRealtime) {
  return fromCallback<{ type: string }>(({ sendBack }) => {
    const feed = (event: WidgetOverlayFeedEvent) => sendBack(event)
    const activity = () => feed({ type: 'FEED.ACTIVITY' })
    return linkFeed(realtime, feed, [
      onWidgetEvent(realtime, 'WIDGET_SETTINGS', (config) => feed({ type: 'FEED.CONFIG', config })),
      onWidgetEvent(realtime, 'WIDGET_TIMER', ({ timer, serverTime }) =>
        feed({ type: 'FEED.TIMER', timer, serverTime }),
      ),
      onWidgetEvent(realtime, 'WIDGET_CONTROL', ({ paused }) =>
        feed({ type: 'FEED.PAUSED', paused }),
      ),
      realtime.on('WIDGET_ALERT', activity),
      realtime.on('CHAT_MESSAGE', activity),
      realtime.on('CHANNEL_VOTE', activity),
      realtime.on('SOCKET_ERROR', (error) => {
        if (error.code === WIDGET_REVOKED) feed({ type: 'FEED.REVOKED' })
      }),
    ])
  })
}

/**
 * The actors of {@link widgetOverlayMachine}: the feed over the overlay's socket and its
 * widget read with its key.
 *
 * @example widgetOverlayMachine.provide({ actors: widgetOverlayActors({ realtime, client }) })
 */
export function widgetOverlayActors({
  realtime,
  client,
}: {
  realtime: WidgetRealtime
  client: WidgetOverlayClient
}) {
  return {
    overlayFeed: overlayFeed(realtime),
    loadConfig: fromCall(({ signal }: CallArgs<undefined>) => client.widget.overlay({ signal })),
  }
}

/**
 * The `alertFeed` actor: the alert box's alerts (WIDGET_ALERT), the streamer's skip, pause
 * and resume (WIDGET_CONTROL), and whether the socket is up.
 *
 * @example alertQueueMachine.provide({ actors: { alertFeed: alertFeed(realtime) } })
 */
export function alertFeed(realtime: WidgetRealtime) {
  return fromCallback<{ type: string }>(({ sendBack }) => {
    const feed = (event: AlertFeedEvent) => sendBack(event)
    return linkFeed(realtime, feed, [
      onWidgetEvent(realtime, 'WIDGET_ALERT', ({ alert }) =>
        feed({ type: 'FEED.ALERTS', alerts: [alert] }),
      ),
      onWidgetEvent(realtime, 'WIDGET_CONTROL', ({ action, seq, paused }) =>
        feed({ type: 'FEED.CONTROL', action, seq, paused }),
      ),
    ])
  })
}

/**
 * The actors of {@link alertQueueMachine}: the feed over the overlay's socket and the catch-up
 * call with its key.
 *
 * @example alertQueueMachine.provide({ actors: alertQueueActors({ realtime, client }) })
 */
export function alertQueueActors({
  realtime,
  client,
}: {
  realtime: WidgetRealtime
  client: WidgetOverlayClient
}) {
  return {
    alertFeed: alertFeed(realtime),
    fetchAlerts: fromCall(
      async ({ input, signal }: CallArgs<{ after: number }>) =>
        (
          await client.widget.overlayAlerts(input.after > 0 ? { after: input.after } : {}, {
            signal,
          })
        ).alerts,
    ),
  }
}
