import {
  type DoneActorEvent,
  type ErrorActorEvent,
  type EventObject,
  fromCallback,
  fromPromise,
  type NonReducibleUnknown,
} from 'xstate'

/** The call named `K` of a machine whose calls take `Inputs`: its name in `type`, its input. */
type NamedCall<Inputs, K extends keyof Inputs> = { type: K } & Inputs[K]

/**
 * Every call of a machine, one per entry of `Inputs` (call name to what the call carries).
 *
 * @example
 * type PostCall = CallOf<{ deletePost: { postIdx: number } }> // { type: 'deletePost'; postIdx: number }
 */
export type CallOf<Inputs> = { [K in keyof Inputs & string]: NamedCall<Inputs, K> }[keyof Inputs &
  string]

type SpawnByName<Inputs> = {
  [K in keyof Inputs & string]: [src: K, options: { id: string; input: NamedCall<Inputs, K> }]
}

/** What `enqueue.spawnChild` takes to start a call: the actor named like it, the call as input. */
type SpawnCall<Inputs> = SpawnByName<Inputs>[keyof Inputs & string]

/** What a machine hears when a call it started ends. */
export type CallSettled = DoneActorEvent<unknown, string> | ErrorActorEvent<unknown, string>

/**
 * A machine's calls in flight, by the id of the child actor running each. It belongs in the
 * machine's context but not in the context type the machine exports: nothing outside reads it.
 */
export interface InFlightCalls<Call> {
  readonly byId: Readonly<Partial<Record<string, Call>>>
  /** Numbers the next call's actor: an id is never given twice. */
  readonly next: number
}

/** A call that ended: the calls still in flight, and the call with its output or error. */
type SettledCall<Call> = { calls: InFlightCalls<Call>; call: Call } & (
  | { ok: true; output: unknown }
  | { ok: false; error: unknown }
)

/** The part of an `enqueueActions` enqueuer that starting a call needs. */
export interface CallEnqueuer<Context, Inputs> {
  assign(patch: Partial<Context>): void
  spawnChild(...args: SpawnCall<Inputs>): void
}

export interface CallTracker<Inputs> {
  /** No call in flight: a machine's first value. */
  readonly none: InFlightCalls<CallOf<Inputs>>
  /** Whether a call with the same key as `call` is in flight. */
  isPending(calls: InFlightCalls<CallOf<Inputs>>, call: CallOf<Inputs>): boolean
  /**
   * The calls with `call` added and how to spawn its actor, or undefined when `call` is
   * undefined or one with the same key is in flight (it is not started).
   */
  start<K extends keyof Inputs & string>(
    calls: InFlightCalls<CallOf<Inputs>>,
    call: NamedCall<Inputs, K> | undefined,
  ): { calls: InFlightCalls<CallOf<Inputs>>; spawn: SpawnByName<Inputs>[K] } | undefined
  /**
   * Starts `call` from an `enqueueActions` action, unless `start` drops it: assigns what
   * `patch` makes of the new calls in flight (with the call's optimistic change, if any), then
   * spawns the call's actor. Whether it started.
   */
  enqueue<Context, K extends keyof Inputs & string>(
    enqueue: CallEnqueuer<Context, Inputs>,
    calls: InFlightCalls<CallOf<Inputs>>,
    call: NamedCall<Inputs, K> | undefined,
    patch: (calls: InFlightCalls<CallOf<Inputs>>) => Partial<Context>,
  ): boolean
  /** The call `event` ends and the calls left, or undefined when it is not one of them. */
  settle(
    calls: InFlightCalls<CallOf<Inputs>>,
    event: CallSettled | { type: string },
  ): SettledCall<CallOf<Inputs>> | undefined
}

/**
 * Tracks the calls a machine starts as spawned actors, each actor named like its call and
 * given the call as input. Two calls with the same `key` are never in flight together: the
 * second is dropped (a double click, a like sent again before the first answer).
 *
 * @example
 * const tracker = callTracker<{ deletePost: { postIdx: number } }>((call) => `${call.postIdx}`)
 * // In an enqueueActions action:
 * tracker.enqueue(enqueue, context.inFlight, { type: 'deletePost', postIdx: 7 }, (inFlight) => ({
 *   inFlight,
 * }))
 */
export function callTracker<Inputs>(key: (call: CallOf<Inputs>) => string): CallTracker<Inputs> {
  const none: InFlightCalls<CallOf<Inputs>> = { byId: {}, next: 0 }
  const isPending = (calls: InFlightCalls<CallOf<Inputs>>, call: CallOf<Inputs>) => {
    const wanted = key(call)
    return Object.values(calls.byId).some((c) => c !== undefined && key(c) === wanted)
  }
  const start = <K extends keyof Inputs & string>(
    calls: InFlightCalls<CallOf<Inputs>>,
    call: NamedCall<Inputs, K> | undefined,
  ) => {
    if (call === undefined) return undefined
    const named: CallOf<Inputs> = call
    if (isPending(calls, named)) return undefined
    const id = `call-${calls.next}`
    const spawn: SpawnByName<Inputs>[K] = [call.type, { id, input: call }]
    return { calls: { byId: { ...calls.byId, [id]: named }, next: calls.next + 1 }, spawn }
  }
  return {
    none,
    isPending,
    start,
    enqueue(enqueue, calls, call, patch) {
      const started = start(calls, call)
      if (!started) return false
      enqueue.assign(patch(started.calls))
      enqueue.spawnChild(...started.spawn)
      return true
    },
    settle(calls: InFlightCalls<CallOf<Inputs>>, event: CallSettled | { type: string }) {
      if (!('actorId' in event)) return undefined
      const call = calls.byId[event.actorId]
      if (call === undefined) return undefined
      const { [event.actorId]: _, ...byId } = calls.byId
      const left = { byId, next: calls.next }
      return 'output' in event
        ? { calls: left, call, ok: true, output: event.output }
        : { calls: left, call, ok: false, error: event.error }
    },
  }
}

/**
 * Whether any call is in flight.
 *
 * @example
 * await waitFor(actor, (s) => !hasCallsInFlight(s.context.calls))
 */
export function hasCallsInFlight(calls: InFlightCalls<unknown>): boolean {
  return Object.keys(calls.byId).length > 0
}

/**
 * A call's actor until the app provides it (`.provide()`): it fails, saying which is missing.
 *
 * @example
 * setup({ actors: { deletePost: unprovidedCall<unknown, { postIdx: number }>('deletePost') } })
 */
export const unprovidedCall = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} is not provided`)))

/**
 * A feed's actor (a callback actor passing on what a socket or an upload says) until the app
 * provides it: it fails as it starts, saying which is missing.
 *
 * @example
 * setup({ actors: { pollFeed: unprovidedFeed<{ channelId: string }>('pollFeed') } })
 */
export const unprovidedFeed = <
  Input = NonReducibleUnknown,
  Event extends EventObject = EventObject,
>(
  name: string,
) =>
  fromCallback<Event, Input>(() => {
    throw new Error(`${name} is not provided`)
  })
