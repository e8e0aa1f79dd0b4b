// The transitions the board's machines (a channel's posts, a comment thread) share, written
// once: member-only actions, pins that ask before taking another item's pin, and dialogs that
// wait for CONFIRM or a report's reason. Each machine names in its `setup` what these refer
// to: the guards `anonymous` and `pinTakesOver`, the actions `askLogin`, `start` (starts a
// call, ignoring undefined), `answer` (starts what a dialog asked, then closes it) and
// `closeDialog`.

type Args<Context, Event> = { context: Context; event: Event }

/** The events of `Events` that a transition on `T` hears (an event may name several types). */
type EventOf<T, Events> = Events extends { type: infer U } ? (T extends U ? Events : never) : never

/**
 * What a transition on the event `T` of a machine is given, as XState narrows it.
 *
 * @example
 * type Args<T extends PostListEvent['type']> = TransitionArgs<PostListContext, PostListEvent, T>
 */
export type TransitionArgs<Context, Events, T> = Args<Context, EventOf<T, Events>>

/**
 * The call an event asks for, started for a member; an anonymous viewer is sent to log in.
 *
 * @example
 * LIKE: memberOnly(({ context, event }) => likeCall(context, event, true))
 */
export const memberOnly = <Context, Event, Call>(
  call: (args: Args<Context, Event>) => Call | undefined,
) =>
  [
    { guard: 'anonymous', actions: 'askLogin' },
    { actions: { type: 'start', params: call } },
  ] as const

/** What the pin transitions need of a machine: its items' ids and its pin call. */
interface Pins<Context, Event, Call> {
  /** The item an event names. */
  idOf(event: Event): number
  /** The pin or unpin call, or undefined when the viewer may not or it is already so. */
  pinCall(context: Context, id: number, pin: boolean): Call | undefined
}

/**
 * PIN and UNPIN of the board's items: a pin that would take another item's place goes to
 * `confirmingPin` with the item as `pinCandidate` (see {@link confirmingPin}), any other
 * starts at once, as does an unpin. The `unsure` transitions come between, for a machine that
 * cannot always tell from what it holds (a post alone on its page asks the server).
 *
 * @example
 * on: { ...pinEvents({ idOf: (e) => e.commentIdx, pinCall }) }
 */
export function pinEvents<Context, Event, Call, const Unsure extends readonly object[] = []>(
  { idOf, pinCall }: Pins<Context, Event, Call>,
  ...unsure: Unsure
) {
  return {
    PIN: [
      {
        guard: { type: 'pinTakesOver', params: ({ event }: { event: Event }) => event },
        target: '.confirmingPin',
        actions: {
          type: 'assignPinCandidate',
          params: ({ event }: { event: Event }) => ({ pinCandidate: idOf(event) }),
        },
      },
      ...unsure,
      {
        actions: {
          type: 'start',
          params: ({ context, event }: Args<Context, Event>) => pinCall(context, idOf(event), true),
        },
      },
    ],
    UNPIN: {
      actions: {
        type: 'start',
        params: ({ context, event }: Args<Context, Event>) => pinCall(context, idOf(event), false),
      },
    },
  } as const
}

/**
 * A dialog that asks to confirm `asked`: CONFIRM starts it, CANCEL drops it; both close it.
 *
 * @example
 * confirmingDelete: askFirst((context) => deleteCall(context, context.deleteCandidate))
 */
export const askFirst = <Context, Call>(asked: (context: Context) => Call | undefined) =>
  ({
    on: {
      CONFIRM: {
        target: 'ready',
        actions: {
          type: 'answer',
          params: ({ context }: { context: Context }) => asked(context),
        },
      },
      CANCEL: { target: 'ready', actions: 'closeDialog' },
    },
  }) as const

/**
 * The dialog that confirms a pin taking another item's place: the pin of `pinCandidate`.
 *
 * @example
 * confirmingPin: confirmingPin(pinCall)
 */
export const confirmingPin = <Context extends { pinCandidate?: number | undefined }, Call>(
  pinCall: (context: Context, id: number, pin: boolean) => Call | undefined,
) => askFirst((context: Context) => pinCall(context, context.pinCandidate ?? -1, true))

/**
 * The report dialog: SUBMIT_REPORT starts the report of its candidate with the reason chosen,
 * CANCEL drops it.
 *
 * @example
 * reporting: reportDialog(({ context, event }) => reportCall(context, event.reason))
 */
export const reportDialog = <Context, Event, Call>(
  reportCall: (args: Args<Context, Event>) => Call | undefined,
) =>
  ({
    on: {
      SUBMIT_REPORT: { target: 'ready', actions: { type: 'answer', params: reportCall } },
      CANCEL: { target: 'ready', actions: 'closeDialog' },
    },
  }) as const
