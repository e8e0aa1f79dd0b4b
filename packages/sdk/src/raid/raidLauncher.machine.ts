import { assign, type SnapshotFrom, setup } from 'xstate'
import type { Raid } from '../contract/raid/raid.schemas'
import { ApiError } from '../core/apiError'
import { unprovidedCall, unprovidedFeed } from '../core/inFlightCalls'

export interface RaidLauncherInput {
  /** The streamer's own channel. */
  channelId: string
  /** Whether a raid can be started now, as the stream info said (`isRaidAvailable`). */
  available?: boolean
}

/**
 * Why a raid was refused, by its code: what the streamer reads. `not-live` STR40010,
 * `own-channel` CHA30017, `not-found` CHA30023, `target-offline` STR40011, `refused` STR40012,
 * `rate-limited` RATE_LIMITED, `unknown` anything else (the server's message is kept).
 */
export type RaidRefusal =
  | 'not-live'
  | 'own-channel'
  | 'not-found'
  | 'target-offline'
  | 'refused'
  | 'rate-limited'
  | 'unknown'

const refusals: Record<string, RaidRefusal> = {
  STR40010: 'not-live',
  CHA30017: 'own-channel',
  CHA30023: 'not-found',
  STR40011: 'target-offline',
  STR40012: 'refused',
  RATE_LIMITED: 'rate-limited',
}

/**
 * The refusal of a failed raid call.
 *
 * @example raidRefusalOf(new ApiError(409, 'STR40011', 'not live')) // 'target-offline'
 */
export function raidRefusalOf(error: unknown): RaidRefusal {
  return error instanceof ApiError ? (refusals[error.code] ?? 'unknown') : 'unknown'
}

export interface RaidLauncherContext {
  channelId: string
  /** A raid can be started (the streamer is live): from stream info, then RAID_AVAILABILITY. */
  available: boolean
  /** The channel of the last raid asked for. */
  raidChannelId: string | undefined
  /** The last raid sent. */
  raid: Raid | undefined
  refusal: RaidRefusal | undefined
  /** The server's message of the last refusal. */
  message: string | undefined
}

export type RaidLauncherEvent =
  | { type: 'FEED.AVAILABILITY'; isRaidAvailable: boolean }
  | { type: 'START'; raidChannelId: string }
  /** Back to idle after a result was read. */
  | { type: 'DISMISS' }

/** The launcher's state, for `data-state`. */
export type RaidLauncherState = 'unavailable' | 'idle' | 'sending' | 'sent' | 'failed'

/**
 * A streamer's raid: available while live (stream info's `isRaidAvailable`, then the socket's
 * RAID_AVAILABILITY), `START` calls `POST /v2/stream/dashboard/viewer-raid` (the provided
 * `startRaid`); the raid sent, or its refusal in words the UI maps (`RaidRefusal`). A start
 * while one is sending, or while unavailable, is ignored.
 *
 * @example
 * const launcher = createActor(raidLauncherMachine.provide({ actors: raidLauncherActors({ realtime, client }) }), {
 *   input: { channelId: 'airwave', available: info.isRaidAvailable },
 * }).start()
 * launcher.send({ type: 'START', raidChannelId: 'viewer1' })
 */
export const raidLauncherMachine = setup({
  types: {
    context: {} as RaidLauncherContext,
    events: {} as RaidLauncherEvent,
    input: {} as RaidLauncherInput,
  },
  actors: {
    availabilityFeed: unprovidedFeed('availabilityFeed'),
    startRaid: unprovidedCall<Raid, { raidChannelId: string }>('startRaid'),
  },
  guards: {
    available: ({ context }) => context.available,
  },
}).createMachine({
  id: 'raidLauncher',
  context: ({ input }) => ({
    channelId: input.channelId,
    available: input.available ?? false,
    raidChannelId: undefined,
    raid: undefined,
    refusal: undefined,
    message: undefined,
  }),
  invoke: { src: 'availabilityFeed' },
  on: {
    'FEED.AVAILABILITY': {
      actions: assign({ available: ({ event }) => event.isRaidAvailable }),
    },
  },
  initial: 'ready',
  states: {
    ready: {
      on: {
        START: {
          guard: 'available',
          target: 'sending',
          actions: assign({
            raidChannelId: ({ event }) => event.raidChannelId.trim(),
            refusal: undefined,
            message: undefined,
          }),
        },
        DISMISS: { actions: assign({ raid: undefined, refusal: undefined, message: undefined }) },
      },
    },
    sending: {
      invoke: {
        src: 'startRaid',
        input: ({ context }) => ({ raidChannelId: context.raidChannelId ?? '' }),
        onDone: { target: 'ready', actions: assign({ raid: ({ event }) => event.output }) },
        onError: {
          target: 'ready',
          actions: assign({
            raid: undefined,
            refusal: ({ event }) => raidRefusalOf(event.error),
            message: ({ event }) =>
              event.error instanceof Error ? event.error.message : String(event.error),
          }),
        },
      },
    },
  },
})

/**
 * The launcher's state of a snapshot.
 *
 * @example raidLauncherStateOf(launcher.getSnapshot()) // 'sent'
 */
export function raidLauncherStateOf(
  snapshot: SnapshotFrom<typeof raidLauncherMachine>,
): RaidLauncherState {
  if (snapshot.matches('sending')) return 'sending'
  const { context } = snapshot
  if (context.refusal) return 'failed'
  if (context.raid) return 'sent'
  return context.available ? 'idle' : 'unavailable'
}
