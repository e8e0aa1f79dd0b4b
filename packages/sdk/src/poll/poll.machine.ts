import { enqueueActions, type SnapshotFrom, setup } from 'xstate'
import type { Poll, PollStatus } from '../contract/poll/poll.schemas'
import { isPollRunning } from '../contract/poll/pollState'
import { unprovidedCall, unprovidedFeed } from '../core/inFlightCalls'
import type { Viewer } from '../core/viewer'
import type { PollContext } from './poll.context'
import { entered, type Patch, sameResult, updated } from './poll.patches'

export type { PollCardState, PollContext, PollPopupState } from './poll.context'

import { type PollAlert, pollAlertOf } from './pollAlert'
import { canVote, isNewerPoll } from './pollRules'

/**
 * How long after a running poll's time is up the page asks the server for its result, if the
 * socket has not brought it (chosen): the server ends it on time and pushes the result; this
 * covers a socket that is down or a push that was lost.
 */
export const POLL_RESULT_GRACE_MS = 2000

/**
 * How long the player's card shows a poll's result (chosen; the spec names no time): long enough
 * to read the winner, then the picture is the viewer's again. The result stays in the popup, a
 * press of the poll button away, until the streamer closes the poll.
 */
export const POLL_RESULT_CARD_MS = 30_000

export interface PollMachineInput {
  channelId: string
  /** Who looks: a guest is asked to sign in to vote. */
  viewer: Viewer
  /** The page's clock (default `Date.now`), for when the running poll's time runs out. */
  now?: () => number
}

/** What the page's socket tells the machine (the provided `pollFeed` actor sends these). */
export type PollFeedEvent =
  | { type: 'FEED.POLL'; poll: Poll }
  | { type: 'FEED.LINK'; connected: boolean }

export type PollEvent =
  | PollFeedEvent
  /** The member opens the popup (the poll button, the player's card). */
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'TOGGLE' }
  | { type: 'VOTE'; itemIdx: number }
  | { type: 'DISMISS_ALERT' }
  /** The member signed in or out: their own votes are read again. */
  | { type: 'VIEWER'; viewer: Viewer }
  /** Read the channel's poll again (after a failed load: the retry button). */
  | { type: 'RELOAD' }
  | { type: 'CLOCK.DUE' }
  | { type: 'CARD.DUE' }

/** What the machine tells the page. */
export type PollEmitted =
  /** A guest tried to vote: open the login prompt. */
  { type: 'login-required' } | { type: 'voted'; poll: Poll } | { type: 'alert'; alert: PollAlert }

// `assign` calls a function it is given as a field's assigner: the clock is never assigned.
const patchOf = ({ now: _, ...patch }: PollContext): Patch => patch

// Asks the server again once a running poll's time is up (plus the grace), unless its result
// came first; a new answer sets the time again.
function armClock(
  enqueue: {
    cancel(id: string): void
    raise(event: PollEvent, options: { id: string; delay: number }): void
  },
  next: Patch,
  context: PollContext,
) {
  // A result that just came shows on the card for POLL_RESULT_CARD_MS.
  if (next.poll?.status === 'result' && !sameResult(context.poll, next.poll)) {
    enqueue.cancel('card')
    enqueue.raise({ type: 'CARD.DUE' }, { id: 'card', delay: POLL_RESULT_CARD_MS })
  }
  enqueue.cancel('clock')
  if (next.endsAt === undefined) return
  const delay = Math.max(0, next.endsAt - context.now()) + POLL_RESULT_GRACE_MS
  enqueue.raise({ type: 'CLOCK.DUE' }, { id: 'clock', delay })
}

/**
 * The status of a snapshot's poll for `data-state`: `none` without a poll.
 *
 * @example pollStateOf(actor.getSnapshot()) // 'in-progress'
 */
export function pollStateOf(
  snapshot: SnapshotFrom<typeof pollMachine>,
): PollStatus | 'none' | 'loading' | 'failed' {
  if (snapshot.matches({ load: 'loading' })) return 'loading'
  if (snapshot.matches({ load: 'failed' })) return 'failed'
  return snapshot.context.poll?.status ?? 'none'
}

/**
 * A channel's current poll as one page shows it, shared by every place that shows it (the poll
 * button and popup, the player's card, an OBS widget): read on entering the channel, then kept
 * live by the socket's CHANNEL_VOTE (the provided `pollFeed` actor). It holds the poll's rules
 * (viewing.md section 4): `in-progress`, `result` and `end` (an `end` clears it); a live update
 * of the same poll keeps the member's own voted flags and sorts the items by idx; the red dot
 * lights when the channel's poll is first read (unless it runs and the member voted) and when
 * the status changes; the popup opens only when the member asks (never by itself). The player's
 * card shows a running poll, and its result for {@link POLL_RESULT_CARD_MS}. Opening or closing the popup
 * puts the dot out. Voting needs a member (`login-required` otherwise); a refusal becomes an
 * alert (`pollAlertOf`). When a running poll's time is up and no result came, it asks again.
 *
 * @example
 * const poll = createActor(pollMachine.provide({ actors: pollActors({ realtime, client }) }), {
 *   input: { channelId: 'airwave', viewer },
 * }).start()
 * poll.send({ type: 'VOTE', itemIdx: 2 })
 * poll.on('login-required', () => openLogin())
 */
export const pollMachine = setup({
  types: {
    context: {} as PollContext,
    events: {} as PollEvent,
    input: {} as PollMachineInput,
    emitted: {} as PollEmitted,
  },
  actors: {
    pollFeed: unprovidedFeed<{ channelId: string }>('pollFeed'),
    getOngoing: unprovidedCall<Poll | null, { channelId: string }>('getOngoing'),
    vote: unprovidedCall<Poll, { pollIdx: number; itemIdx: number }>('vote'),
  },
  guards: {
    isGuest: ({ context }) => context.viewer.status !== 'member',
    canVote: ({ context, event }) => event.type === 'VOTE' && canVote(context.poll, event.itemIdx),
    running: ({ context }) => context.poll !== undefined && isPollRunning(context.poll),
    reconnected: ({ context, event }) =>
      event.type === 'FEED.LINK' && event.connected && !context.connected,
    popupOpen: ({ context }) => context.popup === 'open',
  },
  actions: {
    applyUpdate: enqueueActions(({ context, enqueue }, params: { poll: Poll }) => {
      const next = { ...context, ...updated(context, params.poll) }
      enqueue.assign(patchOf(next))
      armClock(enqueue, next, context)
    }),
    setLink: enqueueActions(({ enqueue, event }) => {
      if (event.type === 'FEED.LINK') enqueue.assign({ connected: event.connected })
    }),
    open: enqueueActions(({ enqueue }) =>
      enqueue.assign({ popup: 'open', openedBy: 'member', redDot: false }),
    ),
    close: enqueueActions(({ enqueue }) => enqueue.assign({ popup: 'closed', redDot: false })),
  },
}).createMachine({
  id: 'poll',
  type: 'parallel',
  context: ({ input }) => ({
    channelId: input.channelId,
    viewer: input.viewer,
    poll: undefined,
    endsAt: undefined,
    redDot: false,
    popup: 'closed',
    openedBy: undefined,
    card: 'hidden',
    alert: undefined,
    voting: undefined,
    connected: false,
    pending: undefined,
    now: input.now ?? Date.now,
  }),
  invoke: { src: 'pollFeed', input: ({ context }) => ({ channelId: context.channelId }) },
  on: {
    OPEN: { actions: 'open' },
    CLOSE: { actions: 'close' },
    TOGGLE: [{ guard: 'popupOpen', actions: 'close' }, { actions: 'open' }],
    'CARD.DUE': {
      guard: ({ context }) => context.poll?.status === 'result',
      actions: enqueueActions(({ enqueue }) => enqueue.assign({ card: 'hidden' })),
    },
    DISMISS_ALERT: {
      actions: enqueueActions(({ enqueue }) => enqueue.assign({ alert: undefined })),
    },
  },
  states: {
    load: {
      initial: 'loading',
      states: {
        loading: {
          on: {
            'FEED.POLL': {
              actions: enqueueActions(({ enqueue, event }) =>
                enqueue.assign({ pending: event.poll }),
              ),
            },
            'FEED.LINK': { actions: 'setLink' },
          },
          invoke: {
            src: 'getOngoing',
            input: ({ context }) => ({ channelId: context.channelId }),
            onDone: {
              target: 'ready',
              actions: enqueueActions(({ context, enqueue, event }) => {
                const first = { ...context, ...entered(context, event.output) }
                const { pending } = context
                // A live update that came during the load, if it is newer than the answer.
                const later = pending && isNewerPoll(pending, first.poll)
                const next = {
                  ...first,
                  ...(later ? updated(first, pending) : {}),
                  pending: undefined,
                }
                enqueue.assign(patchOf(next))
                armClock(enqueue, next, context)
              }),
            },
            onError: {
              target: 'failed',
              actions: enqueueActions(({ enqueue }) => enqueue.assign({ pending: undefined })),
            },
          },
        },
        ready: {
          on: {
            'FEED.POLL': {
              actions: { type: 'applyUpdate', params: ({ event }) => ({ poll: event.poll }) },
            },
            // Back after a cut the socket did not recover: what was pushed meanwhile is lost.
            'FEED.LINK': [
              { guard: 'reconnected', target: 'refreshing', actions: 'setLink' },
              { actions: 'setLink' },
            ],
            'CLOCK.DUE': { guard: 'running', target: 'refreshing' },
            RELOAD: 'refreshing',
            VIEWER: {
              target: 'refreshing',
              // Whose votes the flags are changes: the answer brings the new member's.
              actions: enqueueActions(({ context, enqueue, event }) =>
                enqueue.assign({
                  viewer: event.viewer,
                  poll: context.poll && {
                    ...context.poll,
                    voteItem: context.poll.voteItem.map(({ isVoted: _, ...item }) => item),
                  },
                }),
              ),
            },
          },
        },
        refreshing: {
          on: {
            'FEED.POLL': {
              actions: { type: 'applyUpdate', params: ({ event }) => ({ poll: event.poll }) },
            },
            'FEED.LINK': { actions: 'setLink' },
          },
          invoke: {
            src: 'getOngoing',
            input: ({ context }) => ({ channelId: context.channelId }),
            onDone: [
              {
                guard: ({ event }) => event.output === null,
                target: 'ready',
                actions: enqueueActions(({ enqueue }) =>
                  enqueue.assign({
                    poll: undefined,
                    endsAt: undefined,
                    redDot: false,
                    popup: 'closed',
                    card: 'hidden',
                  }),
                ),
              },
              {
                target: 'ready',
                actions: {
                  type: 'applyUpdate',
                  params: ({ event }) => ({ poll: event.output as Poll }),
                },
              },
            ],
            onError: 'ready',
          },
        },
        failed: {
          on: { RELOAD: 'loading', 'FEED.LINK': { actions: 'setLink' } },
        },
      },
    },
    vote: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            VOTE: [
              {
                guard: 'isGuest',
                actions: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'login-required' })),
              },
              {
                guard: 'canVote',
                target: 'voting',
                actions: enqueueActions(({ enqueue, event }) =>
                  enqueue.assign({ voting: event.itemIdx, alert: undefined }),
                ),
              },
            ],
          },
        },
        voting: {
          invoke: {
            src: 'vote',
            input: ({ context }) => ({
              pollIdx: context.poll?.idx ?? 0,
              itemIdx: context.voting ?? 0,
            }),
            onDone: {
              target: 'idle',
              actions: enqueueActions(({ context, enqueue, event }) => {
                const next = { ...context, ...updated(context, event.output), voting: undefined }
                enqueue.assign(patchOf(next))
                armClock(enqueue, next, context)
                enqueue.emit({ type: 'voted', poll: event.output })
              }),
            },
            onError: {
              target: 'idle',
              actions: enqueueActions(({ enqueue, event }) => {
                const alert = pollAlertOf(event.error)
                enqueue.assign({ alert, voting: undefined })
                enqueue.emit({ type: 'alert', alert })
                // The poll changed under the member (ended, voted elsewhere): read it again.
                enqueue.raise({ type: 'RELOAD' })
              }),
            },
          },
        },
      },
    },
  },
})
