import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import * as z from 'zod/mini'
import {
  type Alert,
  type AlertBoxSettings,
  type AlertInput,
  alertBoxSettingsSchema,
} from '../contract/widget/widget.schemas'
import {
  ALERT_CATCH_UP_RETRY_MS,
  ALERT_LEAVE_MS,
  type AlertFeedEvent,
  type AlertQueueEmitted,
  alertQueueMachine,
  alertQueueStateOf,
} from './alertQueue.machine'

const settings = (patch: Record<string, unknown> = {}): AlertBoxSettings =>
  z.parse(alertBoxSettingsSchema, patch)

const at = '2026-11-20T20:00:00.000Z'
const alert = (seq: number, input: AlertInput): Alert => ({
  ...input,
  seq,
  createdAt: at,
  test: true,
})
const gem = (seq: number, count = 10) =>
  alert(seq, { type: 'gem', nickname: `fan${seq}`, gem: count })
const sub = (seq: number, days: number) =>
  alert(seq, { type: 'subscription', nickname: `fan${seq}`, days, regular: true })

// The default timeout is 10 s; one alert takes it plus the leave.
const TURN = 10_000 + ALERT_LEAVE_MS

function start(options: {
  settings?: AlertBoxSettings
  paused?: boolean
  lastSeq?: number
  catchUp?: (after: number) => Promise<Alert[]>
}) {
  const clock = new SimulatedClock()
  let feed: ((event: AlertFeedEvent) => void) | undefined
  const asked: number[] = []
  const machine = alertQueueMachine.provide({
    actors: {
      alertFeed: fromCallback(({ sendBack }) => {
        feed = sendBack as (event: AlertFeedEvent) => void
      }),
      fetchAlerts: fromPromise(async ({ input }) => {
        asked.push(input.after)
        return options.catchUp ? options.catchUp(input.after) : []
      }),
    },
  })
  const actor = createActor(machine, {
    clock,
    input: {
      settings: options.settings ?? settings(),
      paused: options.paused ?? false,
      lastSeq: options.lastSeq ?? 0,
    },
  })
  const emitted: AlertQueueEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const shown = () => emitted.filter((e) => e.type === 'shown').map((e) => e.alert.seq)
  const dropped = () => emitted.filter((e) => e.type === 'dropped').map((e) => e.alert.seq)
  // The simulated clock fires only the timers due when it moves: move it in small steps, so a
  // timer set by another (the leave after the timeout) fires in the same stretch.
  const advance = (ms: number) => {
    for (let left = ms; left > 0; left -= 100) clock.increment(Math.min(100, left))
  }
  return {
    actor,
    advance,
    asked,
    shown,
    dropped,
    send: (event: AlertFeedEvent) => feed?.(event),
    state: () => alertQueueStateOf(actor.getSnapshot()),
  }
}

// Lets the promise actors settle.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('alertQueueMachine', () => {
  it('plays one alert at a time, in seq order, each for its timeout, then the next', () => {
    const q = start({})
    q.send({ type: 'FEED.ALERTS', alerts: [gem(2)] })
    q.send({ type: 'FEED.ALERTS', alerts: [gem(1), gem(3)] })
    expect(q.shown()).toEqual([2])
    expect(q.state()).toBe('showing')
    q.advance(10_000)
    expect(q.state()).toBe('leaving')
    // Nothing overlaps: the next comes once this one has left.
    expect(q.shown()).toEqual([2])
    q.advance(ALERT_LEAVE_MS)
    expect(q.shown()).toEqual([2, 1])
    q.advance(TURN)
    expect(q.shown()).toEqual([2, 1, 3])
    q.advance(TURN)
    expect(q.state()).toBe('idle')
  })

  it("uses each type's own timeout", () => {
    const styles = settings()
    const q = start({
      settings: { ...styles, types: { ...styles.types, gem: { ...styles.types.gem, timeout: 2 } } },
    })
    q.send({ type: 'FEED.ALERTS', alerts: [gem(1), sub(2, 30)] })
    q.advance(2_000 + ALERT_LEAVE_MS)
    expect(q.shown()).toEqual([1, 2])
    q.advance(2_000)
    expect(q.state()).toBe('showing')
  })

  it('drops an alert that fails the thresholds when its turn comes, with the settings of then', () => {
    const q = start({
      settings: settings({
        exposure: { gem: { mode: { disabled: false }, minimumExposureNumber: 100 } },
      }),
    })
    q.send({
      type: 'FEED.ALERTS',
      alerts: [gem(1, 500), gem(2, 50), sub(3, 28), gem(4, 99), gem(5, 100)],
    })
    expect(q.shown()).toEqual([1])
    // The streamer lowers the minimum while alert 1 shows: 4 passes now, 2 too.
    q.actor.send({
      type: 'SETTINGS',
      settings: settings({
        exposure: { gem: { mode: { disabled: false }, minimumExposureNumber: 60 } },
      }),
    })
    for (let i = 0; i < 5; i++) q.advance(TURN)
    expect(q.shown()).toEqual([1, 3, 4, 5])
    expect(q.dropped()).toEqual([2])
  })

  it('plays an alert that comes twice once, and none at or before the first seq', () => {
    const q = start({ lastSeq: 10 })
    q.send({ type: 'FEED.ALERTS', alerts: [gem(9), gem(10), gem(11)] })
    q.send({ type: 'FEED.ALERTS', alerts: [gem(11), gem(12)] })
    q.advance(TURN)
    q.send({ type: 'FEED.ALERTS', alerts: [gem(11), gem(12)] })
    for (let i = 0; i < 3; i++) q.advance(TURN)
    expect(q.shown()).toEqual([11, 12])
  })

  it('catches up after each connection from the newest seq it has', async () => {
    const missed = [gem(6), gem(7)]
    const q = start({ lastSeq: 5, catchUp: async (after) => missed.filter((a) => a.seq > after) })
    q.send({ type: 'FEED.LINK', connected: true })
    await settle()
    expect(q.asked).toEqual([5])
    expect(q.shown()).toEqual([6])
    q.send({ type: 'FEED.LINK', connected: false })
    // While the socket is down the replay brings 8; the catch-up 8 and 9 again.
    q.send({ type: 'FEED.ALERTS', alerts: [gem(8)] })
    missed.push(gem(8), gem(9))
    q.send({ type: 'FEED.LINK', connected: true })
    await settle()
    expect(q.asked).toEqual([5, 8])
    for (let i = 0; i < 5; i++) q.advance(TURN)
    expect(q.shown()).toEqual([6, 7, 8, 9])
  })

  it('tries a failed catch-up again', async () => {
    let fail = true
    const q = start({
      catchUp: async () => {
        if (fail) throw new Error('offline')
        return [gem(1)]
      },
    })
    q.send({ type: 'FEED.LINK', connected: true })
    await settle()
    expect(q.shown()).toEqual([])
    fail = false
    q.advance(ALERT_CATCH_UP_RETRY_MS)
    await settle()
    expect(q.asked).toHaveLength(2)
    expect(q.shown()).toEqual([1])
  })

  it('pauses: the alert showing finishes, the next waits until resumed, none is lost', () => {
    const q = start({})
    q.send({ type: 'FEED.ALERTS', alerts: [gem(1), gem(2)] })
    q.send({ type: 'FEED.CONTROL', action: 'pause', paused: true })
    q.advance(TURN * 3)
    expect(q.shown()).toEqual([1])
    expect(q.state()).toBe('paused')
    q.send({ type: 'FEED.ALERTS', alerts: [gem(3)] })
    q.send({ type: 'FEED.CONTROL', action: 'resume', paused: false })
    q.advance(TURN)
    expect(q.shown()).toEqual([1, 2, 3])
  })

  it('starts paused when the queue was paused, and skips only the alert named', () => {
    const q = start({ paused: true })
    q.send({ type: 'FEED.ALERTS', alerts: [gem(1), gem(2)] })
    expect(q.shown()).toEqual([])
    q.send({ type: 'FEED.CONTROL', action: 'resume', paused: false })
    expect(q.shown()).toEqual([1])
    // A skip meant for another alert (it ended meanwhile) skips nothing.
    q.send({ type: 'FEED.CONTROL', action: 'skip', seq: 7, paused: false })
    expect(q.state()).toBe('showing')
    q.send({ type: 'FEED.CONTROL', action: 'skip', seq: 1, paused: false })
    expect(q.state()).toBe('leaving')
    q.advance(ALERT_LEAVE_MS)
    expect(q.shown()).toEqual([1, 2])
  })
})
