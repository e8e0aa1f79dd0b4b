import { expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { ApiError } from '../core/apiError'
import type { MaintenanceInfo } from '../core/maintenance'
import { maintenanceWatchActors, type PlatformClient } from './account.actors'
import { maintenanceWatchMachine } from './maintenanceWatch.machine'

const info: MaintenanceInfo = {
  title: 'Database upgrade',
  description: 'Bigger database',
  overhaulImpact: 'Everything',
  startTimeISO: '2026-11-22T10:00:00Z',
  endTimeISO: '2026-11-22T12:00:00Z',
}

it('asks at once and every 10 s, keeps the latest info, and says when it ended', async () => {
  const listeners = new Set<(sent: MaintenanceInfo) => void>()
  const answers: ('down' | 'offline' | 'up')[] = ['down', 'offline', 'up']
  let asked = 0
  const client: PlatformClient = {
    on: (_event, listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    platform: {
      getStatus: async () => {
        asked++
        const answer = answers.shift()
        if (answer === 'down') {
          for (const listener of listeners) listener({ ...info, title: 'Longer upgrade' })
          throw new ApiError(503, 'MAINTENANCE', 'Longer upgrade')
        }
        if (answer === 'offline') throw new ApiError(0, 'NETWORK_ERROR', 'Offline')
        return { status: 'ok' as const }
      },
    },
  }
  const clock = new SimulatedClock()
  const actor = createActor(
    maintenanceWatchMachine.provide({ actors: maintenanceWatchActors(client) }),
    { input: { info }, clock },
  )
  const emitted: unknown[] = []
  actor.on('ended', (event) => emitted.push(event))
  actor.start()
  await waitFor(actor, (s) => s.matches('down'))
  expect(actor.getSnapshot().context.info?.title).toBe('Longer upgrade')
  expect(listeners.size).toBe(0)
  clock.increment(9_999)
  expect(asked).toBe(1)
  clock.increment(1)
  await waitFor(actor, (s) => s.matches('down') && asked === 2)
  expect(actor.getSnapshot().context.info?.title).toBe('Longer upgrade')
  // The page's button asks at once.
  actor.send({ type: 'CHECK' })
  await waitFor(actor, (s) => s.status === 'done')
  expect(emitted).toEqual([{ type: 'ended' }])
})
