import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import type { Post, PostBody, PostPatch } from '../contract/community/community.schemas'
import { ApiError } from '../core/apiError'
import { type ComposerEmitted, composerState, postComposerMachine } from './postComposer.machine'

const now = () => new Date(2030, 0, 10, 12, 0)
const png = (name: string, size = 100) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' })
const saved = (extra: Partial<Post> = {}): Post => ({
  idx: 9,
  channelId: 'kim',
  content: 'Hi',
  likeCnt: 0,
  commentCnt: 0,
  attachImgLink: [],
  createDate: '2030-01-10T12:00:00Z',
  ...extra,
})

/** An upload the test drives: it reports progress and settles when told. */
function manualUpload() {
  const uploads: { files: readonly File[]; sendBack: (event: object) => void; stopped: boolean }[] =
    []
  const actor = fromCallback<{ type: string }, { files: readonly File[] }>(
    ({ input, sendBack }) => {
      const upload = {
        files: input.files,
        sendBack: sendBack as (event: object) => void,
        stopped: false,
      }
      uploads.push(upload)
      return () => {
        upload.stopped = true
      }
    },
  )
  const send = (event: object) => {
    const upload = uploads.at(-1)
    if (!upload) throw new Error('no upload is running')
    upload.sendBack(event)
  }
  return { uploads, actor, send }
}

function composer(options: { original?: Post; upload?: ReturnType<typeof manualUpload> } = {}) {
  const bodies: PostBody[] = []
  const patches: { postIdx: number; patch: PostPatch }[] = []
  const upload = options.upload ?? manualUpload()
  let failSave: unknown
  const machine = postComposerMachine.provide({
    actors: {
      uploadImages: upload.actor,
      createPost: fromPromise(async ({ input }) => {
        if (failSave) throw failSave
        bodies.push(input.body)
        return saved({ content: input.body.content })
      }),
      updatePost: fromPromise(async ({ input }) => {
        if (failSave) throw failSave
        patches.push(input)
        return { post: saved({ idx: input.postIdx }), replacedPostIdx: null }
      }),
    },
  })
  const actor = createActor(machine, { input: { original: options.original, now } }).start()
  const emitted: ComposerEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  return {
    actor,
    upload,
    bodies,
    patches,
    emitted,
    failNextSave: (error: unknown) => {
      failSave = error
    },
  }
}

describe('postComposerMachine', () => {
  it('uploads the picked images with progress, then holds their URLs in order', () => {
    const { actor, upload } = composer()
    actor.send({ type: 'ADD_IMAGES', files: [png('a.png', 300), png('b.png', 700)] })
    expect(composerState(actor.getSnapshot())).toBe('uploading')
    expect(actor.getSnapshot().context.upload).toEqual({ files: 2, loaded: 0, total: 1000 })
    upload.send({ type: 'UPLOAD_PROGRESS', loaded: 400, total: 1200 })
    expect(actor.getSnapshot().context.upload).toEqual({ files: 2, loaded: 400, total: 1200 })
    upload.send({
      type: 'UPLOAD_DONE',
      images: [
        { url: '/uploads/a.png', width: 1, height: 1 },
        { url: '/uploads/b.png', width: 1, height: 1 },
      ],
    })
    const snapshot = actor.getSnapshot()
    expect(composerState(snapshot)).toBe('editing')
    expect(snapshot.context.upload).toBeNull()
    expect(snapshot.context.draft.images).toEqual(['/uploads/a.png', '/uploads/b.png'])
    expect(upload.uploads[0]?.files.map((file) => file.name)).toEqual(['a.png', 'b.png'])
  })

  it('refuses a wrong type, a file over 20 MB or an eleventh image before any upload', () => {
    const { actor, upload } = composer()
    const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })
    actor.send({ type: 'ADD_IMAGES', files: [png('a.png'), pdf] })
    expect(actor.getSnapshot().context.fileError).toBe('FILE_TYPE_NOT_ALLOWED')
    actor.send({ type: 'ADD_IMAGES', files: [png('big.png', 20 * 1024 * 1024 + 1)] })
    expect(actor.getSnapshot().context.fileError).toBe('FILE_SIZE_EXCEEDS')
    const eleven = Array.from({ length: 11 }, (_, i) => png(`${i}.png`))
    actor.send({ type: 'ADD_IMAGES', files: eleven })
    expect(actor.getSnapshot().context.fileError).toBe('TOO_MANY_IMAGES')
    expect(upload.uploads).toHaveLength(0)
    expect(composerState(actor.getSnapshot())).toBe('editing')
  })

  it("shows the server's file code at the picker, and keeps the draft", () => {
    const { actor, upload, emitted } = composer()
    actor.send({ type: 'EDIT', draft: { content: 'Kept' } })
    actor.send({ type: 'ADD_IMAGES', files: [png('huge.png')] })
    upload.send({
      type: 'UPLOAD_FAILED',
      error: new ApiError(400, 'IMAGE_DIMENSIONS_NOT_ALLOWED', 'Too wide'),
    })
    const { context } = actor.getSnapshot()
    expect(context.fileError).toBe('IMAGE_DIMENSIONS_NOT_ALLOWED')
    expect(context.draft.content).toBe('Kept')
    expect(emitted).toEqual([])
  })

  it('asks for a login when the session is gone during an upload', () => {
    const { actor, upload, emitted } = composer()
    actor.send({ type: 'ADD_IMAGES', files: [png('a.png')] })
    upload.send({ type: 'UPLOAD_FAILED', error: new ApiError(401, 'UNAUTHORIZED', 'expired') })
    expect(emitted).toEqual([{ type: 'login-required' }])
    expect(actor.getSnapshot().context.fileError).toBeNull()
  })

  it('stops the upload when cancelled, and takes no submit while one runs', () => {
    const { actor, upload, bodies } = composer()
    actor.send({ type: 'EDIT', draft: { content: 'Hi' } })
    actor.send({ type: 'ADD_IMAGES', files: [png('a.png')] })
    actor.send({ type: 'SUBMIT' })
    expect(composerState(actor.getSnapshot())).toBe('uploading')
    actor.send({ type: 'CANCEL_UPLOAD' })
    expect(upload.uploads[0]?.stopped).toBe(true)
    expect(composerState(actor.getSnapshot())).toBe('editing')
    expect(bodies).toEqual([])
  })

  it('creates a reserved post and tells the UI', async () => {
    const { actor, bodies, emitted } = composer()
    actor.send({ type: 'SUBMIT' })
    expect(composerState(actor.getSnapshot())).toBe('editing')
    actor.send({ type: 'EDIT', draft: { content: 'Stream at 8', reservedAt: '2030-01-11T20:00' } })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches('saved'))
    expect(bodies).toEqual([
      {
        content: 'Stream at 8',
        attachImgLink: [],
        reservedDate: new Date(2030, 0, 11, 20).toISOString(),
        socialPostLink: null,
      },
    ])
    expect(emitted).toEqual([
      { type: 'saved', post: expect.objectContaining({ content: 'Stream at 8' }), created: true },
    ])
  })

  it('refuses a reservation in the past', () => {
    const { actor } = composer()
    actor.send({ type: 'EDIT', draft: { content: 'Hi', reservedAt: '2030-01-10T11:59' } })
    actor.send({ type: 'SUBMIT' })
    expect(composerState(actor.getSnapshot())).toBe('editing')
  })

  it('edits a post with only what changed, images reordered and removed', async () => {
    const original = saved({
      attachImgLink: ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png'],
    })
    const { actor, patches } = composer({ original })
    actor.send({ type: 'SUBMIT' })
    expect(composerState(actor.getSnapshot())).toBe('editing')
    actor.send({ type: 'REMOVE_IMAGE', index: 0 })
    actor.send({ type: 'MOVE_IMAGE', index: 1, by: -1 })
    actor.send({ type: 'MOVE_IMAGE', index: 0, by: -1 })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches('saved'))
    expect(patches).toEqual([
      { postIdx: 9, patch: { attachImgLink: ['/uploads/c.png', '/uploads/b.png'] } },
    ])
  })

  it('keeps the draft and says why when saving fails', async () => {
    const { actor, emitted, failNextSave } = composer()
    failNextSave(new ApiError(400, 'INVALID_REQUEST', 'reservedDate must be in the future'))
    actor.send({ type: 'EDIT', draft: { content: 'Hi' } })
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.draft.content).toBe('Hi')
    expect(emitted).toEqual([
      { type: 'toast', place: 'default', message: 'reservedDate must be in the future' },
    ])
  })
})
