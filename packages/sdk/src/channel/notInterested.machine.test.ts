import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { hasCallsInFlight } from '../core/inFlightCalls'
import { isHidden, type NotInterestedEmitted, notInterestedMachine } from './notInterested.machine'

function start(signedIn: boolean) {
  const pending: { channelId: string; resolve: () => void; reject: (e: unknown) => void }[] = []
  const actor = createActor(
    notInterestedMachine.provide({
      actors: {
        addNotInterested: fromPromise<unknown, { channelId: string }>(
          ({ input }) =>
            new Promise((resolve, reject) =>
              pending.push({ channelId: input.channelId, resolve: () => resolve(null), reject }),
            ),
        ),
      },
    }),
    { input: { signedIn } },
  )
  const emitted: NotInterestedEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  const settled = () =>
    waitFor(actor, (s) => !hasCallsInFlight(s.context.inFlight), { timeout: 2000 })
  return { actor, pending, emitted, settled }
}

describe('notInterestedMachine', () => {
  it('hides the channel at once and keeps it hidden once saved', async () => {
    const t = start(true)
    t.actor.send({ type: 'HIDE', channelId: 'kim' })
    expect(isHidden(t.actor.getSnapshot().context, 'kim')).toBe(true)
    t.actor.send({ type: 'HIDE', channelId: 'kim' })
    expect(t.pending).toHaveLength(1)
    t.pending[0]?.resolve()
    await t.settled()
    expect(t.actor.getSnapshot().context.hidden).toEqual(['kim'])
    expect(t.emitted).toEqual([])
  })

  it('brings the cards back and says so when the server refuses', async () => {
    const t = start(true)
    t.actor.send({ type: 'HIDE', channelId: 'kim' })
    t.actor.send({ type: 'HIDE', channelId: 'neo' })
    const error = new Error('down')
    t.pending[0]?.reject(error)
    t.pending[1]?.resolve()
    await t.settled()
    expect(t.actor.getSnapshot().context.hidden).toEqual(['neo'])
    expect(t.emitted).toEqual([{ type: 'failed', channelId: 'kim', error }])
  })

  it('asks a guest to log in and hides nothing', () => {
    const t = start(false)
    t.actor.send({ type: 'HIDE', channelId: 'kim' })
    expect(t.actor.getSnapshot().context.hidden).toEqual([])
    expect(t.emitted).toEqual([{ type: 'login-required' }])
  })
})
