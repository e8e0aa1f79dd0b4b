import { describe, expect, it } from 'vitest'
import { assign, createActor, enqueueActions, fromPromise, setup, waitFor } from 'xstate'
import {
  type CallOf,
  type CallSettled,
  callTracker,
  hasCallsInFlight,
  type InFlightCalls,
  unprovidedCall,
} from './inFlightCalls'

interface Inputs {
  like: { itemId: number }
  unlike: { itemId: number }
  remove: { itemId: number; reason: string }
}
type Call = CallOf<Inputs>

// Like and unlike of one item share a key; a removal has its own.
const tracker = callTracker<Inputs>(
  (call) => `${call.type === 'remove' ? 'remove' : 'like'}:${call.itemId}`,
)

describe('callTracker', () => {
  it('starts a call with the next id and spawns the actor named like it, the call as input', () => {
    const started = tracker.start(tracker.none, { type: 'like', itemId: 1 })
    expect(started?.spawn).toEqual(['like', { id: 'call-0', input: { type: 'like', itemId: 1 } }])
    const second = tracker.start(started?.calls ?? tracker.none, {
      type: 'remove',
      itemId: 1,
      reason: 'x',
    })
    expect(second?.spawn[1].id).toBe('call-1')
    expect(Object.keys(second?.calls.byId ?? {})).toEqual(['call-0', 'call-1'])
  })

  it('drops a call while one with the same key is in flight, and undefined', () => {
    const started = tracker.start(tracker.none, { type: 'like', itemId: 1 })
    const calls = started?.calls ?? tracker.none
    expect(tracker.isPending(calls, { type: 'unlike', itemId: 1 })).toBe(true)
    expect(tracker.start(calls, { type: 'unlike', itemId: 1 })).toBeUndefined()
    expect(tracker.start(calls, { type: 'like', itemId: 2 })).toBeDefined()
    expect(tracker.start(calls, undefined)).toBeUndefined()
  })

  it('settles a call by its actor id, with its output or its error, and forgets it', () => {
    const started = tracker.start(tracker.none, { type: 'like', itemId: 1 })
    const calls = started?.calls ?? tracker.none
    const done = tracker.settle(calls, {
      type: 'xstate.done.actor.call-0',
      actorId: 'call-0',
      output: 5,
    })
    expect(done).toEqual({
      calls: { byId: {}, next: 1 },
      call: { type: 'like', itemId: 1 },
      ok: true,
      output: 5,
    })
    const failed = tracker.settle(calls, {
      type: 'xstate.error.actor.call-0',
      actorId: 'call-0',
      error: 'down',
    })
    expect(failed).toMatchObject({ ok: false, error: 'down' })
    expect(hasCallsInFlight(calls)).toBe(true)
    expect(hasCallsInFlight(done?.calls ?? calls)).toBe(false)
  })

  it('ignores events of other actors', () => {
    const calls = tracker.start(tracker.none, { type: 'like', itemId: 1 })?.calls ?? tracker.none
    expect(
      tracker.settle(calls, { type: 'xstate.done.actor.list', actorId: 'list', output: 1 }),
    ).toBeUndefined()
    expect(tracker.settle(calls, { type: 'LIKE' })).toBeUndefined()
  })

  it('runs calls in a machine: spawned by name, deduplicated, settled', async () => {
    const answers: ((value: number) => void)[] = []
    const seen: unknown[] = []
    const machine = setup({
      types: {
        context: {} as { calls: InFlightCalls<Call>; settled: string[] },
        events: {} as { type: 'SEND'; call: Call } | CallSettled,
      },
      actors: {
        like: unprovidedCall<number, Inputs['like']>('like'),
        unlike: unprovidedCall<number, Inputs['unlike']>('unlike'),
        remove: unprovidedCall<number, Inputs['remove']>('remove'),
      },
    }).createMachine({
      context: { calls: tracker.none, settled: [] },
      on: {
        SEND: {
          actions: enqueueActions(({ context, event, enqueue }) => {
            tracker.enqueue(enqueue, context.calls, event.call, (calls) => ({ calls }))
          }),
        },
        'xstate.done.actor.*': {
          actions: assign(({ context, event }) => {
            const settled = tracker.settle(context.calls, event)
            if (!settled) return {}
            return { calls: settled.calls, settled: [...context.settled, settled.call.type] }
          }),
        },
      },
    })
    const answer = fromPromise<number, { itemId: number }>(({ input }) => {
      seen.push(input)
      return new Promise<number>((resolve) => answers.push(resolve))
    })
    const actor = createActor(machine.provide({ actors: { like: answer, unlike: answer } })).start()
    actor.send({ type: 'SEND', call: { type: 'like', itemId: 1 } })
    actor.send({ type: 'SEND', call: { type: 'unlike', itemId: 1 } })
    expect(seen).toEqual([{ type: 'like', itemId: 1 }])
    answers[0]?.(1)
    const settled = await waitFor(actor, (s) => !hasCallsInFlight(s.context.calls))
    expect(settled.context.settled).toEqual(['like'])
    actor.send({ type: 'SEND', call: { type: 'unlike', itemId: 1 } })
    expect(seen).toHaveLength(2)
  })

  it('fails a call the app did not provide, naming it', async () => {
    const actor = createActor(unprovidedCall<number, { itemId: number }>('like'), {
      input: { itemId: 1 },
    })
    const failed = new Promise((resolve) => actor.subscribe({ error: resolve }))
    actor.start()
    expect(await failed).toEqual(new Error('like is not provided'))
  })
})
