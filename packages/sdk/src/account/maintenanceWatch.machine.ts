import { assign, enqueueActions, setup } from 'xstate'
import { unprovidedCall } from '../core/inFlightCalls'
import type { MaintenanceInfo } from '../core/maintenance'

/** How often the maintenance page asks whether the platform is back (chosen). */
export const MAINTENANCE_POLL_MS = 10_000

/** What one status check found: up, or still in maintenance (with the info when sent). */
export type PlatformStatus = { up: true } | { up: false; info: MaintenanceInfo | undefined }

export interface MaintenanceWatchContext {
  info: MaintenanceInfo | undefined
  pollMs: number
}

export interface MaintenanceWatchInput {
  /** What the 503 that brought the member here said, if anything. */
  info?: MaintenanceInfo
  pollMs?: number
}

export type MaintenanceWatchEmitted = { type: 'ended' }

/** Ask now rather than at the next poll (the page's "check now" button). */
export type MaintenanceWatchEvent = { type: 'CHECK' }

/**
 * The maintenance page's watch (accounts-platform.md section 4): it asks the platform's status
 * (the provided `checkStatus` actor) at once, then every {@link MAINTENANCE_POLL_MS} and on `CHECK`, keeps
 * the latest maintenance info a 503 brought, and emits `ended` when the platform answers again,
 * so the page can return to where the member was. A failed check (offline) is tried again later.
 *
 * @example
 * const watch = createActor(maintenanceWatchMachine.provide({ actors: accountActors({ client }).maintenanceWatch }), { input: { info } }).start()
 * watch.on('ended', () => navigate(from))
 */
export const maintenanceWatchMachine = setup({
  types: {
    context: {} as MaintenanceWatchContext,
    input: {} as MaintenanceWatchInput,
    events: {} as MaintenanceWatchEvent,
    emitted: {} as MaintenanceWatchEmitted,
  },
  actors: { checkStatus: unprovidedCall<PlatformStatus, undefined>('checkStatus') },
  delays: { poll: ({ context }) => context.pollMs },
}).createMachine({
  id: 'maintenanceWatch',
  context: ({ input }) => ({ info: input.info, pollMs: input.pollMs ?? MAINTENANCE_POLL_MS }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'checkStatus',
        onDone: [
          { guard: ({ event }) => event.output.up, target: 'up' },
          {
            target: 'down',
            actions: assign(({ context, event }) => ({
              info: (!event.output.up && event.output.info) || context.info,
            })),
          },
        ],
        onError: 'down',
      },
    },
    down: { after: { poll: 'checking' }, on: { CHECK: 'checking' } },
    up: {
      type: 'final',
      entry: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'ended' })),
    },
  },
})
