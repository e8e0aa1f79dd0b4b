import { assign, emit, enqueueActions, setup } from 'xstate'
import type {
  Post,
  PostBody,
  PostPatch,
  PostUpdate,
  UploadedImage,
} from '../contract/community/community.schemas'
import { ApiError } from '../core/apiError'
import { type BoardEmitted, failureFeedback } from '../core/feedback'
import { unprovidedCall, unprovidedFeed } from '../core/inFlightCalls'
import type { UploadProgress } from '../core/request'
import {
  checkDraft,
  type ImageFileError,
  imageFilesError,
  type PostDraft,
  postBody,
  postDraft,
  postPatch,
} from './postDraft'

export interface PostComposerInput {
  /** The post to edit; without it the composer writes a new post. */
  original?: Post | undefined
  /** The clock the reservation is checked against (tests). Default: the system clock. */
  now?: () => Date
}

/** A refused image selection or upload: checked here, or by the server (pixel size). */
export type ComposerFileError = ImageFileError | 'IMAGE_DIMENSIONS_NOT_ALLOWED' | 'UPLOAD_FAILED'

export interface PostComposerContext {
  original: Post | undefined
  draft: PostDraft
  /** The upload in flight: its files and the bytes sent so far. */
  upload: { files: number; loaded: number; total: number } | null
  fileError: ComposerFileError | null
  /** The post as saved, once `saved`. */
  saved: Post | null
  now: () => Date
}

/** The composer's state, for `data-state`. */
export type PostComposerState = 'editing' | 'uploading' | 'saving' | 'saved'

export type PostComposerEvent =
  | { type: 'EDIT'; draft: Partial<Omit<PostDraft, 'images'>> }
  /** Files picked or dropped: checked, then uploaded together, with progress. */
  | { type: 'ADD_IMAGES'; files: readonly File[] }
  | { type: 'REMOVE_IMAGE'; index: number }
  /** Moves an image one place earlier (-1) or later (1). */
  | { type: 'MOVE_IMAGE'; index: number; by: -1 | 1 }
  | { type: 'CANCEL_UPLOAD' }
  | { type: 'SUBMIT' }

type UploadEvent =
  | ({ type: 'UPLOAD_PROGRESS' } & UploadProgress)
  | { type: 'UPLOAD_DONE'; images: UploadedImage[] }
  | { type: 'UPLOAD_FAILED'; error: unknown }

/** What the composer tells its UI: the saved post, and the board's failure events. */
export type ComposerEmitted = BoardEmitted | { type: 'saved'; post: Post; created: boolean }

/** Server codes of a refused image, shown by the file picker rather than as a toast. */
const fileCodes = new Set<string>([
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_SIZE_EXCEEDS',
  'IMAGE_DIMENSIONS_NOT_ALLOWED',
])

function uploadFailure(error: unknown): ComposerFileError | undefined {
  if (!(error instanceof ApiError)) return 'UPLOAD_FAILED'
  if (fileCodes.has(error.code)) return error.code as ComposerFileError
  // A 413 from a proxy in front of the server says the same as FILE_SIZE_EXCEEDS.
  if (error.status === 413) return 'FILE_SIZE_EXCEEDS'
  return error.kind === 'unauthorized' || error.kind === 'rate-limited'
    ? undefined
    : 'UPLOAD_FAILED'
}

const ready = (context: PostComposerContext) =>
  checkDraft(context.draft, { original: context.original, now: context.now() }).length === 0

/**
 * Writing or editing a community post (community.md sections 4, 5 and 8): the text, images
 * uploaded with progress (`POST /v2/channel/post/upload`; the type, size and count checked
 * before a byte is sent), an optional reservation in local time and social link. Submit runs
 * only when {@link checkDraft} finds nothing; a failure keeps the draft and says why. The
 * calls are provided actors, `uploadImages` reporting progress as it goes.
 *
 * @example
 * const composer = createActor(postComposerMachine.provide({ actors: postComposerActors(client) }), {
 *   input: { original: post },
 * }).start()
 * composer.send({ type: 'EDIT', draft: { content: 'Stream at 8!' } })
 * composer.send({ type: 'SUBMIT' })
 */
export const postComposerMachine = setup({
  types: {
    context: {} as PostComposerContext,
    events: {} as PostComposerEvent | UploadEvent,
    input: {} as PostComposerInput,
    emitted: {} as ComposerEmitted,
  },
  actors: {
    uploadImages: unprovidedFeed<{ files: readonly File[] }>('uploadImages'),
    createPost: unprovidedCall<Post, { body: PostBody }>('createPost'),
    updatePost: unprovidedCall<PostUpdate, { postIdx: number; patch: PostPatch }>('updatePost'),
  },
  guards: {
    ready: ({ context }) => ready(context),
    creating: ({ context }) => context.original === undefined,
  },
  actions: {
    edit: assign({
      draft: ({ context, event }) =>
        event.type === 'EDIT' ? { ...context.draft, ...event.draft } : context.draft,
    }),
    removeImage: assign({
      draft: ({ context, event }) =>
        event.type === 'REMOVE_IMAGE'
          ? { ...context.draft, images: context.draft.images.filter((_, i) => i !== event.index) }
          : context.draft,
    }),
    moveImage: assign({
      draft: ({ context, event }) => {
        if (event.type !== 'MOVE_IMAGE') return context.draft
        const images = [...context.draft.images]
        const to = event.index + event.by
        if (to < 0 || to >= images.length) return context.draft
        ;[images[event.index], images[to]] = [images[to]!, images[event.index]!]
        return { ...context.draft, images }
      },
    }),
    tell: emit((_, event: ComposerEmitted) => event),
  },
}).createMachine({
  id: 'postComposer',
  context: ({ input }) => ({
    original: input.original,
    draft: postDraft(input.original),
    upload: null,
    fileError: null,
    saved: null,
    now: input.now ?? (() => new Date()),
  }),
  initial: 'editing',
  on: {
    EDIT: { actions: 'edit' },
    REMOVE_IMAGE: { actions: 'removeImage' },
    MOVE_IMAGE: { actions: 'moveImage' },
  },
  states: {
    editing: {
      on: {
        ADD_IMAGES: [
          {
            guard: ({ context, event }) =>
              imageFilesError(event.files, context.draft.images.length) !== undefined,
            actions: assign({
              fileError: ({ context, event }) =>
                imageFilesError(event.files, context.draft.images.length) ?? null,
            }),
          },
          {
            guard: ({ event }) => event.files.length > 0,
            target: 'uploading',
            actions: assign({
              fileError: null,
              upload: ({ event }) => ({
                files: event.files.length,
                loaded: 0,
                total: event.files.reduce((sum, file) => sum + file.size, 0),
              }),
            }),
          },
        ],
        SUBMIT: { guard: 'ready', target: 'saving' },
      },
    },
    uploading: {
      invoke: {
        src: 'uploadImages',
        input: ({ event }) => ({ files: event.type === 'ADD_IMAGES' ? event.files : [] }),
      },
      on: {
        UPLOAD_PROGRESS: {
          actions: assign({
            upload: ({ context, event }) =>
              context.upload && { ...context.upload, loaded: event.loaded, total: event.total },
          }),
        },
        UPLOAD_DONE: {
          target: 'editing',
          actions: assign({
            upload: null,
            draft: ({ context, event }) => ({
              ...context.draft,
              images: [...context.draft.images, ...event.images.map((image) => image.url)],
            }),
          }),
        },
        UPLOAD_FAILED: {
          target: 'editing',
          actions: [
            assign({ upload: null, fileError: ({ event }) => uploadFailure(event.error) ?? null }),
            // A refused file is said at the picker; a lost session or a limit as elsewhere.
            enqueueActions(({ event, enqueue }) => {
              if (!uploadFailure(event.error)) enqueue.emit(failureFeedback(event.error))
            }),
          ],
        },
        CANCEL_UPLOAD: { target: 'editing', actions: assign({ upload: null }) },
      },
    },
    saving: {
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'creating', target: 'create' }, { target: 'update' }] },
        create: {
          invoke: {
            src: 'createPost',
            input: ({ context }) => ({ body: postBody(context.draft) }),
            onDone: {
              target: '#postComposer.saved',
              actions: [
                assign({ saved: ({ event }) => event.output }),
                {
                  type: 'tell',
                  params: ({ event }) => ({ type: 'saved', post: event.output, created: true }),
                },
              ],
            },
            onError: {
              target: '#postComposer.editing',
              actions: { type: 'tell', params: ({ event }) => failureFeedback(event.error) },
            },
          },
        },
        update: {
          invoke: {
            src: 'updatePost',
            input: ({ context }) => ({
              postIdx: context.original?.idx ?? -1,
              patch: context.original ? postPatch(context.draft, context.original) : {},
            }),
            onDone: {
              target: '#postComposer.saved',
              actions: [
                assign({ saved: ({ event }) => event.output.post }),
                {
                  type: 'tell',
                  params: ({ event }) => ({
                    type: 'saved',
                    post: event.output.post,
                    created: false,
                  }),
                },
              ],
            },
            onError: {
              target: '#postComposer.editing',
              actions: { type: 'tell', params: ({ event }) => failureFeedback(event.error) },
            },
          },
        },
      },
    },
    saved: { type: 'final' },
  },
})

/**
 * The composer's state name for `data-state`.
 *
 * @example
 * <form data-state={composerState(snapshot)}>
 */
export function composerState(snapshot: { value: unknown }): PostComposerState {
  // `saving` is the one compound state: its value is `{ saving: ... }`.
  return typeof snapshot.value === 'string' ? (snapshot.value as PostComposerState) : 'saving'
}
