import { describe, expect, it } from 'vitest'
import { createReducerStore } from '../reducer'
import { type LiveStreamInfo, liveStatusReducer } from './liveStatus.reducer'

function start(streamInfo?: LiveStreamInfo, fetched: LiveStreamInfo = { isStream: true }) {
  let fetches = 0
  const actor = createReducerStore(
    liveStatusReducer,
    {
      fetchStreamInfo: async () => {
        fetches++
        return fetched
      },
    },
    streamInfo ? { streamInfo } : {},
  ).start()
  return { actor, fetches: () => fetches }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('liveStatusReducer', () => {
  it('starts ON, OFF or OFF_WAITING from the stream info', () => {
    expect(start({ isStream: true }).actor.getSnapshot().value).toBe('ON')
    expect(start({ isStream: false }).actor.getSnapshot().value).toBe('OFF')
    expect(start().actor.getSnapshot().value).toBe('OFF')
    const waiting = start({ isStream: false, isStreamPendingEnd: true }).actor.getSnapshot()
    expect(waiting.value).toBe('OFF_WAITING')
    expect(waiting.context.pendingEndProtected).toBe(true)
  })

  it('announces the first status to listeners attached before start', () => {
    const actor = createReducerStore(
      liveStatusReducer,
      { fetchStreamInfo: async () => ({ isStream: true }) },
      { streamInfo: { isStream: false, isStreamPendingEnd: true } },
    )
    const seen: unknown[] = []
    actor.on('live-status', (payload) => seen.push(payload))
    actor.start()
    expect(seen).toEqual([{ status: 'OFF_WAITING', restreaming: false }])
  })

  it('does not refetch the stream info for a live the page starts on', async () => {
    const { fetches } = start({ isStream: true })
    await flush()
    expect(fetches()).toBe(0)
  })

  it('shows the off box after a normal end', () => {
    const { actor } = start({ isStream: true })
    actor.send({ type: 'STATUS', status: false, endedReason: 0 })
    expect(actor.getSnapshot().value).toBe('OFF')
    expect(actor.getSnapshot().context.alertBox).toBe('OFF')
  })

  it('counts an end without a reason as a normal end', () => {
    const { actor } = start({ isStream: true })
    actor.send({ type: 'STATUS', status: false })
    expect(actor.getSnapshot().value).toBe('OFF')
    expect(actor.getSnapshot().context).toMatchObject({ endedReason: 0, alertBox: 'OFF' })
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

  it('updates the alerts of a second end while off, without announcing again', () => {
    const { actor } = start({ isStream: true })
    actor.send({ type: 'STATUS', status: false, endedReason: 0 })
    const seen: string[] = []
    actor.on('live-status', ({ status }) => seen.push(status))
    actor.send({ type: 'STATUS', status: false, endedReason: 2 })
    expect(actor.getSnapshot().value).toBe('OFF')
    expect(actor.getSnapshot().context).toMatchObject({
      endedReason: 2,
      alertBox: 'NONE',
      dialogAlert: 'SUSPENDED',
    })
    expect(seen).toEqual([])
  })

  it('waits on a pending end and resumes on a streaming event, without calling it a restream', async () => {
    const { actor, fetches } = start({ isStream: true })
    actor.send({ type: 'STATUS', status: false, endedReason: 3 })
    expect(actor.getSnapshot().value).toBe('OFF_WAITING')
    expect(actor.getSnapshot().context.alertBox).toBe('NONE')
    actor.send({ type: 'STATUS', status: true })
    expect(actor.getSnapshot().value).toBe('ON')
    expect(actor.getSnapshot().context.restreaming).toBe(false)
    await Promise.resolve()
    expect(fetches()).toBe(1)
  })

  it('keeps waiting on a second pending end, and goes off on a final one', () => {
    const { actor } = start({ isStream: true })
    actor.send({ type: 'STATUS', status: false, endedReason: 3 })
    actor.send({ type: 'STATUS', status: false, endedReason: 3 })
    expect(actor.getSnapshot().value).toBe('OFF_WAITING')
    actor.send({ type: 'STATUS', status: false, endedReason: 1 })
    expect(actor.getSnapshot().value).toBe('OFF')
    expect(actor.getSnapshot().context).toMatchObject({ endedReason: 1, alertBox: 'OFF_FORCE' })
  })

  it('goes from off to waiting on a pending end', () => {
    const { actor } = start({ isStream: false })
    actor.send({ type: 'STATUS', status: false, endedReason: 3 })
    expect(actor.getSnapshot().value).toBe('OFF_WAITING')
    expect(actor.getSnapshot().context.endedReason).toBe(3)
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
    expect(actor.getSnapshot().value).toBe('ON')
    expect(actor.getSnapshot().context.restreaming).toBe(false)
  })

  it('refetches the stream info when streaming starts', async () => {
    const { actor, fetches } = start(
      { isStream: false },
      { isStream: true, isStreamPendingEnd: false },
    )
    expect(fetches()).toBe(0)
    actor.send({ type: 'STATUS', status: true })
    expect(actor.getSnapshot().value).toBe('ON')
    expect(actor.getSnapshot().context.streamInfo).toEqual({ isStream: false })
    await flush()
    expect(fetches()).toBe(1)
    expect(actor.getSnapshot().value).toBe('ON')
    expect(actor.getSnapshot().context.streamInfo).toEqual({
      isStream: true,
      isStreamPendingEnd: false,
    })
  })

  it('drops a refetch that arrives after the live ended again', async () => {
    const { actor, fetches } = start({ isStream: false }, { isStream: true })
    actor.send({ type: 'STATUS', status: true })
    actor.send({ type: 'STATUS', status: false, endedReason: 0 })
    await flush()
    expect(fetches()).toBe(1)
    expect(actor.getSnapshot().value).toBe('OFF')
    expect(actor.getSnapshot().context.streamInfo).toEqual({ isStream: false })
  })

  it('keeps the stream info it has when the refetch fails', async () => {
    const actor = createReducerStore(
      liveStatusReducer,
      {
        fetchStreamInfo: async () => {
          throw new Error('offline')
        },
      },
      { streamInfo: { isStream: false } },
    ).start()
    actor.send({ type: 'STATUS', status: true })
    await flush()
    expect(actor.getSnapshot().value).toBe('ON')
    expect(actor.getSnapshot().context.streamInfo).toEqual({ isStream: false })
  })

  it('sets the pending-end protection flag from stream info that is offline and pending end', () => {
    const { actor } = start({ isStream: false })
    actor.send({ type: 'STREAM_INFO', info: { isStream: false, isStreamPendingEnd: true } })
    expect(actor.getSnapshot().context.pendingEndProtected).toBe(true)
    expect(actor.getSnapshot().value).toBe('OFF')
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

  it('announces a restream without an ended reason', () => {
    const { actor } = start({ isStream: true })
    actor.send({ type: 'STATUS', status: false, endedReason: 0 })
    const seen: unknown[] = []
    actor.on('live-status', (payload) => seen.push(payload))
    actor.send({ type: 'STATUS', status: true })
    expect(seen).toEqual([{ status: 'ON', restreaming: true }])
  })
})
