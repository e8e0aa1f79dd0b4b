import { assign, enqueueActions, sendParent, setup } from 'xstate'
import type { ChannelCheck } from '../contract/account/account.schemas'
import { validateChannelId } from '../contract/account/channelId'
import { validateNickname } from '../contract/account/nickname'
import { problemAt, withProblem } from '../core/formProblem'
import { unprovidedCall } from '../core/inFlightCalls'
import type { AccountFormProblem, FormFailure } from './accountProblems'
import { accountProblem, fieldProblemOf, formFailureOf, refusedAt } from './accountProblems'

type NameField = 'channelId' | 'nickname' | 'terms'

export interface ChannelNamesContext {
  channelId: string
  nickname: string
  /** Whether the terms must be accepted here (the sign-up's last step). */
  withTerms: boolean
  terms: boolean
  /** One problem at most per field. */
  problems: AccountFormProblem<NameField>[]
  /** The values the server said are free (checked when a field is left). */
  available: { channelId?: string; nickname?: string }
  failure: FormFailure | undefined
}

export interface ChannelNamesInput {
  withTerms?: boolean
}

export type ChannelNamesEvent =
  | { type: 'CHANNEL_ID.CHANGE'; value: string }
  | { type: 'CHANNEL_ID.BLUR' }
  | { type: 'NICKNAME.CHANGE'; value: string }
  | { type: 'NICKNAME.BLUR' }
  | { type: 'TERMS.CHANGE'; value: boolean }
  | { type: 'SUBMIT' }
  /** The parent's call refused the names: back to editing, with the error at its field. */
  | { type: 'REFUSED'; error: unknown }

export type ChannelNamesEmitted = { type: 'invalid'; field: NameField }

/** What the step tells its parent when SUBMIT finds the names free. */
export type NamesReady = { type: 'NAMES.READY'; channelId: string; nickname: string }

type Ctx = ChannelNamesContext

const channelIdProblem = (value: string): AccountFormProblem<'channelId'> | undefined => {
  if (value === '') return accountProblem('channelId', 'required')
  const result = validateChannelId(value)
  return result.valid ? undefined : accountProblem('channelId', result.key)
}

const nicknameProblem = (value: string): AccountFormProblem<'nickname'> | undefined => {
  if (value.trim() === '') return accountProblem('nickname', 'required')
  const result = validateNickname(value.trim())
  return result.valid ? undefined : accountProblem('nickname', result.key)
}

function localProblems(context: Ctx): Ctx['problems'] {
  const problems: Ctx['problems'] = []
  const channelId = channelIdProblem(context.channelId)
  if (channelId) problems.push(channelId)
  const nickname = nicknameProblem(context.nickname)
  if (nickname) problems.push(nickname)
  if (context.withTerms && !context.terms) problems.push(accountProblem('terms', 'termsRequired'))
  return problems
}

const fieldProblem = { channelId: channelIdProblem, nickname: nicknameProblem }

const ORDER: NameField[] = ['channelId', 'nickname', 'terms']
const firstOf = (problems: Ctx['problems']) =>
  ORDER.find((field) => problemAt(problems, field)) ?? 'channelId'

/** The check's refusal at its field, or as the form's failure. */
function refusal(context: Ctx, error: unknown): Partial<Ctx> {
  const at = fieldProblemOf(error)
  if (at && (at.field === 'channelId' || at.field === 'nickname')) {
    const problem = accountProblem(at.field, at.code)
    return { problems: withProblem(context.problems, at.field, problem) }
  }
  return { failure: formFailureOf(error) }
}

/** The server's refusal of a field's value (a CHA code), if the problem at it is one. */
const serverProblem = (problem: AccountFormProblem | undefined) =>
  typeof problem?.code === 'string' && problem.code.startsWith('CHA') ? problem : undefined

type CheckedField = 'channelId' | 'nickname'

// How each checked field is told apart: its events, and its value as the server checks it.
const checked = {
  channelId: {
    blur: 'CHANNEL_ID.BLUR',
    change: 'CHANNEL_ID.CHANGE',
    toCheck: 'channelIdToCheck',
    value: (context: Ctx) => context.channelId,
  },
  nickname: {
    blur: 'NICKNAME.BLUR',
    change: 'NICKNAME.CHANGE',
    toCheck: 'nicknameToCheck',
    value: (context: Ctx) => context.nickname.trim(),
  },
} as const

const channelNames = setup({
  types: {
    context: {} as Ctx,
    events: {} as ChannelNamesEvent,
    input: {} as ChannelNamesInput,
    emitted: {} as ChannelNamesEmitted,
  },
  actors: {
    checkChannel: unprovidedCall<unknown, ChannelCheck>('checkChannel'),
  },
  guards: {
    channelIdToCheck: ({ context }) =>
      channelIdProblem(context.channelId) === undefined &&
      context.available.channelId !== context.channelId,
    nicknameToCheck: ({ context }) =>
      nicknameProblem(context.nickname) === undefined &&
      context.available.nickname !== context.nickname.trim(),
    locallyValid: ({ context }) => localProblems(context).length === 0,
  },
  actions: {
    sayFieldProblem: assign(({ context }, { field }: { field: CheckedField }) => ({
      problems: withProblem(
        context.problems,
        field,
        checked[field].value(context) === '' ? undefined : fieldProblem[field](context[field]),
      ),
    })),
    /** The server's refusal of the names: at its field (and focused), or as the form's failure. */
    sayRefusal: enqueueActions(({ context, enqueue }, { error }: { error: unknown }) => {
      const patch = refusal(context, error)
      enqueue.assign(patch)
      if (patch.problems) enqueue.emit({ type: 'invalid', field: firstOf(patch.problems) })
    }),
    sayProblems: enqueueActions(({ context, enqueue }) => {
      let problems = localProblems(context)
      // A refusal the server gave for the value still there stays said.
      for (const field of ['channelId', 'nickname'] as const) {
        const said = serverProblem(problemAt(context.problems, field))
        if (!problemAt(problems, field) && said) {
          problems = withProblem(problems, field, accountProblem(field, said.code))
        }
      }
      enqueue.assign({ problems })
      enqueue.emit({ type: 'invalid', field: firstOf(problems) })
    }),
  },
})

/**
 * One field's check as the member leaves it: its own rules first (nothing said while it is
 * empty: SUBMIT says that), then the server's, which says the value is free or refuses it at
 * the field. A change while the answer is on its way makes the answer stale: ask again.
 */
const fieldCheck = (field: CheckedField) => {
  const { blur, change, toCheck, value } = checked[field]
  return channelNames.createStateConfig({
    initial: 'idle',
    states: {
      idle: {
        on: {
          [blur]: [
            { guard: toCheck, target: 'checking' },
            { actions: { type: 'sayFieldProblem', params: { field } } },
          ],
        },
      },
      checking: {
        invoke: {
          src: 'checkChannel',
          input: ({ context }) => ({ [field]: value(context) }),
          onDone: {
            target: 'idle',
            actions: assign(({ context }) => ({
              available: { ...context.available, [field]: value(context) },
            })),
          },
          onError: {
            target: 'idle',
            actions: assign(({ context, event }) => {
              const problems = refusedAt(context.problems, event.error, field)
              return problems ? { problems } : {}
            }),
          },
        },
        on: { [change]: { target: 'idle' } },
      },
    },
  })
}

/**
 * A channel's id and nickname (the sign-up's last step, `/channel/create`): the spec's rules as
 * the member types (the id 4 to 15 letters and digits, keys 65 and 66; the nickname 2 to 20
 * characters of the allowed scripts, keys 23 to 25), the server's check when a field is left
 * (a forbidden word or a reserved id CHA30000, CHA30001; taken CHA30007, CHA30008, each at its
 * field), and, on a sign-up, the terms. SUBMIT checks both with the server (the provided
 * `checkChannel` actor) and tells the parent `NAMES.READY`; the parent's `REFUSED` with the
 * save's error brings the error to its field.
 *
 * @example
 * invoke: { id: 'names', src: 'channelNames', input: { withTerms: true } }
 */
export const channelNamesMachine = channelNames.createMachine({
  id: 'channelNames',
  type: 'parallel',
  context: ({ input }) => ({
    channelId: '',
    nickname: '',
    withTerms: input.withTerms ?? false,
    terms: false,
    problems: [],
    available: {},
    failure: undefined,
  }),
  on: {
    'CHANNEL_ID.CHANGE': {
      actions: assign(({ context, event }) => ({
        channelId: event.value.trim(),
        problems: withProblem(context.problems, 'channelId', undefined),
        failure: undefined,
      })),
    },
    'NICKNAME.CHANGE': {
      actions: assign(({ context, event }) => ({
        nickname: event.value,
        problems: withProblem(context.problems, 'nickname', undefined),
        failure: undefined,
      })),
    },
    'TERMS.CHANGE': {
      actions: assign(({ context, event }) => ({
        terms: event.value,
        problems: withProblem(context.problems, 'terms', undefined),
      })),
    },
  },
  states: {
    channelIdCheck: fieldCheck('channelId'),
    nicknameCheck: fieldCheck('nickname'),
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT: [{ guard: 'locallyValid', target: 'checking' }, { actions: 'sayProblems' }],
          },
        },
        checking: {
          entry: assign({ failure: undefined }),
          invoke: {
            src: 'checkChannel',
            input: ({ context }) => ({
              channelId: context.channelId,
              nickname: context.nickname.trim(),
            }),
            onDone: { target: 'submitted' },
            onError: {
              target: 'editing',
              actions: { type: 'sayRefusal', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        submitted: {
          entry: sendParent(
            ({ context }): NamesReady => ({
              type: 'NAMES.READY',
              channelId: context.channelId,
              nickname: context.nickname.trim(),
            }),
          ),
          on: {
            REFUSED: {
              target: 'editing',
              actions: { type: 'sayRefusal', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
})
