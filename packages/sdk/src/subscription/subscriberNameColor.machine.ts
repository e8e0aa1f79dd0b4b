import { assign, emit, type SnapshotFrom, setup } from 'xstate'
import type { NicknameColor } from '../contract/chat/chat.schemas'
import type { SubscriberNameColor } from '../contract/item/subscription.schemas'
import { unprovidedCall } from '../core/inFlightCalls'
import {
  allNameColors,
  nameColorChanged,
  nameColorProblem,
  toggleNameColor,
} from './nameColorRules'
import {
  type SubscriberRefusal,
  subscriberErrorRefusal,
  subscriberRefusal,
} from './subscriberErrors'

/** Where the name-colour settings are: waiting for the saved ones, being changed, being saved. */
export type SubscriberNameColorState = 'loading' | 'editing' | 'saving'

export interface SubscriberNameColorContext {
  /** The settings as the server has them. */
  saved: SubscriberNameColor | undefined
  /** The settings as the streamer is setting them. */
  draft: SubscriberNameColor
  /** Why the last save did not happen (no colour) or was refused, in the pages' words. */
  refusal: SubscriberRefusal | undefined
  /** Whether the last save went through (and nothing changed since). */
  justSaved: boolean
}

export type SubscriberNameColorEvent =
  | { type: 'LOADED'; settings: SubscriberNameColor }
  | { type: 'ENABLE'; enabled: boolean }
  | { type: 'TOGGLE'; color: NicknameColor }
  | { type: 'ALL'; all: boolean }
  | { type: 'SAVE' }

/** What the settings tell their page: saved. */
export type SubscriberNameColorEmitted = { type: 'saved'; settings: SubscriberNameColor }

const changed = { refusal: undefined, justSaved: false }

/**
 * The streamer's name-colour settings (`/dashboard/subscribers/name-color`): the switch that
 * lets subscribers colour their nickname, the colours they may pick among the 26, and the save.
 * A save with no colour is refused before it is sent (the contract keeps one at least); the
 * server's refusal lands in the same words. The app feeds the saved settings (`LOADED`) from
 * its query and provides `saveNameColor` (`subscriberNameColorActors`).
 *
 * @example
 * const settings = createActor(subscriberNameColorMachine.provide({ actors: subscriberNameColorActors(client) })).start()
 * settings.send({ type: 'LOADED', settings: saved }); settings.send({ type: 'TOGGLE', color: 'teal' })
 * settings.send({ type: 'SAVE' })
 */
export const subscriberNameColorMachine = setup({
  types: {
    context: {} as SubscriberNameColorContext,
    events: {} as SubscriberNameColorEvent,
    emitted: {} as SubscriberNameColorEmitted,
  },
  actors: {
    saveNameColor: unprovidedCall<SubscriberNameColor, SubscriberNameColor>('saveNameColor'),
  },
}).createMachine({
  id: 'subscriberNameColor',
  context: {
    saved: undefined,
    draft: { enabled: false, colors: [] },
    refusal: undefined,
    justSaved: false,
  },
  initial: 'loading',
  states: {
    loading: {
      on: {
        LOADED: {
          target: 'editing',
          actions: assign({
            saved: ({ event }) => event.settings,
            draft: ({ event }) => event.settings,
          }),
        },
      },
    },
    editing: {
      on: {
        // The server's settings read again: kept unless the streamer has changes of their own.
        LOADED: {
          actions: assign(({ context, event }) => ({
            saved: event.settings,
            draft:
              context.saved && nameColorChanged(context.saved, context.draft)
                ? context.draft
                : event.settings,
          })),
        },
        ENABLE: {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, enabled: event.enabled }),
            ...changed,
          }),
        },
        TOGGLE: {
          actions: assign({
            draft: ({ context, event }) => toggleNameColor(context.draft, event.color),
            ...changed,
          }),
        },
        ALL: {
          actions: assign({
            draft: ({ context, event }) => allNameColors(context.draft, event.all),
            ...changed,
          }),
        },
        SAVE: [
          {
            guard: ({ context }) => nameColorProblem(context.draft) !== undefined,
            actions: assign({ refusal: subscriberRefusal('no-color'), justSaved: false }),
          },
          { target: 'saving', actions: assign(changed) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveNameColor',
        input: ({ context }) => context.draft,
        onDone: {
          target: 'editing',
          actions: [
            assign({
              saved: ({ event }) => event.output,
              draft: ({ event }) => event.output,
              justSaved: true,
            }),
            emit(({ event }) => ({ type: 'saved' as const, settings: event.output })),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({ refusal: ({ event }) => subscriberErrorRefusal(event.error) }),
        },
      },
    },
  },
})

export type SubscriberNameColorSnapshot = SnapshotFrom<typeof subscriberNameColorMachine>
