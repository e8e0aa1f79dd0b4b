import { assign, emit, type SnapshotFrom, setup } from 'xstate'
import { ITEM_ERRORS } from '../contract/item/item.schemas'
import { MISSION_LIMITS, type Mission } from '../contract/mission/mission.schemas'
import { ApiError } from '../core/apiError'
import { unprovidedCall } from '../core/inFlightCalls'
import type { MissionTextKey } from '../i18n/mission/missionMessages'
import { missionErrorKey } from './missionRules'

/**
 * Where a proposal or a pledge is: being typed, `short` (more gems than the wallet holds:
 * nothing was sent, the form offers to buy gems), on its way, sent, or refused with words.
 */
export type MissionPledgeState = 'editing' | 'short' | 'sending' | 'sent' | 'failed'

export interface MissionPledgeInput {
  channelId: string
  /** The mission gems are added to; none to propose a new one (with a title). */
  missionIdx?: number
  /** The channel's minimum pledge (its settings). */
  minimumGem: number
  /** The wallet's balance when known: a larger pledge is refused here. */
  balance?: number
  /** A new idempotency key (default `crypto.randomUUID`). */
  newKey?: () => string
}

/** What goes to the server: a proposal (no `missionIdx`) or a pledge. */
export interface MissionPledgeCall {
  channelId: string
  missionIdx: number | undefined
  title: string
  gem: number
  idempotencyKey: string
}

export interface MissionPledgeContext {
  channelId: string
  missionIdx: number | undefined
  title: string
  gem: number
  minimumGem: number
  balance: number | undefined
  /** The key of the intent being sent and what it was for: the same intent keeps its key. */
  key: string | undefined
  keyFor: string | undefined
  result: Mission | undefined
  error: MissionTextKey | undefined
  newKey: () => string
}

export type MissionPledgeEvent =
  | { type: 'TITLE'; title: string }
  | { type: 'AMOUNT'; gem: number }
  | { type: 'BALANCE'; balance: number | undefined }
  | { type: 'MINIMUM'; minimumGem: number }
  | { type: 'SEND' }
  | { type: 'RETRY' }
  | { type: 'AGAIN' }

export type MissionPledgeEmitted = { type: 'sent'; mission: Mission }

/** Why a proposal or pledge may not go: its words, `short`, or nothing when it may. */
export function pledgeCheck(
  context: Pick<MissionPledgeContext, 'missionIdx' | 'title' | 'gem' | 'minimumGem' | 'balance'>,
): MissionTextKey | 'short' | undefined {
  const title = context.title.trim()
  if (
    context.missionIdx === undefined &&
    (title.length === 0 || title.length > MISSION_LIMITS.title)
  ) {
    return 'errorTitle'
  }
  const { gem } = context
  if (!Number.isInteger(gem) || gem < MISSION_LIMITS.gem.min || gem > MISSION_LIMITS.gem.max) {
    return 'errorAmount'
  }
  if (gem < context.minimumGem) return 'errorMIS1002'
  if (context.balance !== undefined && gem > context.balance) return 'short'
  return undefined
}

const intentOf = (context: MissionPledgeContext) =>
  `${context.missionIdx ?? 'new'}|${context.title.trim()}|${context.gem}`

const tooFewGems = (error: unknown) =>
  error instanceof ApiError && error.code === ITEM_ERRORS.notEnoughGems

/**
 * A viewer's proposal (a title and a first pledge) or pledge (more gems to a mission). The
 * rules: a title of 1 to 100 characters, a whole number of gems from the channel's minimum,
 * never more than the wallet holds (refused before any call, with the offer to buy gems; the
 * server's ITE20001 lands in the same place). The same intent (mission, title, gems) keeps its
 * idempotency key across retries, so a proposal whose answer was lost is never taken twice;
 * a changed one gets a new key. The app provides `sendPledge` (`missionPledgeActors`).
 *
 * @example
 * const form = createActor(missionPledgeMachine.provide({ actors: missionPledgeActors(client) }), { input: { channelId, minimumGem: 100, balance } }).start()
 * form.send({ type: 'TITLE', title: 'No deaths' }); form.send({ type: 'AMOUNT', gem: 100 }); form.send({ type: 'SEND' })
 */
export const missionPledgeMachine = setup({
  types: {
    input: {} as MissionPledgeInput,
    context: {} as MissionPledgeContext,
    events: {} as MissionPledgeEvent,
    emitted: {} as MissionPledgeEmitted,
  },
  actors: {
    sendPledge: unprovidedCall<Mission, MissionPledgeCall>('sendPledge'),
  },
  guards: {
    refused: ({ context }) => {
      const check = pledgeCheck(context)
      return check !== undefined && check !== 'short'
    },
    short: ({ context }) => pledgeCheck(context) === 'short',
  },
}).createMachine({
  id: 'missionPledge',
  context: ({ input }) => ({
    channelId: input.channelId,
    missionIdx: input.missionIdx,
    title: '',
    gem: 0,
    minimumGem: input.minimumGem,
    balance: input.balance,
    key: undefined,
    keyFor: undefined,
    result: undefined,
    error: undefined,
    newKey: input.newKey ?? (() => globalThis.crypto.randomUUID()),
  }),
  initial: 'editing',
  on: {
    BALANCE: { actions: assign({ balance: ({ event }) => event.balance }) },
    MINIMUM: { actions: assign({ minimumGem: ({ event }) => event.minimumGem }) },
  },
  states: {
    editing: {
      on: {
        TITLE: {
          actions: assign({
            title: ({ event }) => event.title.slice(0, MISSION_LIMITS.title),
            error: undefined,
          }),
        },
        AMOUNT: { actions: assign({ gem: ({ event }) => event.gem, error: undefined }) },
        SEND: [
          {
            guard: 'refused',
            actions: assign({ error: ({ context }) => pledgeCheck(context) as MissionTextKey }),
          },
          { guard: 'short', target: 'short' },
          {
            target: 'sending',
            actions: assign(({ context }) => {
              const intent = intentOf(context)
              return {
                key: context.keyFor === intent && context.key ? context.key : context.newKey(),
                keyFor: intent,
                error: undefined,
              }
            }),
          },
        ],
      },
    },
    short: {
      on: {
        AMOUNT: {
          target: 'editing',
          actions: assign({ gem: ({ event }) => event.gem, error: undefined }),
        },
        TITLE: {
          actions: assign({ title: ({ event }) => event.title.slice(0, MISSION_LIMITS.title) }),
        },
        BALANCE: { target: 'editing', actions: assign({ balance: ({ event }) => event.balance }) },
      },
    },
    sending: {
      invoke: {
        src: 'sendPledge',
        input: ({ context }) => ({
          channelId: context.channelId,
          missionIdx: context.missionIdx,
          title: context.title.trim(),
          gem: context.gem,
          idempotencyKey: context.key ?? '',
        }),
        onDone: {
          target: 'sent',
          actions: [
            assign({
              result: ({ event }) => event.output,
              balance: ({ context }) =>
                context.balance === undefined ? undefined : context.balance - context.gem,
            }),
            emit(({ event }) => ({ type: 'sent' as const, mission: event.output })),
          ],
        },
        onError: [
          { guard: ({ event }) => tooFewGems(event.error), target: 'short' },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => missionErrorKey(event.error) }),
          },
        ],
      },
    },
    sent: {
      on: {
        AGAIN: {
          target: 'editing',
          actions: assign({
            title: '',
            gem: 0,
            result: undefined,
            key: undefined,
            keyFor: undefined,
          }),
        },
      },
    },
    failed: {
      on: {
        RETRY: { target: 'sending', actions: assign({ error: undefined }) },
        AMOUNT: {
          target: 'editing',
          actions: assign({ gem: ({ event }) => event.gem, error: undefined }),
        },
        TITLE: {
          target: 'editing',
          actions: assign({
            title: ({ event }) => event.title.slice(0, MISSION_LIMITS.title),
            error: undefined,
          }),
        },
      },
    },
  },
})

export type MissionPledgeSnapshot = SnapshotFrom<typeof missionPledgeMachine>
