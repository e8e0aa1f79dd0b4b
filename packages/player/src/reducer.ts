import { createEmitter, type Unsubscribe } from './emitter'

// The player's state is three reducers with effects (playback, recovery, live status): pure
// `transition(state, event)` functions whose steps name the calls, emits and timers to run,
// and this store runs them. Not XState: its runtime alone is ~12 kB min+gz, two thirds of the
// player's whole 18 kB budget. It is not a second state model for the kit either: it is the
// player's own, not exported, and the SDK's machines (which React and the widgets share) stay
// on XState. Side effects are named calls into provided I/O (tests pass fakes, apps pass the
// media element); delayed and asynchronous work is bound to the state that started it.

/** A machine's state: a finite `value` (dotted for nested states) and its data. */
export interface ReducerState<Value extends string, Context> {
  value: Value
  context: Context
}

/** The provided I/O: an object of named calls, synchronous or returning a promise. */
export type ReducerIO = object

type Params<F> = F extends (params: infer P) => unknown ? P : never
type Output<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never

/** Something a transition asks the interpreter to do once the state has changed. */
export type Effect<IO extends ReducerIO, Emitted extends object, Event> =
  | {
      [K in keyof IO]: {
        /** Calls the provided I/O. */
        call: K
        params?: Params<IO[K]>
        /** An invocation: its outcome comes back as an event, unless the state was left. */
        done?: (output: Output<IO[K]>) => Event
        fail?: (error: unknown) => Event
      }
    }[keyof IO]
  | { [K in keyof Emitted]: { emit: K; payload: Emitted[K] } }[keyof Emitted]
  /** Sends `send` after `after` ms, unless the state was left or re-entered meanwhile. */
  | { after: number; send: Event }

/** What a transition answers: the next state, what to do, and whether to re-enter. */
export interface Step<Value extends string, Context, Effects> {
  value?: Value
  context?: Context
  effects?: Effects[]
  /** Runs entry effects and cancels the state's timers and invocations even if `value` stays. */
  reenter?: boolean
}

/**
 * A machine: its first state, a pure transition function (`undefined` ignores the event) and
 * the effects of entering a state.
 */
export interface Reducer<
  Value extends string,
  Context,
  Event extends { type: string },
  Input,
  IO extends ReducerIO,
  Emitted extends object,
> {
  initial(input: Input): Step<Value, Context, Effect<IO, Emitted, Event>> & {
    value: Value
    context: Context
  }
  transition(
    state: ReducerState<Value, Context>,
    event: Event,
  ): Step<Value, Context, Effect<IO, Emitted, Event>> | undefined
  entry?(state: ReducerState<Value, Context>): Effect<IO, Emitted, Event>[]
}

/** A machine with its I/O provided. */
export interface ReducerStore<Value extends string, Context, Event, Emitted extends object> {
  /** Runs the first state's entry effects; listen with `on` before, to hear what they emit. */
  start(): ReducerStore<Value, Context, Event, Emitted>
  send(event: Event): void
  getSnapshot(): ReducerState<Value, Context>
  /** Listens to what the machine emits. */
  on<K extends keyof Emitted>(type: K, listener: (payload: Emitted[K]) => void): Unsubscribe
  /** Called after every processed event. */
  subscribe(listener: () => void): Unsubscribe
  stop(): void
}

/**
 * Gives `machine` its I/O. Once started, it processes events one at a time (an event sent from
 * an effect waits for the current one to finish); events sent before `start` wait for it.
 *
 * @example
 * const recovery = createReducerStore(hlsRecoveryReducer, { startLoad: () => hls.startLoad(), … }, {})
 * recovery.on('error', ({ alert }) => show(alert))
 * recovery.start()
 * recovery.send({ type: 'FAULT', fault })
 */
export function createReducerStore<
  Value extends string,
  Context,
  Event extends { type: string },
  Input,
  IO extends ReducerIO,
  Emitted extends object,
>(
  machine: Reducer<Value, Context, Event, Input, IO, Emitted>,
  io: IO,
  input: Input,
): ReducerStore<Value, Context, Event, Emitted> {
  const emitter = createEmitter<Emitted>()
  const listeners = new Set<() => void>()
  const queue: Event[] = []
  // Bumped whenever a state is entered: timers and invocations of an older entry are stale.
  let entered = 0
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let stopped = false
  // Until `start`, events only queue.
  let busy = true
  let started = false
  const first = machine.initial(input)
  let state: ReducerState<Value, Context> = { value: first.value, context: first.context }

  const cancelTimers = () => {
    for (const timer of timers) clearTimeout(timer)
    timers.clear()
  }

  const run = (effects: Effect<IO, Emitted, Event>[]) => {
    const entry = entered
    for (const effect of effects) {
      if ('emit' in effect) emitter.emit(effect.emit, effect.payload)
      else if ('after' in effect) {
        const timer = setTimeout(() => {
          timers.delete(timer)
          if (entry === entered) send(effect.send)
        }, effect.after)
        timers.add(timer)
      } else {
        const fn = io[effect.call] as (params: unknown) => unknown
        const call = () => fn.call(io, effect.params)
        const { done, fail } = effect
        if (!done && !fail) {
          call()
          continue
        }
        const back = (event?: Event) => event && entry === entered && send(event)
        // Called now, not in a microtask: a state left at once (PLAY then PAUSE) must see its
        // call go out before the leaving transition's (pause after play, not play after pause),
        // and `video.play()` must run within the viewer's gesture. A throw still counts as `fail`.
        new Promise((resolve) => resolve(call())).then(
          (output) => back(done?.(output as never)),
          (error: unknown) => back(fail?.(error)),
        )
      }
    }
  }

  const apply = (step: Step<Value, Context, Effect<IO, Emitted, Event>>) => {
    const value = step.value ?? state.value
    const enters = step.reenter === true || value !== state.value
    state = { value, context: step.context ?? state.context }
    if (enters) {
      entered++
      cancelTimers()
    }
    run([...(step.effects ?? []), ...(enters ? (machine.entry?.(state) ?? []) : [])])
  }

  const drain = () => {
    busy = true
    try {
      for (let next = queue.shift(); next && !stopped; next = queue.shift()) {
        const step = machine.transition(state, next)
        if (!step) continue
        apply(step)
        for (const listener of [...listeners]) listener()
      }
    } finally {
      busy = false
    }
  }

  function send(event: Event) {
    if (stopped) return
    queue.push(event)
    if (!busy) drain()
  }

  const actor: ReducerStore<Value, Context, Event, Emitted> = {
    start() {
      if (started || stopped) return actor
      started = true
      run([...(first.effects ?? []), ...(machine.entry?.(state) ?? [])])
      drain()
      return actor
    },
    send,
    getSnapshot: () => state,
    on: emitter.on,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    stop() {
      stopped = true
      cancelTimers()
      queue.length = 0
      listeners.clear()
      emitter.clear()
    },
  }
  return actor
}
