import { assign, emit, enqueueActions, type SnapshotFrom, setup } from 'xstate'
import { MISSION_STATUS, type Mission } from '../contract/mission/mission.schemas'
import { ApiError } from '../core/apiError'
import { unprovidedCall } from '../core/inFlightCalls'
import type { MissionTextKey } from '../i18n/mission/missionMessages'
import { missionErrorKey } from './missionRules'

/** A step sent to the server, with what it carries. */
export type MissionStepCall =
  | { action: 'start'; missionIdx: number; missionLimit: number }
  | { action: 'addTime'; missionIdx: number; seconds: number }
  | { action: 'end'; missionIdx: number; isSuccess: boolean }
  | { action: 'cancel'; missionIdx: number }
  | { action: 'addGems'; missionIdx: number; gem: number; idempotencyKey: string }

/** The step on its way (the spec's pending action). */
export type MissionPending = MissionStepCall['action']

export type MissionStepEvent =
  | { type: 'START'; missionLimit: number }
  | { type: 'ADD_TIME'; seconds: number }
  | { type: 'END'; isSuccess: boolean }
  | { type: 'CANCEL' }
  | { type: 'ADD_GEMS'; gem: number; idempotencyKey: string }
  /** The mission as the server now has it (a MISSION_UPDATE, a list read again). */
  | { type: 'UPDATE'; mission: Mission }

/** What the step machine tells its UI: a step answered, or refused (with its words). */
export type MissionStepEmitted =
  | { type: 'done'; action: MissionPending; mission: Mission }
  | { type: 'failed'; action: MissionPending; error: unknown; message: MissionTextKey }
  | { type: 'login-required' }

export interface MissionStepContext {
  /** The mission as shown: status 5 (`wait`) while a step is on its way. */
  mission: Mission
  /** The status before the step, restored if it fails. */
  previousStatus: number | undefined
  pending: MissionPending | undefined
  /** The call on its way. */
  step: MissionStepCall | undefined
  error: MissionTextKey | undefined
}

/** `idle` (nothing on its way) or `wait` (a step on its way: the spec's wait status). */
export type MissionStepState = 'idle' | 'wait'

const stepOf = (missionIdx: number, event: MissionStepEvent): MissionStepCall | undefined => {
  switch (event.type) {
    case 'START':
      return { action: 'start', missionIdx, missionLimit: event.missionLimit }
    case 'ADD_TIME':
      return { action: 'addTime', missionIdx, seconds: event.seconds }
    case 'END':
      return { action: 'end', missionIdx, isSuccess: event.isSuccess }
    case 'CANCEL':
      return { action: 'cancel', missionIdx }
    case 'ADD_GEMS':
      return {
        action: 'addGems',
        missionIdx,
        gem: event.gem,
        idempotencyKey: event.idempotencyKey,
      }
    default:
      return undefined
  }
}

/**
 * One mission's steps, for the streamer (start, more time, end as success or failure, reject
 * or cancel) and a viewer (more gems; the proposer's cancel). A step puts the mission in the
 * spec's wait status (5), remembering the status before and the step on its way; the server's
 * answer becomes the mission, a refusal restores the status before and emits `failed` with its
 * words. A second step while one is on its way is dropped. Which steps a viewer is offered is
 * `missionControls`; the server checks them all again. The app provides `runStep`
 * (`missionStepActors`).
 *
 * @example
 * const step = createActor(missionStepMachine.provide({ actors: missionStepActors(client) }), { input: { mission } }).start()
 * step.send({ type: 'START', missionLimit: 600 })
 */
export const missionStepMachine = setup({
  types: {
    input: {} as { mission: Mission },
    context: {} as MissionStepContext,
    events: {} as MissionStepEvent,
    emitted: {} as MissionStepEmitted,
  },
  actors: {
    runStep: unprovidedCall<Mission, MissionStepCall>('runStep'),
  },
  actions: {
    // The spec's wait: the status before and the step on its way are remembered.
    waiting: assign(({ context, event }) => {
      const step = stepOf(context.mission.missionIdx, event)
      return {
        previousStatus: context.mission.missionStatus,
        pending: step?.action,
        step,
        mission: { ...context.mission, missionStatus: MISSION_STATUS.wait },
        error: undefined,
      }
    }),
  },
}).createMachine({
  id: 'missionStep',
  context: ({ input }) => ({
    mission: input.mission,
    previousStatus: undefined,
    pending: undefined,
    error: undefined,
    step: undefined,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        START: { target: 'wait', actions: 'waiting' },
        ADD_TIME: { target: 'wait', actions: 'waiting' },
        END: { target: 'wait', actions: 'waiting' },
        CANCEL: { target: 'wait', actions: 'waiting' },
        ADD_GEMS: { target: 'wait', actions: 'waiting' },
        UPDATE: { actions: assign({ mission: ({ event }) => event.mission }) },
      },
    },
    wait: {
      on: {
        // News from the server while waiting: kept, still shown as waiting; a failure
        // restores this newer status.
        UPDATE: {
          actions: assign({
            previousStatus: ({ event }) => event.mission.missionStatus,
            mission: ({ event }) => ({ ...event.mission, missionStatus: MISSION_STATUS.wait }),
          }),
        },
      },
      invoke: {
        src: 'runStep',
        input: ({ context }) => context.step as MissionStepCall,
        onDone: {
          target: 'idle',
          actions: [
            assign({
              mission: ({ event }) => event.output,
              previousStatus: undefined,
              pending: undefined,
              step: undefined,
            }),
            emit(({ event, context }) => ({
              type: 'done' as const,
              action: context.pending ?? 'start',
              mission: event.output,
            })),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            emit(({ event, context }) => ({
              type: 'failed' as const,
              action: context.pending ?? 'start',
              error: event.error,
              message: missionErrorKey(event.error),
            })),
            enqueueActions(({ event, enqueue }) => {
              if (event.error instanceof ApiError && event.error.kind === 'unauthorized') {
                enqueue.emit({ type: 'login-required' })
              }
            }),
            assign({
              mission: ({ context }) => ({
                ...context.mission,
                missionStatus: context.previousStatus ?? context.mission.missionStatus,
              }),
              error: ({ event }) => missionErrorKey(event.error),
              previousStatus: undefined,
              pending: undefined,
              step: undefined,
            }),
          ],
        },
      },
    },
  },
})

export type MissionStepSnapshot = SnapshotFrom<typeof missionStepMachine>
