import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { MISSION_STATUS, type Mission } from '../contract/mission/mission.schemas'
import { ApiError } from '../core/apiError'
import {
  type MissionStepCall,
  type MissionStepEmitted,
  missionStepMachine,
} from './missionStep.machine'

const open: Mission = { missionIdx: 7, missionStatus: MISSION_STATUS.open, totalGem: 300 }

function step(answer: (call: MissionStepCall) => Promise<Mission>) {
  const calls: MissionStepCall[] = []
  const emitted: MissionStepEmitted[] = []
  const actor = createActor(
    missionStepMachine.provide({
      actors: {
        runStep: fromPromise(({ input }: { input: MissionStepCall }) => {
          calls.push(input)
          return answer(input)
        }),
      },
    }),
    { input: { mission: open } },
  )
  actor.on('*', (event) => emitted.push(event))
  return { actor: actor.start(), calls, emitted }
}

describe('missionStepMachine', () => {
  it('waits with status 5, remembering the status and the step, then takes the answer', async () => {
    let release: (m: Mission) => void = () => {}
    const { actor, calls, emitted } = step(
      () =>
        new Promise((resolve) => {
          release = resolve
        }),
    )
    actor.send({ type: 'START', missionLimit: 600 })
    const waiting = actor.getSnapshot()
    expect(waiting.value).toBe('wait')
    expect(waiting.context.mission.missionStatus).toBe(MISSION_STATUS.wait)
    expect(waiting.context.previousStatus).toBe(MISSION_STATUS.open)
    expect(waiting.context.pending).toBe('start')
    actor.send({ type: 'END', isSuccess: true })
    expect(calls).toEqual([{ action: 'start', missionIdx: 7, missionLimit: 600 }])
    release({ ...open, missionStatus: MISSION_STATUS.start, missionLimit: 600 })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(actor.getSnapshot().context.mission.missionStatus).toBe(MISSION_STATUS.start)
    expect(emitted[0]).toMatchObject({ type: 'done', action: 'start' })
  })

  it('restores the status before on a refusal and gives its words', async () => {
    const { actor, emitted } = step(() => Promise.reject(new ApiError(409, 'MIS1003', 'ended')))
    actor.send({ type: 'CANCEL' })
    await waitFor(actor, (s) => s.matches('idle'))
    const { context } = actor.getSnapshot()
    expect(context.mission.missionStatus).toBe(MISSION_STATUS.open)
    expect(context.error).toBe('errorMIS1003')
    expect(emitted).toEqual([
      expect.objectContaining({ type: 'failed', action: 'cancel', message: 'errorMIS1003' }),
    ])
  })

  it('keeps news heard while waiting and restores it on failure', async () => {
    let fail: (e: unknown) => void = () => {}
    const { actor } = step(
      () =>
        new Promise((_, reject) => {
          fail = reject
        }),
    )
    actor.send({ type: 'ADD_GEMS', gem: 50, idempotencyKey: 'k1' })
    actor.send({
      type: 'UPDATE',
      mission: { ...open, missionStatus: MISSION_STATUS.start, totalGem: 900 },
    })
    expect(actor.getSnapshot().context.mission).toMatchObject({ missionStatus: 5, totalGem: 900 })
    fail(new ApiError(400, 'ITE20001', 'short'))
    await waitFor(actor, (s) => s.matches('idle'))
    expect(actor.getSnapshot().context.mission).toMatchObject({ missionStatus: 2, totalGem: 900 })
    expect(actor.getSnapshot().context.error).toBe('errorITE20001')
  })

  it('asks for a login when the session is gone', async () => {
    const { actor, emitted } = step(() => Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'no')))
    actor.send({ type: 'ADD_TIME', seconds: 300 })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(emitted.map((e) => e.type)).toEqual(['failed', 'login-required'])
  })
})
