import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { MissionConfig } from '../contract/mission/mission.schemas'
import { type MissionConfigSaveInput, missionConfigMachine } from './missionConfig.machine'

const base: MissionConfig = {
  isAgreed: false,
  isEnabled: false,
  minimumGem: 100,
  proposer: 'everyone',
}

function settings(first: MissionConfig) {
  const saved: MissionConfigSaveInput[] = []
  let agreed = 0
  const actor = createActor(
    missionConfigMachine.provide({
      actors: {
        loadConfig: fromPromise(async () => first),
        agree: fromPromise(async (): Promise<MissionConfig> => {
          agreed += 1
          return { ...base, isAgreed: true }
        }),
        saveConfig: fromPromise(
          async ({ input }: { input: MissionConfigSaveInput }): Promise<MissionConfig> => {
            saved.push(input)
            return { ...base, isAgreed: true, ...input }
          },
        ),
      },
    }),
    { input: { channelId: 'kim' } },
  )
  return { actor: actor.start(), saved, agreements: () => agreed }
}

describe('missionConfigMachine', () => {
  it('asks for the agreement once, then edits and saves', async () => {
    const { actor, saved, agreements } = settings(base)
    await waitFor(actor, (s) => s.matches('notAgreed'))
    actor.send({ type: 'AGREE' })
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'SET', isEnabled: true, minimumGem: 0 })
    actor.send({ type: 'SAVE' })
    expect(actor.getSnapshot().context.error).toBe('errorAmount')
    actor.send({ type: 'SET', minimumGem: 250, proposer: 'followers' })
    actor.send({ type: 'SAVE' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.saved)
    expect(saved).toEqual([{ isEnabled: true, minimumGem: 250, proposer: 'followers' }])
    expect(agreements()).toBe(1)
  })

  it('goes straight to editing when already agreed', async () => {
    const { actor } = settings({ ...base, isAgreed: true, minimumGem: 300 })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.draft.minimumGem).toBe(300)
  })
})
