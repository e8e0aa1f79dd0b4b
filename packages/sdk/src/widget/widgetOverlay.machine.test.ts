import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import * as z from 'zod/mini'
import { INITIAL_TIMER } from '../contract/widget/streamTimer'
import {
  type OverlayConfig,
  timerSettingsSchema,
  WIDGET_ERRORS,
} from '../contract/widget/widget.schemas'
import { ApiError } from '../core/apiError'
import {
  AWAY_CHECK_MS,
  type WidgetOverlayFeedEvent,
  widgetOverlayMachine,
  widgetOverlayStateOf,
} from './widgetOverlay.machine'

const T0 = Date.parse('2026-11-20T20:00:00.000Z')
const config = (serverTime: number, title = ''): OverlayConfig => ({
  kind: 'timer',
  channelId: 'airwave',
  nickname: 'Airwave',
  serverTime: new Date(serverTime).toISOString(),
  settings: z.parse(timerSettingsSchema, { title }),
  timer: INITIAL_TIMER,
})
const revoked = new ApiError(404, WIDGET_ERRORS.notFound, 'No widget has this key')

function start(answers: (OverlayConfig | Error)[]) {
  const clock = new SimulatedClock()
  let feed: ((event: WidgetOverlayFeedEvent) => void) | undefined
  let reads = 0
  const machine = widgetOverlayMachine.provide({
    actors: {
      overlayFeed: fromCallback(({ sendBack }) => {
        feed = sendBack as (event: WidgetOverlayFeedEvent) => void
      }),
      loadConfig: fromPromise(async () => {
        const answer = answers[Math.min(reads, answers.length - 1)]
        reads++
        if (!answer || answer instanceof Error) throw answer ?? new Error('none')
        return answer
      }),
    },
  })
  const actor = createActor(machine, {
    clock,
    input: { now: () => T0 + clock.now(), random: () => 1 },
  }).start()
  return {
    actor,
    clock,
    reads: () => reads,
    send: (event: WidgetOverlayFeedEvent) => feed?.(event),
    state: () => widgetOverlayStateOf(actor.getSnapshot()),
  }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('widgetOverlayMachine', () => {
  it('reads its widget, and measures the server clock against its own', async () => {
    const o = start([config(T0 + 2_500)])
    expect(o.state()).toBe('loading')
    await settle()
    expect(o.state()).toBe('ready')
    expect(o.actor.getSnapshot().context.clockOffset).toBe(2_500)
  })

  it('tries again with backoff while the server cannot be reached', async () => {
    const o = start([new ApiError(0, 'NETWORK_ERROR', 'offline'), config(T0)])
    await settle()
    expect(o.state()).toBe('loading')
    expect(o.reads()).toBe(1)
    // First retry ceiling: 1 s (random() = 1).
    o.clock.increment(1000)
    await settle()
    expect(o.reads()).toBe(2)
    expect(o.state()).toBe('ready')
  })

  it('follows pushes, and reads again when the socket comes back', async () => {
    const o = start([config(T0), config(T0), config(T0, 'after the cut')])
    await settle()
    // The socket joins its room after the first read: what changed in between is read again.
    o.send({ type: 'FEED.LINK', connected: true })
    await settle()
    expect(o.reads()).toBe(2)
    o.send({ type: 'FEED.CONFIG', config: config(T0, 'pushed') })
    expect(o.actor.getSnapshot().context.config?.settings).toMatchObject({ title: 'pushed' })
    const running = {
      ...INITIAL_TIMER,
      status: 'running' as const,
      startedAt: new Date(T0).toISOString(),
    }
    o.send({ type: 'FEED.TIMER', timer: running, serverTime: new Date(T0 + 100).toISOString() })
    const snapshot = o.actor.getSnapshot().context
    expect(snapshot.config?.kind === 'timer' && snapshot.config.timer.status).toBe('running')
    expect(snapshot.lastEventAt).toBe(T0)
    o.send({ type: 'FEED.LINK', connected: false })
    o.send({ type: 'FEED.LINK', connected: true })
    await settle()
    expect(o.reads()).toBe(3)
    expect(o.actor.getSnapshot().context.config?.settings).toMatchObject({ title: 'after the cut' })
  })

  it('reads its widget now and then while the socket is down: a replaced key ends it', async () => {
    const o = start([config(T0), config(T0), config(T0), revoked])
    await settle()
    o.send({ type: 'FEED.LINK', connected: true })
    await settle()
    o.send({ type: 'FEED.LINK', connected: false })
    o.clock.increment(AWAY_CHECK_MS)
    await settle()
    expect(o.reads()).toBe(3)
    expect(o.state()).toBe('ready')
    o.clock.increment(AWAY_CHECK_MS)
    await settle()
    expect(o.state()).toBe('revoked')
  })

  it('ends revoked when its key names no widget, first or after a push', async () => {
    const first = start([revoked])
    await settle()
    expect(first.state()).toBe('revoked')
    const later = start([config(T0), revoked])
    await settle()
    later.send({ type: 'FEED.REVOKED' })
    await settle()
    expect(later.state()).toBe('revoked')
    expect(later.actor.getSnapshot().context.config).toBeUndefined()
  })
})
