import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { SubscriberNameColor } from '../contract/item/subscription.schemas'
import { ApiError } from '../core/apiError'
import { subscriberNameColorMachine } from './subscriberNameColor.machine'

function start(save: (input: SubscriberNameColor) => Promise<SubscriberNameColor>) {
  const sent: SubscriberNameColor[] = []
  const actor = createActor(
    subscriberNameColorMachine.provide({
      actors: {
        saveNameColor: fromPromise(async ({ input }: { input: SubscriberNameColor }) => {
          sent.push(input)
          return save(input)
        }),
      },
    }),
  ).start()
  return { actor, sent }
}

describe('subscriberNameColorMachine', () => {
  it('edits the loaded settings and saves them', async () => {
    const { actor, sent } = start(async (input) => input)
    expect(actor.getSnapshot().value).toBe('loading')
    actor.send({ type: 'LOADED', settings: { enabled: false, colors: ['red'] } })
    actor.send({ type: 'ENABLE', enabled: true })
    actor.send({ type: 'TOGGLE', color: 'teal' })
    actor.send({ type: 'SAVE' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.justSaved)
    expect(sent).toEqual([{ enabled: true, colors: ['red', 'teal'] }])
    expect(actor.getSnapshot().context.saved).toEqual({ enabled: true, colors: ['red', 'teal'] })
  })

  it('refuses to save with no colour, sending nothing', () => {
    const { actor, sent } = start(async (input) => input)
    actor.send({ type: 'LOADED', settings: { enabled: true, colors: ['red'] } })
    actor.send({ type: 'ALL', all: false })
    actor.send({ type: 'SAVE' })
    expect(actor.getSnapshot().context.refusal).toEqual({
      code: 'no-color',
      key: 'nameColorNoColor',
    })
    expect(sent).toEqual([])
    actor.send({ type: 'TOGGLE', color: 'rose' })
    expect(actor.getSnapshot().context.refusal).toBeUndefined()
  })

  it('keeps the changes and says why when the server refuses', async () => {
    const { actor } = start(async () => {
      throw new ApiError(0, 'NETWORK_ERROR', 'offline')
    })
    actor.send({ type: 'LOADED', settings: { enabled: true, colors: ['red'] } })
    actor.send({ type: 'TOGGLE', color: 'blue' })
    actor.send({ type: 'SAVE' })
    await waitFor(actor, (s) => s.context.refusal !== undefined)
    expect(actor.getSnapshot().context.refusal?.key).toBe('refusedNetwork')
    expect(actor.getSnapshot().context.draft.colors).toEqual(['red', 'blue'])
  })

  it('keeps the streamer changes when the settings are read again', () => {
    const { actor } = start(async (input) => input)
    actor.send({ type: 'LOADED', settings: { enabled: true, colors: ['red'] } })
    actor.send({ type: 'TOGGLE', color: 'blue' })
    actor.send({ type: 'LOADED', settings: { enabled: true, colors: ['red'] } })
    expect(actor.getSnapshot().context.draft.colors).toEqual(['red', 'blue'])
  })
})
