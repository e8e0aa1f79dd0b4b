import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { SubscriberUploadError } from '../contract/item/subscriberImage'
import { ApiError } from '../core/apiError'
import {
  type SubscriberImageEmitted,
  type SubscriberImageTarget,
  subscriberImageMachine,
  type UploadSubscriberImageInput,
} from './subscriberImage.machine'

function start(
  options: {
    check?: SubscriberUploadError
    upload?: (input: UploadSubscriberImageInput) => Promise<{ url: string }>
    remove?: (target: SubscriberImageTarget) => Promise<null>
  } = {},
) {
  const uploads: UploadSubscriberImageInput[] = []
  const removals: SubscriberImageTarget[] = []
  const emitted: SubscriberImageEmitted[] = []
  const actor = createActor(
    subscriberImageMachine.provide({
      actors: {
        checkImage: fromPromise(async () => options.check),
        uploadImage: fromPromise(async ({ input }: { input: UploadSubscriberImageInput }) => {
          uploads.push(input)
          return options.upload ? options.upload(input) : { url: 'https://cdn/new.png' }
        }),
        deleteImage: fromPromise(
          async ({ input }: { input: { target: SubscriberImageTarget } }) => {
            removals.push(input.target)
            return options.remove ? options.remove(input.target) : null
          },
        ),
      },
    }),
  )
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, uploads, removals, emitted }
}

const file = new Blob(['png'])

describe('subscriberImageMachine', () => {
  it('checks a badge file, uploads it for its tier and says it is done', async () => {
    const { actor, uploads, emitted } = start()
    actor.send({ type: 'UPLOAD', target: { kind: 'badge', months: 3 }, file })
    await waitFor(actor, (s) => s.matches('done'))
    expect(uploads).toEqual([{ target: { kind: 'badge', months: 3 }, file }])
    expect(emitted).toEqual([
      { type: 'uploaded', target: { kind: 'badge', months: 3 }, url: 'https://cdn/new.png' },
    ])
    expect(actor.getSnapshot().context.done).toBe('uploaded')
  })

  it('refuses a file the rules refuse, with the code and its words, sending nothing', async () => {
    const { actor, uploads } = start({ check: 'IMAGE_DIMENSIONS_NOT_ALLOWED' })
    actor.send({ type: 'UPLOAD', target: { kind: 'badge', months: 1 }, file })
    await waitFor(actor, (s) => s.matches('refused'))
    expect(actor.getSnapshot().context.refusal).toEqual({
      code: 'IMAGE_DIMENSIONS_NOT_ALLOWED',
      key: 'refusedDimensions',
    })
    expect(uploads).toEqual([])
  })

  it('refuses a bad or taken keyword and a missing file before reading anything', () => {
    const { actor, uploads } = start()
    actor.send({ type: 'TAKEN', keywords: ['kimHi'] })
    actor.send({ type: 'UPLOAD', target: { kind: 'emoticon', keyword: 'kim hi' }, file })
    expect(actor.getSnapshot().value).toBe('refused')
    expect(actor.getSnapshot().context.refusal?.key).toBe('keywordInvalid')
    actor.send({ type: 'UPLOAD', target: { kind: 'emoticon', keyword: 'KIMHI' }, file })
    expect(actor.getSnapshot().context.refusal?.key).toBe('keywordTaken')
    actor.send({ type: 'UPLOAD', target: { kind: 'emoticon', keyword: 'kimBye' }, file: undefined })
    expect(actor.getSnapshot().context.refusal).toEqual({ code: 'no-file', key: 'fileMissing' })
    expect(uploads).toEqual([])
  })

  it('says the server refusal in its words and takes a new try', async () => {
    let calls = 0
    const { actor } = start({
      upload: async () => {
        calls += 1
        if (calls === 1) throw new ApiError(400, 'FILE_SIZE_EXCEEDS', 'too large')
        return { url: 'https://cdn/ok.png' }
      },
    })
    actor.send({ type: 'UPLOAD', target: { kind: 'emoticon', keyword: 'kimHi' }, file })
    await waitFor(actor, (s) => s.matches('refused'))
    expect(actor.getSnapshot().context.refusal).toEqual({
      code: 'FILE_SIZE_EXCEEDS',
      key: 'refusedSize',
    })
    actor.send({ type: 'UPLOAD', target: { kind: 'emoticon', keyword: 'kimHi' }, file })
    await waitFor(actor, (s) => s.matches('done'))
    expect(actor.getSnapshot().context.refusal).toBeUndefined()
    expect(actor.getSnapshot().context.taken).toEqual(['kimHi'])
  })

  it('removes only after a confirmation, and not at all when cancelled', async () => {
    const { actor, removals, emitted } = start()
    actor.send({ type: 'TAKEN', keywords: ['kimHi', 'kimBye'] })
    actor.send({ type: 'DELETE', target: { kind: 'emoticon', keyword: 'kimHi' } })
    expect(actor.getSnapshot().value).toBe('confirming')
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(removals).toEqual([])
    actor.send({ type: 'DELETE', target: { kind: 'emoticon', keyword: 'kimHi' } })
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(removals).toEqual([{ kind: 'emoticon', keyword: 'kimHi' }])
    expect(emitted).toEqual([{ type: 'deleted', target: { kind: 'emoticon', keyword: 'kimHi' } }])
    expect(actor.getSnapshot().context.taken).toEqual(['kimBye'])
  })

  it('says a refused removal by its kind', async () => {
    const { actor } = start({
      remove: async () => {
        throw new ApiError(429, 'RATE_LIMITED', 'slow down')
      },
    })
    actor.send({ type: 'DELETE', target: { kind: 'badge', months: 6 } })
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('refused'))
    expect(actor.getSnapshot().context.refusal?.key).toBe('refusedRateLimited')
  })

  it('ignores a second upload while one is on its way', async () => {
    let release: (value: { url: string }) => void = () => {}
    const { actor, uploads } = start({
      upload: () => new Promise((resolve) => (release = resolve)),
    })
    actor.send({ type: 'UPLOAD', target: { kind: 'badge', months: 1 }, file })
    await waitFor(actor, (s) => s.matches('uploading'))
    actor.send({ type: 'UPLOAD', target: { kind: 'badge', months: 2 }, file })
    expect(actor.getSnapshot().context.target).toEqual({ kind: 'badge', months: 1 })
    release({ url: 'u' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(uploads).toHaveLength(1)
  })
})
