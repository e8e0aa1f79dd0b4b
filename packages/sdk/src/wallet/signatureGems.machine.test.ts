import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { SignatureGem } from '../contract/item/earnings.schemas'
import { ApiError } from '../core/apiError'
import {
  type SaveSignatureGemInput,
  type SignatureGemsEmitted,
  signatureGemsMachine,
} from './signatureGems.machine'

const sevens: SignatureGem = { signatureGemIdx: 7, gem: 777, title: 'Lucky sevens' }

function editor(saves: ((input: SaveSignatureGemInput) => Promise<SignatureGem>)[]) {
  const saved: SaveSignatureGemInput[] = []
  const deleted: number[] = []
  const emitted: SignatureGemsEmitted[] = []
  const actor = createActor(
    signatureGemsMachine.provide({
      actors: {
        saveSignatureGem: fromPromise(async ({ input }: { input: SaveSignatureGemInput }) => {
          saved.push(input)
          const answer = saves.shift()
          if (!answer) throw new Error('no answer left')
          return answer(input)
        }),
        deleteSignatureGem: fromPromise(
          async ({ input }: { input: { signatureGemIdx: number } }) => {
            deleted.push(input.signatureGemIdx)
            return null
          },
        ),
      },
    }),
  )
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  actor.send({ type: 'LIST', list: [sevens] })
  return { actor, saved, deleted, emitted }
}

describe('signatureGemsMachine', () => {
  it('adds a signature gem once the form is right, and keeps the list in order', async () => {
    const { actor, saved, emitted } = editor([
      async (input) => ({ signatureGemIdx: 8, gem: input.gem, title: input.title }),
    ])
    actor.send({ type: 'ADD' })
    actor.send({ type: 'SAVE' })
    // Nothing goes with an empty form: the problem is said, and follows the typing.
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.problem).toBe('invalid-amount')
    actor.send({ type: 'CHANGE', gem: 777 })
    expect(actor.getSnapshot().context.problem).toBe('title-empty')
    actor.send({ type: 'CHANGE', title: '  Hundred  ' })
    expect(actor.getSnapshot().context.problem).toBe('taken')
    actor.send({ type: 'CHANGE', gem: 100 })
    expect(actor.getSnapshot().context.problem).toBeUndefined()
    actor.send({ type: 'SAVE' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(saved).toEqual([{ signatureGemIdx: undefined, gem: 100, title: 'Hundred' }])
    expect(actor.getSnapshot().context.list.map((g) => g.gem)).toEqual([100, 777])
    expect(emitted).toEqual([
      {
        type: 'saved',
        signatureGem: { signatureGemIdx: 8, gem: 100, title: 'Hundred' },
        created: true,
      },
    ])
  })

  it('changes one in place, and says a refusal of the server at the form', async () => {
    const { actor, saved } = editor([
      async () => {
        throw new ApiError(409, 'ITE20008', 'taken')
      },
      async (input) => ({ signatureGemIdx: 7, gem: input.gem, title: input.title }),
    ])
    actor.send({ type: 'EDIT', signatureGemIdx: 7 })
    expect(actor.getSnapshot().context.draft).toEqual({
      signatureGemIdx: 7,
      gem: 777,
      title: 'Lucky sevens',
    })
    actor.send({ type: 'CHANGE', gem: 700 })
    actor.send({ type: 'SAVE' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== undefined)
    expect(actor.getSnapshot().context.error).toBe('errorSignatureTaken')
    actor.send({ type: 'SAVE' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(saved.map((s) => s.signatureGemIdx)).toEqual([7, 7])
    expect(actor.getSnapshot().context.list).toEqual([
      { signatureGemIdx: 7, gem: 700, title: 'Lucky sevens' },
    ])
  })

  it('removes one only once confirmed', async () => {
    const { actor, deleted, emitted } = editor([])
    actor.send({ type: 'DELETE', signatureGemIdx: 7 })
    expect(actor.getSnapshot().value).toBe('confirming')
    actor.send({ type: 'CANCEL' })
    expect(deleted).toEqual([])
    actor.send({ type: 'DELETE', signatureGemIdx: 7 })
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('idle') && s.context.list.length === 0)
    expect(deleted).toEqual([7])
    expect(emitted).toEqual([{ type: 'deleted', signatureGemIdx: 7 }])
  })

  it('opens no form past twenty', () => {
    const { actor } = editor([])
    actor.send({
      type: 'LIST',
      list: Array.from({ length: 20 }, (_, i) => ({
        signatureGemIdx: i + 1,
        gem: i + 1,
        title: 't',
      })),
    })
    actor.send({ type: 'ADD' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.error).toBe('errorSignatureLimit')
  })
})
