import { assign, emit, type SnapshotFrom, setup } from 'xstate'
import {
  MISSION_LIMITS,
  type MissionConfig,
  type MissionProposer,
} from '../contract/mission/mission.schemas'
import { unprovidedCall } from '../core/inFlightCalls'
import type { MissionTextKey } from '../i18n/mission/missionMessages'
import { missionErrorKey } from './missionRules'

/**
 * Where the streamer's settings are: loading, failed to load, `notAgreed` (the one-time
 * agreement comes first), agreeing, editing, saving.
 */
export type MissionConfigState =
  | 'loading'
  | 'loadFailed'
  | 'notAgreed'
  | 'agreeing'
  | 'editing'
  | 'saving'

/** What a save sends. */
export interface MissionConfigSaveInput {
  isEnabled: boolean
  minimumGem: number
  proposer: MissionProposer
}

export interface MissionConfigContext {
  channelId: string
  config: MissionConfig | undefined
  draft: MissionConfigSaveInput
  /** Whether the last save went through (cleared by the next change). */
  saved: boolean
  error: MissionTextKey | undefined
}

export type MissionConfigEvent =
  | { type: 'SET'; isEnabled?: boolean; minimumGem?: number; proposer?: MissionProposer }
  | { type: 'AGREE' }
  | { type: 'SAVE' }
  | { type: 'RETRY' }

export type MissionConfigEmitted = { type: 'saved'; config: MissionConfig }

const draftOf = (config: MissionConfig): MissionConfigSaveInput => ({
  isEnabled: config.isEnabled,
  minimumGem: config.minimumGem,
  proposer: config.proposer,
})

/** Whether a minimum pledge may be saved. @example minimumValid(100) // true */
export function minimumValid(minimumGem: number): boolean {
  const { min, max } = MISSION_LIMITS.minimumGem
  return Number.isInteger(minimumGem) && minimumGem >= min && minimumGem <= max
}

/**
 * The streamer's challenge mission settings: the one-time agreement first (until then nobody
 * may propose), then whether new missions are taken, the minimum pledge (1 to 1,000,000) and
 * who may propose. The app provides `loadConfig`, `agree` and `saveConfig`
 * (`missionConfigActors`).
 *
 * @example
 * const form = createActor(missionConfigMachine.provide({ actors: missionConfigActors(client) }), { input: { channelId } }).start()
 * form.send({ type: 'AGREE' })
 */
export const missionConfigMachine = setup({
  types: {
    input: {} as { channelId: string },
    context: {} as MissionConfigContext,
    events: {} as MissionConfigEvent,
    emitted: {} as MissionConfigEmitted,
  },
  actors: {
    loadConfig: unprovidedCall<MissionConfig, { channelId: string }>('loadConfig'),
    agree: unprovidedCall<MissionConfig, unknown>('agree'),
    saveConfig: unprovidedCall<MissionConfig, MissionConfigSaveInput>('saveConfig'),
  },
  guards: {
    agreed: ({ context }) => context.config?.isAgreed === true,
    badMinimum: ({ context }) => !minimumValid(context.draft.minimumGem),
  },
}).createMachine({
  id: 'missionConfig',
  context: ({ input }) => ({
    channelId: input.channelId,
    config: undefined,
    draft: { isEnabled: false, minimumGem: MISSION_LIMITS.minimumGem.min, proposer: 'everyone' },
    saved: false,
    error: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadConfig',
        input: ({ context }) => ({ channelId: context.channelId }),
        onDone: {
          target: 'ready',
          actions: assign({
            config: ({ event }) => event.output,
            draft: ({ event }) => draftOf(event.output),
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => missionErrorKey(event.error) }),
        },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: undefined }) } },
    },
    ready: {
      always: [{ guard: 'agreed', target: 'editing' }, { target: 'notAgreed' }],
    },
    notAgreed: {
      on: { AGREE: { target: 'agreeing', actions: assign({ error: undefined }) } },
    },
    agreeing: {
      invoke: {
        src: 'agree',
        onDone: {
          target: 'editing',
          actions: assign({
            config: ({ event }) => event.output,
            draft: ({ event }) => draftOf(event.output),
          }),
        },
        onError: {
          target: 'notAgreed',
          actions: assign({ error: ({ event }) => missionErrorKey(event.error) }),
        },
      },
    },
    editing: {
      on: {
        SET: {
          actions: assign({
            draft: ({ context, event }) => ({
              isEnabled: event.isEnabled ?? context.draft.isEnabled,
              minimumGem: event.minimumGem ?? context.draft.minimumGem,
              proposer: event.proposer ?? context.draft.proposer,
            }),
            saved: false,
            error: undefined,
          }),
        },
        SAVE: [
          { guard: 'badMinimum', actions: assign({ error: 'errorAmount' as MissionTextKey }) },
          { target: 'saving', actions: assign({ error: undefined, saved: false }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveConfig',
        input: ({ context }) => context.draft,
        onDone: {
          target: 'editing',
          actions: [
            assign({
              config: ({ event }) => event.output,
              draft: ({ event }) => draftOf(event.output),
              saved: true,
            }),
            emit(({ event }) => ({ type: 'saved' as const, config: event.output })),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => missionErrorKey(event.error) }),
        },
      },
    },
  },
})

export type MissionConfigSnapshot = SnapshotFrom<typeof missionConfigMachine>
