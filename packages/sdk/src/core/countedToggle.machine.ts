import { assign, emit, type SnapshotFrom, setup } from 'xstate'
import { unprovidedCall } from './inFlightCalls'

/** What is toggled: its id (a video's number, a channel's id), the member's state and the count. */
export interface CountedToggleInput {
  target?: string | number | undefined
  on?: boolean | undefined
  count?: number | undefined
  /** A guest's press asks for the login instead. */
  signedIn?: boolean | undefined
}

export interface CountedToggleContext {
  target: string | number | undefined
  on: boolean
  count: number
  signedIn: boolean
}

export type CountedToggleEvent =
  /** The page's data, each time it changes: another target starts over, the same one takes the count. */
  | { type: 'DATA'; target: string | number; on?: boolean | undefined; count?: number | undefined }
  | { type: 'SIGNED_IN'; signedIn: boolean }
  | { type: 'TOGGLE' }

/** What the UI is told: a guest asked to log in, a change the server refused (already undone). */
export type CountedToggleEmitted =
  | { type: 'login-required' }
  | { type: 'failed'; error: unknown; on: boolean }

/** `idle`, or `pending` while the change is on its way: for `data-busy`. */
export type CountedToggleState = 'idle' | 'pending'

/** An answer that states the result; any other answer keeps the optimistic state. */
interface CountedToggleAnswer {
  on?: boolean | undefined
  count?: number | undefined
}

const step = (context: CountedToggleContext, on: boolean) => ({
  on,
  count: Math.max(0, context.count + (on ? 1 : -1)),
})

const settled = (context: CountedToggleContext, answer: unknown) => {
  if (typeof answer !== 'object' || answer === null) return {}
  const { on, count } = answer as CountedToggleAnswer
  return {
    on: typeof on === 'boolean' ? on : context.on,
    count: typeof count === 'number' ? count : context.count,
  }
}

/**
 * The state of a snapshot, for `data-busy`.
 *
 * @example countedToggleStateOf(actor.getSnapshot()) // 'pending'
 */
export function countedToggleStateOf(
  snapshot: SnapshotFrom<typeof countedToggleMachine>,
): CountedToggleState {
  return snapshot.matches('idle') ? 'idle' : 'pending'
}

const countedToggle = setup({
  types: {
    context: {} as CountedToggleContext,
    events: {} as CountedToggleEvent,
    input: {} as CountedToggleInput,
    emitted: {} as CountedToggleEmitted,
  },
  actors: {
    turnOn: unprovidedCall<unknown, { target: string | number }>('turnOn'),
    turnOff: unprovidedCall<unknown, { target: string | number }>('turnOff'),
  },
  guards: {
    guest: ({ context }) => !context.signedIn,
    noTarget: ({ context }) => context.target === undefined,
    isOn: ({ context }) => context.on,
    newTarget: ({ context, event }) => event.type === 'DATA' && event.target !== context.target,
  },
  actions: {
    takeTarget: assign(({ event }) =>
      event.type === 'DATA'
        ? { target: event.target, on: event.on ?? false, count: event.count ?? 0 }
        : {},
    ),
    takeData: assign(({ context, event }) =>
      event.type === 'DATA'
        ? { on: event.on ?? context.on, count: event.count ?? context.count }
        : {},
    ),
    askLogin: emit({ type: 'login-required' } as const),
  },
})

// Saving a press to `on`: the answer wins when it states the result, a refusal undoes the press.
const saving = (src: 'turnOn' | 'turnOff', on: boolean) =>
  countedToggle.createStateConfig({
    invoke: {
      src,
      input: ({ context }) => ({ target: context.target ?? '' }),
      onDone: {
        target: 'idle',
        actions: assign(({ context, event }) => settled(context, event.output)),
      },
      onError: {
        target: 'idle',
        actions: [
          assign(({ context }) => step(context, !on)),
          emit(({ event }) => ({ type: 'failed' as const, error: event.error, on })),
        ],
      },
    },
  })

/**
 * An optimistic on/off with a count: a video's like (viewing.md section 4: like sets isLike and
 * likeCnt +1, unlike reverses, login required) or a channel's follow with its follower count.
 * The press shows at once; the provided `turnOn` or `turnOff` call then saves it, its answer
 * (when it states `on` or `count`) wins, and a refusal undoes the press and is emitted as
 * `failed`. A guest's press emits `login-required`. Presses while a call is on its way are
 * ignored, so the count never runs ahead by more than one.
 *
 * @example
 * const like = createActor(countedToggleMachine.provide({ actors: videoLikeActors(client) }), {
 *   input: { target: 12, on: false, count: 4, signedIn: true },
 * }).start()
 * like.send({ type: 'TOGGLE' }) // on, 5
 */
export const countedToggleMachine = countedToggle.createMachine({
  id: 'countedToggle',
  context: ({ input }) => ({
    target: input.target,
    on: input.on ?? false,
    count: input.count ?? 0,
    signedIn: input.signedIn ?? false,
  }),
  initial: 'idle',
  on: {
    SIGNED_IN: { actions: assign(({ event }) => ({ signedIn: event.signedIn })) },
    DATA: { guard: 'newTarget', target: '.idle', actions: 'takeTarget' },
  },
  states: {
    idle: {
      on: {
        DATA: [{ guard: 'newTarget', actions: 'takeTarget' }, { actions: 'takeData' }],
        TOGGLE: [
          { guard: 'guest', actions: 'askLogin' },
          { guard: 'noTarget' },
          {
            guard: 'isOn',
            target: 'turningOff',
            actions: assign(({ context }) => step(context, false)),
          },
          { target: 'turningOn', actions: assign(({ context }) => step(context, true)) },
        ],
      },
    },
    turningOn: saving('turnOn', true),
    turningOff: saving('turnOff', false),
  },
})
