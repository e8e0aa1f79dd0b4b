/**
 * The longest the scheduler sleeps without looking at the database again (chosen): a poll
 * started on an instance whose signal was lost, or a clock moved, is ended within a minute of
 * its time even then.
 */
const SWEEP_MS = 60_000

export interface PollScheduler {
  /** Looks for the next poll to end now, and from then on. */
  start(): void
  /** A poll was started or its end moved (here or on another instance): look again. */
  rearm(): void
  close(): void
}

export interface PollSchedulerOptions {
  /** When the next running poll ends, on any channel and any instance. */
  nextDue(): Promise<Date | undefined>
  /** Ends every poll whose time is up and tells their rooms (once, whichever instance). */
  settle(): Promise<void>
  /** The server's clock (`now()` of clock.ts). */
  now(): number
  onError?: (error: unknown) => void
  sweepMs?: number
  /** The timer (tests pass a fake one). */
  timers?: {
    set(run: () => void, ms: number): unknown
    clear(handle: unknown): void
  }
}

const nodeTimers = {
  set(run: () => void, ms: number) {
    const timer = setTimeout(run, ms)
    timer.unref()
    return timer
  },
  clear: (handle: unknown) => clearTimeout(handle as NodeJS.Timeout),
}

/**
 * Ends polls on time on every instance: its timer waits for the next poll to end, read from
 * the database (so a restart, or another instance's poll, is covered), then ends every due
 * poll; `rearm` after a poll starts or moves. Reads end due polls too, so an answer is never
 * late even before the timer fires; ending is one UPDATE, so two instances never both push it.
 *
 * @example
 * const scheduler = createPollScheduler({ nextDue: () => nextDue(db), settle, now: () => now().getTime() })
 * scheduler.start()
 */
export function createPollScheduler(options: PollSchedulerOptions): PollScheduler {
  const timers = options.timers ?? nodeTimers
  const sweep = options.sweepMs ?? SWEEP_MS
  const report = (error: unknown) => options.onError?.(error)
  let handle: unknown
  let generation = 0
  let closed = false

  const arm = async () => {
    const mine = ++generation
    // A database that fails to answer is asked again at the next sweep.
    const due = await options.nextDue().catch((error: unknown) => {
      report(error)
      return undefined
    })
    // A later arm (a signal while this one read) decides.
    if (closed || mine !== generation) return
    if (handle !== undefined) timers.clear(handle)
    const wait = due ? Math.max(0, due.getTime() - options.now()) : sweep
    handle = timers.set(
      () => {
        handle = undefined
        tick()
      },
      Math.min(wait, sweep),
    )
  }
  const tick = () => {
    if (closed) return
    options
      .settle()
      .catch(report)
      .then(() => arm())
      .catch(report)
  }

  return {
    start: tick,
    rearm() {
      if (!closed) arm().catch(report)
    },
    close() {
      closed = true
      if (handle !== undefined) timers.clear(handle)
      handle = undefined
    },
  }
}
