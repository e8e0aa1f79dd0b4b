import { assign, emit, type SnapshotFrom, setup } from 'xstate'
import type { StreamInfo, StreamLike } from '../contract/live/live.schemas'
import { unprovidedCall } from '../core/inFlightCalls'

/** The stream info fields the like needs; a full `StreamInfo` fits. */
export type StreamLikeInfo = Pick<StreamInfo, 'streamIdx' | 'isLike' | 'likeCnt'>

export interface StreamLikeInput {
  /** The stream as the page holds it (its `isLike` is the member's own like). */
  streamInfo?: StreamLikeInfo
  /** Whether a member is signed in; a guest's like asks for the login instead. */
  signedIn?: boolean
}

export interface StreamLikeContext {
  /** The broadcast liked; none until the stream info names it. */
  streamIdx: number | undefined
  isLike: boolean
  likeCnt: number
  signedIn: boolean
}

export type StreamLikeEvent =
  /** The page's stream info, each time it changes (LIVE_INFO counters merged in). */
  | { type: 'STREAM'; streamInfo: StreamLikeInfo }
  | { type: 'SIGNED_IN'; signedIn: boolean }
  /** The viewer pressed the like button. */
  | { type: 'TOGGLE' }

/** What the UI is told: a guest asked to sign in, a like the server refused (already undone). */
export type StreamLikeEmitted =
  | { type: 'login-required' }
  | { type: 'failed'; error: unknown; like: boolean }

/** `idle`, or `pending` while a like or an unlike is on its way: for `data-state`. */
export type StreamLikeState = 'idle' | 'pending'

const stepOf = (context: StreamLikeContext, like: boolean) => ({
  isLike: like,
  likeCnt: Math.max(0, context.likeCnt + (like ? 1 : -1)),
})

/**
 * The like state of a snapshot, for `data-state`.
 *
 * @example streamLikeStateOf(actor.getSnapshot()) // 'pending'
 */
export function streamLikeStateOf(
  snapshot: SnapshotFrom<typeof streamLikeMachine>,
): StreamLikeState {
  return snapshot.matches('idle') ? 'idle' : 'pending'
}

const streamLike = setup({
  types: {
    context: {} as StreamLikeContext,
    events: {} as StreamLikeEvent,
    input: {} as StreamLikeInput,
    emitted: {} as StreamLikeEmitted,
  },
  actors: {
    like: unprovidedCall<StreamLike, { streamIdx: number }>('like'),
    unlike: unprovidedCall<StreamLike, { streamIdx: number }>('unlike'),
  },
  guards: {
    guest: ({ context }) => !context.signedIn,
    noStream: ({ context }) => context.streamIdx === undefined,
    liked: ({ context }) => context.isLike,
    newStream: ({ context, event }) =>
      event.type === 'STREAM' &&
      event.streamInfo.streamIdx !== undefined &&
      event.streamInfo.streamIdx !== context.streamIdx,
  },
  actions: {
    // Another broadcast: its own like and count, whatever was on its way for the last one.
    takeStream: assign(({ event }) => {
      if (event.type !== 'STREAM') return {}
      const { streamIdx, isLike, likeCnt } = event.streamInfo
      return { streamIdx, isLike: isLike ?? false, likeCnt: likeCnt ?? 0 }
    }),
    takeCount: assign(({ context, event }) => {
      if (event.type !== 'STREAM') return {}
      return { likeCnt: event.streamInfo.likeCnt ?? context.likeCnt }
    }),
    takeAnswer: assign((_, answer: StreamLike) => ({
      isLike: answer.isLike,
      likeCnt: answer.likeCnt,
    })),
    askLogin: emit({ type: 'login-required' } as const),
  },
})

// Saving a press to `like`: the server's answer wins, a refusal undoes the press.
const saving = (src: 'like' | 'unlike', like: boolean) =>
  streamLike.createStateConfig({
    invoke: {
      src,
      input: ({ context }) => ({ streamIdx: context.streamIdx ?? 0 }),
      onDone: {
        target: 'idle',
        actions: { type: 'takeAnswer', params: ({ event }) => event.output },
      },
      onError: {
        target: 'idle',
        actions: [
          assign(({ context }) => stepOf(context, !like)),
          emit(({ event }) => ({ type: 'failed' as const, error: event.error, like })),
        ],
      },
    },
  })

/**
 * A member's like of a live broadcast (spec "Live like": like sets liked and count +1, unlike
 * reverses, login required). The press shows at once (optimistic); the provided `like` or
 * `unlike` call then says what the server holds, and a refusal undoes the press and is
 * emitted as `failed`. A guest's press emits `login-required` and changes nothing. One call at
 * a time: presses while one is on its way are ignored (chosen), so the count never runs
 * ahead of the server by more than one.
 *
 * The count follows the page's stream info (LIVE_INFO keeps its `likeCnt` live), except while
 * a call is on its way: the server's answer then decides. The member's own `isLike` is read
 * from the stream info only for a new broadcast: the stream info the page holds was fetched
 * before the member's last press, and counters merged into it do not make it newer.
 *
 * @example
 * const like = createActor(streamLikeMachine.provide({ actors: streamLikeActors(client) }), {
 *   input: { streamInfo, signedIn: true },
 * }).start()
 * like.on('login-required', openLogin)
 * like.send({ type: 'TOGGLE' })
 */
export const streamLikeMachine = streamLike.createMachine({
  id: 'streamLike',
  context: ({ input }) => ({
    streamIdx: input.streamInfo?.streamIdx,
    isLike: input.streamInfo?.isLike ?? false,
    likeCnt: input.streamInfo?.likeCnt ?? 0,
    signedIn: input.signedIn ?? false,
  }),
  initial: 'idle',
  on: {
    SIGNED_IN: { actions: assign(({ event }) => ({ signedIn: event.signedIn })) },
    // A new broadcast drops a call on its way for the last one (leaving its state stops it).
    STREAM: { guard: 'newStream', target: '.idle', actions: 'takeStream' },
  },
  states: {
    idle: {
      on: {
        STREAM: [{ guard: 'newStream', actions: 'takeStream' }, { actions: 'takeCount' }],
        TOGGLE: [
          { guard: 'guest', actions: 'askLogin' },
          { guard: 'noStream' },
          {
            guard: 'liked',
            target: 'unliking',
            actions: assign(({ context }) => stepOf(context, false)),
          },
          { target: 'liking', actions: assign(({ context }) => stepOf(context, true)) },
        ],
      },
    },
    liking: saving('like', true),
    unliking: saving('unlike', false),
  },
})
