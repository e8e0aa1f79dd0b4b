import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { type LiveStreamInfo, liveStatusMachine } from './liveStatus.machine'

function start(streamInfo?: LiveStreamInfo, fetched: LiveStreamInfo = { isStream: true }) {
  let fetches = 0
  const machine = liveStatusMachine.provide({
    actors: {
      fetchStreamInfo: fromPromise(async () => {
        fetches++
        return fetched
      }),
    },
  })
  const actor = createActor(machine, { input: streamInfo ? { streamInfo } : {} }).start()
  return { actor, fetches: () => fetches }
}

describe('liveStatusMachine', () => {
  it('starts ON, OFF or OFF_WAITING from the stream info', () => {
    expect(start({ isStream: true }).actor.getSnapshot().matches('ON')).toBe(true)
    expect(start({ isStream: false }).actor.getSnapshot().value).toBe('OFF')
    const waiting = start({ isStream: false, isStreamPendingEnd: true }).actor.getSnapshot()
    expect(waiting.value).toBe('OFF_WAITING')
    expect(waiting.context.pendingEndProtected).toBe(true)
  })

  it('shows the off box after a normal end', () => {
    const { actor } = start({ isStream: true })
    actor.send({ type: 'STATUS', status: false, endedReason: 0 })
    expect(actor.getSnapshot().value).toBe('OFF')
    expect(actor.getSnapshot().context.alertBox).toBe('OFF')
  })

  it('shows the forced-off box after a forced end', () => {
    const { actor } = start({ isStream: true })
    actor.send({ type: 'STATUS', status: false, endedReason: 1 })
    expect(actor.getSnapshot().context.alertBox).toBe('OFF_FORCE')
    expect(actor.getSnapshot().context.dialogAlert).toBe('NONE')
  })

  it('shows the suspended dialog after a suspension', () => {
    const { actor } = start({ isStream: true })
    actor.send({ type: 'STATUS', status: false, endedReason: 2 })
    expect(actor.getSnapshot().value).toBe('OFF')
    expect(actor.getSnapshot().context.dialogAlert).toBe('SUSPENDED')
  })

  it('waits on a pending end and resumes on a streaming event, without calling it a restream', async () => {
    const { actor, fetches } = start({ isStream: true })
    actor.send({ type: 'STATUS', status: false, endedReason: 3 })
    expect(actor.getSnapshot().value).toBe('OFF_WAITING')
    expect(actor.getSnapshot().context.alertBox).toBe('NONE')
    actor.send({ type: 'STATUS', status: true })
    expect(actor.getSnapshot().matches('ON')).toBe(true)
    expect(actor.getSnapshot().context.restreaming).toBe(false)
    await Promise.resolve()
    expect(fetches()).toBe(1)
  })

  it('detects a restream when the live comes back after an earlier live period', () => {
    const { actor } = start({ isStream: true })
    actor.send({ type: 'STATUS', status: false, endedReason: 0 })
    actor.send({ type: 'STATUS', status: true })
    expect(actor.getSnapshot().context.restreaming).toBe(true)
    expect(actor.getSnapshot().context.alertBox).toBe('NONE')
  })

  it('does not call the first live of the page a restream', () => {
    const { actor } = start({ isStream: false })
    actor.send({ type: 'STATUS', status: true })
    expect(actor.getSnapshot().matches('ON')).toBe(true)
    expect(actor.getSnapshot().context.restreaming).toBe(false)
  })

  it('refetches the stream info when streaming starts', async () => {
    const { actor, fetches } = start(
      { isStream: false },
      { isStream: true, isStreamPendingEnd: false },
    )
    expect(fetches()).toBe(0)
    actor.send({ type: 'STATUS', status: true })
    expect(actor.getSnapshot().matches({ ON: 'refreshing' })).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fetches()).toBe(1)
    expect(actor.getSnapshot().matches({ ON: 'current' })).toBe(true)
    expect(actor.getSnapshot().context.streamInfo).toEqual({
      isStream: true,
      isStreamPendingEnd: false,
    })
  })

  it('sets the pending-end protection flag from stream info that is offline and pending end', () => {
    const { actor } = start({ isStream: false })
    actor.send({ type: 'STREAM_INFO', info: { isStream: false, isStreamPendingEnd: true } })
    expect(actor.getSnapshot().context.pendingEndProtected).toBe(true)
    actor.send({ type: 'STREAM_INFO', info: { isStream: true, isStreamPendingEnd: true } })
    expect(actor.getSnapshot().context.pendingEndProtected).toBe(false)
  })

  it('announces each status to listeners', () => {
    const { actor } = start({ isStream: true })
    const seen: string[] = []
    actor.on('live-status', ({ status, endedReason }) =>
      seen.push(`${status}:${endedReason ?? ''}`),
    )
    actor.send({ type: 'STATUS', status: false, endedReason: 3 })
    actor.send({ type: 'STATUS', status: false, endedReason: 1 })
    expect(seen).toEqual(['OFF_WAITING:3', 'OFF:1'])
  })
})
