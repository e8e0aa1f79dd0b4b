import { afterEach, describe, expect, it, vi } from 'vitest'
import { createReducerStore, type Reducer } from './reducer'

// A machine with two states, just enough to exercise the interpreter.
type Value = 'a' | 'b'

interface Context {
  count: number
  text?: string
}

type Event =
  /** a to b, b to a. */
  | { type: 'NEXT' }
  | { type: 'REENTER' }
  | { type: 'COUNT' }
  /** Invokes `load` from the current state. */
  | { type: 'LOAD' }
  | { type: 'LOADED'; text: string }
  | { type: 'LOAD_FAILED' }
  /** Counts `ms` later, unless the state is left. */
  | { type: 'LATER'; ms: number }

interface IO {
  note(params: string): void
  load(): Promise<string>
}

interface Emitted {
  entered: { value: Value }
  counted: { count: number }
}

const machine: Reducer<Value, Context, Event, { value?: Value }, IO, Emitted> = {
  initial: (input) => ({ value: input.value ?? 'a', context: { count: 0 } }),
  transition: ({ value, context }, event) => {
    switch (event.type) {
      case 'NEXT':
        return { value: value === 'a' ? 'b' : 'a' }
      case 'REENTER':
        return { reenter: true }
      case 'COUNT':
        return {
          context: { ...context, count: context.count + 1 },
          effects: [{ emit: 'counted', payload: { count: context.count + 1 } }],
        }
      case 'LOAD':
        return {
          effects: [
            {
              call: 'load',
              done: (text) => ({ type: 'LOADED', text }),
              fail: () => ({ type: 'LOAD_FAILED' }),
            },
          ],
        }
      case 'LOADED':
        return { context: { ...context, text: event.text } }
      case 'LOAD_FAILED':
        return { context: { ...context, text: 'failed' } }
      case 'LATER':
        return { effects: [{ after: event.ms, send: { type: 'COUNT' } }] }
    }
  },
  entry: ({ value }) => [
    { emit: 'entered', payload: { value } },
    { call: 'note', params: `enter ${value}` },
  ],
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  vi.useRealTimers()
})

describe('createReducerStore', () => {
  it('processes an event sent from an effect once the current one is done', () => {
    const log: string[] = []
    const actor = createReducerStore(
      machine,
      {
        note: (text) => {
          log.push(text)
          if (text !== 'enter b') return
          actor.send({ type: 'COUNT' })
          log.push(`count ${actor.getSnapshot().context.count}`)
        },
        load: async () => '',
      },
      {},
    )
    actor.on('counted', ({ count }) => log.push(`counted ${count}`))
    actor.start()
    actor.send({ type: 'NEXT' })
    expect(log).toEqual(['enter a', 'enter b', 'count 0', 'counted 1'])
    expect(actor.getSnapshot()).toEqual({ value: 'b', context: { count: 1 } })
  })

  it('keeps events sent before start until start, after the first entry', () => {
    const log: string[] = []
    const actor = createReducerStore(
      machine,
      { note: (text) => log.push(text), load: async () => '' },
      {},
    )
    actor.on('counted', ({ count }) => log.push(`counted ${count}`))
    actor.send({ type: 'COUNT' })
    expect(actor.getSnapshot().context.count).toBe(0)
    actor.start()
    expect(log).toEqual(['enter a', 'counted 1'])
  })

  it('lets listeners attached before start hear the first entry, once', () => {
    const actor = createReducerStore(
      machine,
      { note: () => {}, load: async () => '' },
      {
        value: 'b',
      },
    )
    const seen: Value[] = []
    actor.on('entered', ({ value }) => seen.push(value))
    expect(seen).toEqual([])
    actor.start()
    actor.start()
    expect(seen).toEqual(['b'])
  })

  it('runs entry effects on re-entry, not on a transition that stays', () => {
    const actor = createReducerStore(machine, { note: () => {}, load: async () => '' }, {})
    const seen: Value[] = []
    actor.on('entered', ({ value }) => seen.push(value))
    actor.start()
    actor.send({ type: 'COUNT' })
    actor.send({ type: 'REENTER' })
    actor.send({ type: 'NEXT' })
    expect(seen).toEqual(['a', 'a', 'b'])
  })

  it('notifies subscribers after every processed event', () => {
    const actor = createReducerStore(machine, { note: () => {}, load: async () => '' }, {})
    const values: string[] = []
    actor.subscribe(() => values.push(actor.getSnapshot().value))
    actor.start()
    actor.send({ type: 'NEXT' })
    actor.send({ type: 'COUNT' })
    expect(values).toEqual(['b', 'b'])
  })

  it('fires a timer while its state stays', () => {
    vi.useFakeTimers()
    const actor = createReducerStore(machine, { note: () => {}, load: async () => '' }, {}).start()
    actor.send({ type: 'LATER', ms: 100 })
    actor.send({ type: 'COUNT' })
    vi.advanceTimersByTime(99)
    expect(actor.getSnapshot().context.count).toBe(1)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().context.count).toBe(2)
  })

  it('cancels a timer when its state is left', () => {
    vi.useFakeTimers()
    const actor = createReducerStore(machine, { note: () => {}, load: async () => '' }, {}).start()
    actor.send({ type: 'LATER', ms: 100 })
    actor.send({ type: 'NEXT' })
    actor.send({ type: 'NEXT' })
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(100)
    expect(actor.getSnapshot()).toEqual({ value: 'a', context: { count: 0 } })
  })

  it('cancels a timer when its state is re-entered', () => {
    vi.useFakeTimers()
    const actor = createReducerStore(machine, { note: () => {}, load: async () => '' }, {}).start()
    actor.send({ type: 'LATER', ms: 100 })
    actor.send({ type: 'REENTER' })
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(100)
    expect(actor.getSnapshot().context.count).toBe(0)
  })

  it('calls an invocation at once and sends its outcome back', async () => {
    let loads = 0
    const actor = createReducerStore(
      machine,
      {
        note: () => {},
        load: async () => {
          loads++
          return 'hello'
        },
      },
      {},
    ).start()
    actor.send({ type: 'LOAD' })
    expect(loads).toBe(1)
    expect(actor.getSnapshot().context.text).toBeUndefined()
    await vi.waitFor(() => expect(actor.getSnapshot().context.text).toBe('hello'))
  })

  it('sends a failure back, thrown synchronously or not', async () => {
    const rejecting = createReducerStore(
      machine,
      {
        note: () => {},
        load: () => Promise.reject(new Error('offline')),
      },
      {},
    ).start()
    const throwing = createReducerStore(
      machine,
      {
        note: () => {},
        load: () => {
          throw new Error('offline')
        },
      },
      {},
    ).start()
    rejecting.send({ type: 'LOAD' })
    throwing.send({ type: 'LOAD' })
    await vi.waitFor(() => expect(rejecting.getSnapshot().context.text).toBe('failed'))
    await vi.waitFor(() => expect(throwing.getSnapshot().context.text).toBe('failed'))
  })

  it('drops the outcome of an invocation whose state was left', async () => {
    let resolve = (_text: string) => {}
    const actor = createReducerStore(
      machine,
      {
        note: () => {},
        load: () =>
          new Promise<string>((done) => {
            resolve = done
          }),
      },
      {},
    ).start()
    actor.send({ type: 'LOAD' })
    actor.send({ type: 'NEXT' })
    resolve('late')
    await flush()
    expect(actor.getSnapshot()).toEqual({ value: 'b', context: { count: 0 } })
  })

  it('drops the outcome of an invocation whose state was re-entered', async () => {
    let reject = (_error: Error) => {}
    const actor = createReducerStore(
      machine,
      {
        note: () => {},
        load: () =>
          new Promise<string>((_, fail) => {
            reject = fail
          }),
      },
      {},
    ).start()
    actor.send({ type: 'LOAD' })
    actor.send({ type: 'REENTER' })
    reject(new Error('late'))
    await flush()
    expect(actor.getSnapshot().context.text).toBeUndefined()
  })

  it('stops everything on stop', async () => {
    vi.useFakeTimers()
    let resolve = (_text: string) => {}
    const notes: string[] = []
    const actor = createReducerStore(
      machine,
      {
        note: (text) => notes.push(text),
        load: () =>
          new Promise<string>((done) => {
            resolve = done
          }),
      },
      {},
    ).start()
    const heard: number[] = []
    let updates = 0
    actor.on('counted', ({ count }) => heard.push(count))
    actor.subscribe(() => updates++)
    actor.send({ type: 'LATER', ms: 100 })
    actor.send({ type: 'LOAD' })
    updates = 0
    actor.stop()
    expect(vi.getTimerCount()).toBe(0)
    resolve('late')
    await vi.runAllTimersAsync()
    actor.send({ type: 'COUNT' })
    actor.send({ type: 'NEXT' })
    expect(actor.getSnapshot()).toEqual({ value: 'a', context: { count: 0 } })
    expect(heard).toEqual([])
    expect(updates).toBe(0)
    expect(notes).toEqual(['enter a'])
  })
})
