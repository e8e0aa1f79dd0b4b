import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MediaFault } from '../providers/hls/types'
import { createReducerStore } from '../reducer'
import { type AlertState, hlsRecoveryReducer } from './hlsRecovery.reducer'

const networkFault: MediaFault = { fatal: true, kind: 'network', code: 'fragLoadError' }
const mediaFault: MediaFault = { fatal: true, kind: 'media', code: 'bufferAppendError' }

function start(input: { online?: boolean; random?: () => number } = {}) {
  const calls: string[] = []
  const reported: AlertState[] = []
  const actor = createReducerStore(
    hlsRecoveryReducer,
    {
      startLoad: () => calls.push('startLoad'),
      reloadSource: () => calls.push('reloadSource'),
      recoverMediaError: () => calls.push(`recoverMediaError@${Date.now()}`),
      swapAudioCodec: () => calls.push('swapAudioCodec'),
      stopLoad: () => calls.push('stopLoad'),
    },
    { online: true, random: () => 0.5, ...input },
  )
  actor.on('error', ({ alert }) => reported.push(alert))
  actor.start()
  return { actor, calls, reported }
}

describe('hlsRecoveryReducer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('fails on the 10th try and reports a media error with its code', () => {
    const { actor, reported } = start()
    for (let i = 0; i < 9; i++) {
      actor.send({
        type: 'FAULT',
        fault: { fatal: true, kind: 'other', code: 'internalException' },
      })
      expect(actor.getSnapshot().value).toBe('recovering.restarting')
    }
    expect(actor.getSnapshot().context.tries).toBe(9)
    actor.send({ type: 'FAULT', fault: { fatal: true, kind: 'other', code: 'internalException' } })
    expect(actor.getSnapshot().value).toBe('fail')
    expect(reported).toEqual([{ kind: 'MEDIA_ERROR', code: 'internalException', action: 'reload' }])
  })

  it('counts no stall notice: a stream that stalls on a slow device plays on, without an alert', () => {
    const { actor, calls, reported } = start()
    const stall: MediaFault = {
      fatal: false,
      kind: 'media',
      code: 'bufferStalledError',
      stall: true,
    }
    for (let i = 0; i < 30; i++) actor.send({ type: 'FAULT', fault: stall, paused: false })
    expect(actor.getSnapshot().value).toBe('none')
    expect(actor.getSnapshot().context.tries).toBe(0)
    expect(reported).toEqual([])
    expect(calls).toEqual([])
    // A real error after them is the first try.
    actor.send({ type: 'FAULT', fault: networkFault })
    expect(actor.getSnapshot().context.tries).toBe(1)
  })

  it('stops loading when it gives up, so nothing is fetched behind the alert', () => {
    const { actor, calls } = start({ random: () => 0 })
    for (let i = 0; i < 9; i++) {
      actor.send({ type: 'FAULT', fault: networkFault })
      vi.advanceTimersByTime(30000)
    }
    expect(calls.filter((c) => c === 'startLoad')).toHaveLength(9)
    actor.send({ type: 'FAULT', fault: networkFault })
    expect(actor.getSnapshot().value).toBe('fail')
    expect(calls.at(-1)).toBe('stopLoad')
    // A late fault, and the backoff timer of the last wait, start nothing while failed.
    actor.send({ type: 'FAULT', fault: networkFault })
    vi.advanceTimersByTime(60000)
    expect(calls.at(-1)).toBe('stopLoad')
    expect(actor.getSnapshot().context.tries).toBe(10)
  })

  it('counts non-fatal errors too, restarting loading only when paused', () => {
    const { actor, calls } = start()
    actor.send({
      type: 'FAULT',
      fault: { fatal: false, kind: 'network', code: 'x' },
      paused: false,
    })
    expect(actor.getSnapshot().value).toBe('none')
    expect(calls).toEqual([])
    actor.send({ type: 'FAULT', fault: { fatal: false, kind: 'network', code: 'x' }, paused: true })
    expect(actor.getSnapshot().value).toBe('recovering.restarting')
    expect(calls).toEqual(['startLoad'])
    expect(actor.getSnapshot().context.tries).toBe(2)
  })

  it('still fails when a fault repeats every 101 s for an hour without real progress', () => {
    const { actor, reported } = start()
    const errors: string[] = []
    actor.on('error', ({ alert }) => errors.push(alert.kind))
    for (let second = 0; second < 3600; second++) {
      if (second % 101 === 0) actor.send({ type: 'FAULT', fault: networkFault })
      // A stalled player keeps reporting the same position: no progress.
      actor.send({ type: 'TIME', currentTime: 12 })
      actor.send({ type: 'FRAGMENT', end: 14 })
      vi.advanceTimersByTime(1000)
    }
    expect(actor.getSnapshot().value).toBe('fail')
    expect(reported).toHaveLength(1)
    expect(errors).toEqual(['MEDIA_ERROR'])
  })

  it('resets the counters after 100000 ms of real progress, and not before', () => {
    const { actor } = start()
    for (let i = 0; i < 9; i++)
      actor.send({ type: 'FAULT', fault: { fatal: true, kind: 'other', code: 'x' } })
    // Good playback starts at 1 s, so 100000 ms of it are complete at 101 s.
    for (let t = 1; t <= 100; t++) {
      vi.advanceTimersByTime(1000)
      actor.send({ type: 'TIME', currentTime: t })
    }
    expect(actor.getSnapshot().value).toBe('success')
    expect(actor.getSnapshot().context.tries).toBe(9)
    vi.advanceTimersByTime(1000)
    actor.send({ type: 'FRAGMENT', end: 104 })
    expect(actor.getSnapshot().context.tries).toBe(0)
    for (let i = 0; i < 9; i++)
      actor.send({ type: 'FAULT', fault: { fatal: true, kind: 'other', code: 'x' } })
    expect(actor.getSnapshot().value).toBe('recovering.restarting')
  })

  it('does not reset the counters on elapsed time alone', () => {
    const { actor } = start()
    for (let i = 0; i < 9; i++)
      actor.send({ type: 'FAULT', fault: { fatal: true, kind: 'other', code: 'x' } })
    actor.send({ type: 'TIME', currentTime: 1 })
    vi.advanceTimersByTime(500000)
    expect(actor.getSnapshot().context.tries).toBe(9)
    actor.send({ type: 'FAULT', fault: { fatal: true, kind: 'other', code: 'x' } })
    expect(actor.getSnapshot().value).toBe('fail')
  })

  it('never calls recoverMediaError twice within 5 s; sooner, it reloads the source', () => {
    const { actor, calls } = start()
    actor.send({ type: 'FAULT', fault: mediaFault })
    vi.advanceTimersByTime(4999)
    actor.send({ type: 'FAULT', fault: mediaFault })
    vi.advanceTimersByTime(1)
    actor.send({ type: 'FAULT', fault: mediaFault })
    expect(calls).toEqual([
      'recoverMediaError@0',
      'reloadSource',
      'swapAudioCodec',
      'recoverMediaError@5000',
    ])
  })

  it('retries a fatal network error only after a growing, jittered backoff', () => {
    const { actor, calls } = start({ random: () => 0 })
    actor.send({ type: 'FAULT', fault: networkFault })
    expect(actor.getSnapshot().value).toBe('recovering.waiting')
    expect(calls).toEqual([])
    vi.advanceTimersByTime(799)
    expect(calls).toEqual([])
    vi.advanceTimersByTime(1)
    expect(calls).toEqual(['startLoad'])
    actor.send({ type: 'FAULT', fault: networkFault })
    vi.advanceTimersByTime(1599)
    expect(calls).toEqual(['startLoad'])
    vi.advanceTimersByTime(1)
    expect(calls).toEqual(['startLoad', 'startLoad'])
  })

  it('restarts the backoff when another network error arrives while waiting', () => {
    const { actor, calls } = start({ random: () => 1 })
    actor.send({ type: 'FAULT', fault: networkFault })
    vi.advanceTimersByTime(1000)
    actor.send({ type: 'FAULT', fault: networkFault })
    vi.advanceTimersByTime(1000)
    expect(calls).toEqual([])
    vi.advanceTimersByTime(1400)
    expect(calls).toEqual(['startLoad'])
  })

  it('still retries after the backoff when the buffer plays out meanwhile', () => {
    const { actor, calls } = start()
    actor.send({ type: 'FAULT', fault: networkFault })
    actor.send({ type: 'TIME', currentTime: 5 })
    actor.send({ type: 'TIME', currentTime: 6 })
    expect(actor.getSnapshot().value).toBe('recovering.waiting')
    vi.advanceTimersByTime(1000)
    expect(calls).toEqual(['startLoad'])
    actor.send({ type: 'TIME', currentTime: 7 })
    expect(actor.getSnapshot().value).toBe('success')
  })

  it('reloads the source after the backoff when the manifest failed', () => {
    const { actor, calls } = start()
    actor.send({
      type: 'FAULT',
      fault: { fatal: true, kind: 'network', code: 'manifestLoadError' },
    })
    vi.advanceTimersByTime(1000)
    expect(calls).toEqual(['reloadSource'])
  })

  it('moves to success on real progress and says so', () => {
    const { actor } = start()
    const recovered: number[] = []
    actor.on('recovered', ({ tries }) => recovered.push(tries))
    actor.send({ type: 'FAULT', fault: mediaFault })
    actor.send({ type: 'FRAGMENT', end: 6 })
    expect(actor.getSnapshot().value).toBe('success')
    expect(recovered).toEqual([1])
  })

  it('shows NETWORK_ERROR offline, then resumes by itself when back online', () => {
    const { actor, calls, reported } = start()
    actor.send({ type: 'OFFLINE' })
    actor.send({ type: 'FAULT', fault: networkFault })
    expect(actor.getSnapshot().value).toBe('fail')
    expect(reported).toEqual([{ kind: 'NETWORK_ERROR', code: 'fragLoadError', action: 'retry' }])
    actor.send({ type: 'ONLINE' })
    expect(actor.getSnapshot().value).toBe('recovering.restarting')
    expect(calls).toEqual(['stopLoad', 'startLoad'])
    expect(actor.getSnapshot().context.tries).toBe(0)
    actor.send({ type: 'TIME', currentTime: 3 })
    expect(actor.getSnapshot().value).toBe('success')
  })

  it('shows NETWORK_ERROR offline for the non-fatal playlist error hls.js then waits on', () => {
    const { actor, reported } = start()
    actor.send({ type: 'OFFLINE' })
    actor.send({
      type: 'FAULT',
      fault: { fatal: false, kind: 'network', code: 'levelLoadError' },
      paused: false,
    })
    expect(actor.getSnapshot().value).toBe('fail')
    expect(reported).toEqual([{ kind: 'NETWORK_ERROR', code: 'levelLoadError', action: 'retry' }])
  })

  it('treats a non-fatal error online as a try, with no alert', () => {
    const { actor, reported } = start()
    actor.send({
      type: 'FAULT',
      fault: { fatal: false, kind: 'network', code: 'levelLoadError' },
      paused: false,
    })
    expect(actor.getSnapshot().value).not.toBe('fail')
    expect(actor.getSnapshot().context.tries).toBe(1)
    expect(reported).toEqual([])
  })

  it('reloads when the viewer presses the alert button after a media error', () => {
    const { actor, calls } = start()
    for (let i = 0; i < 10; i++)
      actor.send({ type: 'FAULT', fault: { fatal: true, kind: 'other', code: 'x' } })
    actor.send({ type: 'ONLINE' })
    expect(actor.getSnapshot().value).toBe('fail')
    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot().value).toBe('recovering.restarting')
    expect(calls.at(-1)).toBe('reloadSource')
    expect(actor.getSnapshot().context.tries).toBe(0)
  })
})
