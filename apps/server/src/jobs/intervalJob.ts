import type { FastifyInstance } from 'fastify'

// The server's periodic jobs (subscription renewals, mission timeouts): a run on a timer that
// never keeps the process alive, one run at a time on an instance (the rows a run takes are
// claimed in the database, so other instances may run beside it), stopped with the app, and
// reachable by its tests to run it at once.

/** A periodic job: `runNow` runs it once (tests), `stop` ends its timer. */
export interface IntervalJob<Result> {
  runNow(): Promise<Result>
  stop(): void
}

const jobs = new WeakMap<FastifyInstance, Map<string, IntervalJob<unknown>>>()

/**
 * Starts `run` every `everyMs` for the app's lifetime. A run still going when the timer fires
 * again is not doubled; a failed run waits for the next tick.
 *
 * @example startIntervalJob(app, 'mission-timeout', 10_000, () => timeOutDue(deps))
 */
export function startIntervalJob<Result>(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  run: () => Promise<Result>,
): IntervalJob<Result> {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    run()
      .catch(() => {})
      .finally(() => {
        running = false
      })
  }, everyMs)
  timer.unref()
  const job: IntervalJob<Result> = { runNow: run, stop: () => clearInterval(timer) }
  const ofApp = jobs.get(app) ?? new Map<string, IntervalJob<unknown>>()
  ofApp.set(name, job as IntervalJob<unknown>)
  jobs.set(app, ofApp)
  app.addHook('onClose', async () => job.stop())
  return job
}

/**
 * A running app's job by name (tests run it at once).
 *
 * @example await intervalJobOf<number>(server.app, 'mission-timeout').runNow()
 */
export function intervalJobOf<Result>(app: FastifyInstance, name: string): IntervalJob<Result> {
  const job = jobs.get(app)?.get(name)
  if (!job) throw new Error(`This app runs no ${name} job`)
  return job as IntervalJob<Result>
}
