import { expect, it } from 'vitest'
import { assign, createActor, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup, spawnChild, waitFor } from 'xstate'

const m = setup({
  types: {
    context: {} as { seq: number; log: string[] },
    events: {} as { type: 'GO'; n: number } | DoneActorEvent<unknown, string> | ErrorActorEvent<unknown, string>,
  },
  actors: { work: fromPromise<number, { n: number }>(async ({ input }) => { if (input.n < 0) throw new Error('neg'); return input.n * 2 }) },
}).createMachine({
  context: { seq: 0, log: [] },
  on: {
    GO: { actions: [spawnChild('work', { id: ({ context }) => `m${context.seq}`, input: ({ event }) => ({ n: event.n }) }), assign({ seq: ({ context }) => context.seq + 1 })] },
    'xstate.done.actor.*': { actions: assign({ log: ({ context, event }) => [...context.log, `${event.actorId}:${String(event.output)}`] }) },
    'xstate.error.actor.*': { actions: assign({ log: ({ context, event }) => [...context.log, `${event.actorId}:err`] }) },
  },
})
it('x', async () => {
  const a = createActor(m).start()
  a.send({ type: 'GO', n: 2 })
  a.send({ type: 'GO', n: -1 })
  const s = await waitFor(a, (s) => s.context.log.length === 2)
  expect(s.context.log).toEqual(['m0:4', 'm1:err'])
})
