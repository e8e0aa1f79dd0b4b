import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate'
import type { SubscriberUploadError } from '../contract/item/subscriberImage'
import { unprovidedCall } from '../core/inFlightCalls'
import {
  type SubscriberRefusal,
  subscriberErrorRefusal,
  subscriberRefusal,
} from './subscriberErrors'
import { checkSubscriberImage, emoticonKeywordProblem } from './subscriberImages'

/** What an upload or a removal is for: a badge's tier (its months) or an emoticon's keyword. */
export type SubscriberImageTarget =
  | { kind: 'badge'; months: number }
  | { kind: 'emoticon'; keyword: string }

/**
 * Where the streamer's image work is: waiting for a choice, reading the picked file, sending it,
 * a removal being confirmed or on its way, refused (before sending or by the server, with the
 * code's words), or done.
 */
export type SubscriberImageState =
  | 'idle'
  | 'checking'
  | 'uploading'
  | 'confirming'
  | 'deleting'
  | 'refused'
  | 'done'

export interface SubscriberImageContext {
  /** The tier or keyword being uploaded or removed, or last done or refused. */
  target: SubscriberImageTarget | undefined
  file: Blob | undefined
  /** The channel's emoticon keywords (a new keyword must not be one of them; the limit counts them). */
  taken: string[]
  refusal: SubscriberRefusal | undefined
  /** What the last success was, for the page's notice. */
  done: 'uploaded' | 'deleted' | undefined
}

export type SubscriberImageEvent =
  | { type: 'TAKEN'; keywords: readonly string[] }
  | { type: 'UPLOAD'; target: SubscriberImageTarget; file: Blob | undefined }
  | { type: 'DELETE'; target: SubscriberImageTarget }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }

/** What the machine tells its page: an image saved (its URL) or removed. */
export type SubscriberImageEmitted =
  | { type: 'uploaded'; target: SubscriberImageTarget; url: string }
  | { type: 'deleted'; target: SubscriberImageTarget }

export interface UploadSubscriberImageInput {
  target: SubscriberImageTarget
  file: Blob
}

const before = (context: SubscriberImageContext, event: SubscriberImageEvent) => {
  if (event.type !== 'UPLOAD') return undefined
  if (event.target.kind === 'emoticon') {
    const problem = emoticonKeywordProblem(event.target.keyword, context.taken)
    if (problem) return subscriberRefusal(problem)
  }
  return event.file ? undefined : subscriberRefusal('no-file')
}

// A choice is taken from every resting state: the list, a refusal said, a success said.
const resting = {
  UPLOAD: [
    { guard: 'refusedBefore', target: 'refused', actions: 'refuseBefore' },
    { target: 'checking', actions: 'startUpload' },
  ],
  DELETE: { target: 'confirming', actions: 'startDelete' },
} as const

/**
 * The streamer's badge and emoticon images (`/dashboard/subscribers/badge`,
 * `/dashboard/subscribers/emoticon`): upload one for a tier or a keyword, replace it, remove it
 * after a confirmation. Before any byte is sent the keyword is checked (letters and digits, not
 * taken, the channel not full) and the file read as the server reads it (PNG, GIF or WebP by
 * its bytes, 1 MB, a square of 28 to 512 px); a refusal, the client's or the server's, carries
 * the code and its words. The app provides `uploadImage` and `deleteImage`
 * (`subscriberImageActors`); `checkImage` reads the file's first bytes unless a test provides it.
 *
 * @example
 * const images = createActor(subscriberImageMachine.provide({ actors: subscriberImageActors(client) })).start()
 * images.send({ type: 'UPLOAD', target: { kind: 'badge', months: 3 }, file })
 */
export const subscriberImageMachine = setup({
  types: {
    context: {} as SubscriberImageContext,
    events: {} as SubscriberImageEvent,
    emitted: {} as SubscriberImageEmitted,
  },
  guards: {
    refusedBefore: ({ context, event }) => before(context, event) !== undefined,
  },
  actions: {
    refuseBefore: assign(({ context, event }) => ({
      target: event.type === 'UPLOAD' ? event.target : context.target,
      refusal: before(context, event),
      done: undefined,
    })),
    startUpload: assign(({ event }) =>
      event.type === 'UPLOAD'
        ? { target: event.target, file: event.file, refusal: undefined, done: undefined }
        : {},
    ),
    startDelete: assign(({ event }) =>
      event.type === 'DELETE' ? { target: event.target, refusal: undefined, done: undefined } : {},
    ),
  },
  actors: {
    checkImage: fromPromise<SubscriberUploadError | undefined, { file: Blob }>(({ input }) =>
      checkSubscriberImage(input.file),
    ),
    uploadImage: unprovidedCall<{ url: string }, UploadSubscriberImageInput>('uploadImage'),
    deleteImage: unprovidedCall<null, { target: SubscriberImageTarget }>('deleteImage'),
  },
}).createMachine({
  id: 'subscriberImage',
  context: { target: undefined, file: undefined, taken: [], refusal: undefined, done: undefined },
  initial: 'idle',
  on: {
    TAKEN: { actions: assign({ taken: ({ event }) => [...event.keywords] }) },
  },
  states: {
    idle: { on: resting },
    refused: { on: resting },
    done: { on: resting },
    checking: {
      invoke: {
        src: 'checkImage',
        input: ({ context }) => ({ file: context.file ?? new Blob() }),
        onDone: [
          {
            guard: ({ event }) => event.output !== undefined,
            target: 'refused',
            actions: assign({
              refusal: ({ event }) => (event.output ? subscriberRefusal(event.output) : undefined),
              file: undefined,
            }),
          },
          { target: 'uploading' },
        ],
        onError: {
          target: 'refused',
          actions: assign({ refusal: subscriberRefusal('FILE_TYPE_NOT_ALLOWED'), file: undefined }),
        },
      },
    },
    uploading: {
      invoke: {
        src: 'uploadImage',
        input: ({ context }) => ({
          target: context.target ?? { kind: 'badge', months: 1 },
          file: context.file ?? new Blob(),
        }),
        onDone: {
          target: 'done',
          actions: [
            emit(({ context, event }) => ({
              type: 'uploaded' as const,
              target: context.target ?? { kind: 'badge' as const, months: 1 },
              url: event.output.url,
            })),
            assign(({ context }) => ({
              file: undefined,
              done: 'uploaded' as const,
              // The new keyword is taken at once, before the list is read again.
              taken:
                context.target?.kind === 'emoticon'
                  ? [...context.taken, context.target.keyword]
                  : context.taken,
            })),
          ],
        },
        onError: {
          target: 'refused',
          actions: assign({
            refusal: ({ event }) => subscriberErrorRefusal(event.error),
            file: undefined,
          }),
        },
      },
    },
    confirming: {
      on: {
        CONFIRM: 'deleting',
        CANCEL: { target: 'idle', actions: assign({ target: undefined }) },
      },
    },
    deleting: {
      invoke: {
        src: 'deleteImage',
        input: ({ context }) => ({ target: context.target ?? { kind: 'badge', months: 1 } }),
        onDone: {
          target: 'done',
          actions: [
            emit(({ context }) => ({
              type: 'deleted' as const,
              target: context.target ?? { kind: 'badge' as const, months: 1 },
            })),
            assign(({ context }) => ({
              done: 'deleted' as const,
              taken:
                context.target?.kind === 'emoticon'
                  ? context.taken.filter(
                      (k) => k !== (context.target as { keyword: string }).keyword,
                    )
                  : context.taken,
            })),
          ],
        },
        onError: {
          target: 'refused',
          actions: assign({ refusal: ({ event }) => subscriberErrorRefusal(event.error) }),
        },
      },
    },
  },
})

export type SubscriberImageSnapshot = SnapshotFrom<typeof subscriberImageMachine>
