import { assign, emit, type SnapshotFrom, setup } from 'xstate'
import type { SignatureGem } from '../contract/item/earnings.schemas'
import { unprovidedCall } from '../core/inFlightCalls'
import type { WalletTextKey } from '../i18n/wallet/walletMessages'
import {
  canAddSignatureGem,
  type SignatureGemDraft,
  type SignatureGemProblem,
  signatureGemProblem,
} from './signatureGemRules'
import { walletErrorKey } from './walletRules'

/**
 * Where the signature gem editor is: the list, a form (a new signature gem or a change), the
 * form's save on its way, a removal being confirmed, or on its way.
 */
export type SignatureGemsState = 'idle' | 'editing' | 'saving' | 'confirming' | 'deleting'

export interface SignatureGemsContext {
  /** The channel's signature gems, smallest first: the query's, then kept in step by each save. */
  list: SignatureGem[]
  draft: SignatureGemDraft | undefined
  /** The draft's problem, once a save was asked for (and until it is fixed). */
  problem: SignatureGemProblem | undefined
  /** The signature gem whose removal is being confirmed or sent. */
  removing: SignatureGem | undefined
  /** The server's refusal of the last save or removal, in the wallet's words. */
  error: WalletTextKey | undefined
}

export type SignatureGemsEvent =
  | { type: 'LIST'; list: readonly SignatureGem[] }
  | { type: 'ADD' }
  | { type: 'EDIT'; signatureGemIdx: number }
  | { type: 'CHANGE'; gem?: number; title?: string }
  | { type: 'SAVE' }
  | { type: 'CANCEL' }
  | { type: 'DELETE'; signatureGemIdx: number }
  | { type: 'CONFIRM' }

/** What the editor tells its page: a signature gem saved (`created` when new) or removed. */
export type SignatureGemsEmitted =
  | { type: 'saved'; signatureGem: SignatureGem; created: boolean }
  | { type: 'deleted'; signatureGemIdx: number }

export interface SaveSignatureGemInput {
  signatureGemIdx: number | undefined
  gem: number
  title: string
}

const sorted = (list: readonly SignatureGem[]) => [...list].sort((a, b) => a.gem - b.gem)

const problemOf = (context: SignatureGemsContext) =>
  context.draft ? signatureGemProblem(context.draft, context.list) : undefined

/**
 * The streamer's signature gems (`/dashboard/signature-gem`): add one (an amount and a title),
 * change one, remove one after a confirmation. The contract's rules are checked before any call
 * (a whole number of gems, a title of 1 to 40 characters, one per amount, 20 at most) and said
 * at the form; the server's refusals (ITE10000 before the monetization sign-up, ITE20008,
 * ITE20009) land in the same words. The app provides `saveSignatureGem` and
 * `deleteSignatureGem` (`signatureGemsActors`) and feeds the list (`LIST`) from its query.
 *
 * @example
 * const editor = createActor(signatureGemsMachine.provide({ actors: signatureGemsActors(client) })).start()
 * editor.send({ type: 'LIST', list }); editor.send({ type: 'ADD' })
 * editor.send({ type: 'CHANGE', gem: 777, title: 'Lucky sevens' }); editor.send({ type: 'SAVE' })
 */
export const signatureGemsMachine = setup({
  types: {
    context: {} as SignatureGemsContext,
    events: {} as SignatureGemsEvent,
    emitted: {} as SignatureGemsEmitted,
  },
  actors: {
    saveSignatureGem: unprovidedCall<SignatureGem, SaveSignatureGemInput>('saveSignatureGem'),
    deleteSignatureGem: unprovidedCall<null, { signatureGemIdx: number }>('deleteSignatureGem'),
  },
  guards: {
    canAdd: ({ context }) => canAddSignatureGem(context.list),
    hasProblem: ({ context }) => problemOf(context) !== undefined,
  },
}).createMachine({
  id: 'signatureGems',
  context: {
    list: [],
    draft: undefined,
    problem: undefined,
    removing: undefined,
    error: undefined,
  },
  initial: 'idle',
  on: {
    LIST: { actions: assign({ list: ({ event }) => sorted(event.list) }) },
  },
  states: {
    idle: {
      on: {
        ADD: [
          {
            guard: 'canAdd',
            target: 'editing',
            actions: assign({ draft: { gem: 0, title: '' }, problem: undefined, error: undefined }),
          },
          { actions: assign({ error: 'errorSignatureLimit' as WalletTextKey }) },
        ],
        EDIT: {
          target: 'editing',
          guard: ({ context, event }) =>
            context.list.some((gem) => gem.signatureGemIdx === event.signatureGemIdx),
          actions: assign({
            draft: ({ context, event }) => {
              const gem = context.list.find((g) => g.signatureGemIdx === event.signatureGemIdx)
              return {
                signatureGemIdx: event.signatureGemIdx,
                gem: gem?.gem ?? 0,
                title: gem?.title ?? '',
              }
            },
            problem: undefined,
            error: undefined,
          }),
        },
        DELETE: {
          target: 'confirming',
          guard: ({ context, event }) =>
            context.list.some((gem) => gem.signatureGemIdx === event.signatureGemIdx),
          actions: assign({
            removing: ({ context, event }) =>
              context.list.find((gem) => gem.signatureGemIdx === event.signatureGemIdx),
            error: undefined,
          }),
        },
      },
    },
    editing: {
      on: {
        CHANGE: {
          actions: [
            assign({
              draft: ({ context, event }) => ({
                ...(context.draft ?? { gem: 0, title: '' }),
                ...(event.gem === undefined ? {} : { gem: event.gem }),
                ...(event.title === undefined ? {} : { title: event.title }),
              }),
              error: undefined,
            }),
            // A problem already said follows the typing, so it leaves once fixed.
            assign({
              problem: ({ context }) => (context.problem ? problemOf(context) : undefined),
            }),
          ],
        },
        SAVE: [
          {
            guard: 'hasProblem',
            actions: assign({ problem: ({ context }) => problemOf(context) }),
          },
          { target: 'saving', actions: assign({ problem: undefined, error: undefined }) },
        ],
        CANCEL: {
          target: 'idle',
          actions: assign({ draft: undefined, problem: undefined, error: undefined }),
        },
      },
    },
    saving: {
      invoke: {
        src: 'saveSignatureGem',
        input: ({ context }) => ({
          signatureGemIdx: context.draft?.signatureGemIdx,
          gem: context.draft?.gem ?? 0,
          title: (context.draft?.title ?? '').trim(),
        }),
        onDone: {
          target: 'idle',
          actions: [
            emit(({ context, event }) => ({
              type: 'saved' as const,
              signatureGem: event.output,
              created: context.draft?.signatureGemIdx === undefined,
            })),
            assign({
              list: ({ context, event }) =>
                sorted([
                  ...context.list.filter(
                    (gem) => gem.signatureGemIdx !== event.output.signatureGemIdx,
                  ),
                  event.output,
                ]),
              draft: undefined,
            }),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => walletErrorKey(event.error) }),
        },
      },
    },
    confirming: {
      on: {
        CONFIRM: 'deleting',
        CANCEL: { target: 'idle', actions: assign({ removing: undefined }) },
      },
    },
    deleting: {
      invoke: {
        src: 'deleteSignatureGem',
        input: ({ context }) => ({ signatureGemIdx: context.removing?.signatureGemIdx ?? 0 }),
        onDone: {
          target: 'idle',
          actions: [
            emit(({ context }) => ({
              type: 'deleted' as const,
              signatureGemIdx: context.removing?.signatureGemIdx ?? 0,
            })),
            assign({
              list: ({ context }) =>
                context.list.filter(
                  (gem) => gem.signatureGemIdx !== context.removing?.signatureGemIdx,
                ),
              removing: undefined,
            }),
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({
            error: ({ event }) => walletErrorKey(event.error),
            removing: undefined,
          }),
        },
      },
    },
  },
})

export type SignatureGemsSnapshot = SnapshotFrom<typeof signatureGemsMachine>
