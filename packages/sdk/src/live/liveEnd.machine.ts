import { assign, enqueueActions, type SnapshotFrom, setup } from 'xstate'
import type { AutoplayVod } from '../contract/video/video.schemas'
import { unprovidedCall } from '../core/inFlightCalls'
import type { LiveState } from './liveStatus.machine'

/** The live-end screen shows at most this many videos of the fallback list (the spec's 8). @example list.slice(0, LIVE_END_LIST_LIMIT) */
export const LIVE_END_LIST_LIMIT = 8
/** Tries of the list after its first (the spec's recommend query: 3 retries, 3000 ms apart). @example LIVE_END_LIST_RETRIES // 3 */
export const LIVE_END_LIST_RETRIES = 3
/** @example LIVE_END_RETRY_MS // 3000 */
export const LIVE_END_RETRY_MS = 3000

/** What both recommendation calls take. */
export interface RecommendQuery {
  channelId: string
  categoryIdx?: number
}

export interface LiveEndInput {
  channelId: string
  categoryIdx?: number
}

export interface LiveEndContext {
  channelId: string
  categoryIdx: number | undefined
  /** The recommendations held: one from the first call, else up to 8 of the list. */
  recommendations: AutoplayVod[]
  /** The viewer closed the notice: it stays closed until reset. */
  closed: boolean
  /** Tries of the list so far, for its retries. */
  listTries: number
  /**
   * The live was seen on (or pending its end) on this page: only then is an OFF an end. A
   * channel that is off when the page opens (or never streamed) is offline, not ended.
   */
  seenLive: boolean
}

export type LiveEndEvent =
  /** The channel's live state (see `followLiveStatus`), with the stream's category when known. */
  | { type: 'LIVE'; state: LiveState; categoryIdx?: number }
  /** Closes the notice. */
  | { type: 'CLOSE' }
  /** The viewer picks a video: emitted as `play` for the host. */
  | { type: 'PLAY'; idx: number }
  /** Another channel is watched in place: leaving resets it. */
  | { type: 'CHANNEL'; channelId: string; categoryIdx?: number }

/** What the host acts on: play the picked video (a site goes to `path`, an embed plays it in place). */
export interface LiveEndPlay {
  type: 'play'
  vod: AutoplayVod
  /** `/video/{idx}`. */
  path: string
}

/** The live-end screen's state, for `data-state`. */
export type LiveEndScreenState = 'hidden' | 'loading' | 'shown' | 'closed' | 'empty'

type LiveEndSnapshot = SnapshotFrom<typeof liveEndMachine>

const reset = { recommendations: [], closed: false, listTries: 0 }
const queryOf = (context: LiveEndContext): RecommendQuery => ({
  channelId: context.channelId,
  ...(context.categoryIdx !== undefined && { categoryIdx: context.categoryIdx }),
})

/**
 * Live-end autoplay, the spec's rule: when the stream stops (OFF) and no recommendation is
 * held, fetch `/v2/vod/recommend/live-end-autoplay` (the provided `recommendLiveEnd`); if that
 * fails (or answers none: chosen), fetch its `/list` (`recommendLiveEndList`, first 8 used,
 * retried 3 times 3 s apart). The screen shows while the live has ended and recommendations
 * exist; `CLOSE` hides it; the live resuming (ON) or another channel (`CHANNEL`, or stopping
 * the actor) resets it. A pending end (OFF_WAITING) is not an end: the screen waits, and what
 * it holds shows again if the live then ends. Only an end seen on the page counts: a channel
 * already off when the page opens (or that never streamed) is offline, with no end screen. Emits `play` for a picked video.
 *
 * @example
 * const liveEnd = createActor(liveEndMachine.provide({ actors: liveEndActors({ client }) }), {
 *   input: { channelId: 'airwave' },
 * }).start()
 * followLiveStatus(live, liveEnd)
 * liveEnd.on('play', ({ path }) => navigate(path))
 */
export const liveEndMachine = setup({
  types: {
    context: {} as LiveEndContext,
    events: {} as LiveEndEvent,
    input: {} as LiveEndInput,
    emitted: {} as LiveEndPlay,
  },
  actors: {
    recommendLiveEnd: unprovidedCall<AutoplayVod | null | undefined, RecommendQuery>(
      'recommendLiveEnd',
    ),
    recommendLiveEndList: unprovidedCall<AutoplayVod[], RecommendQuery>('recommendLiveEndList'),
  },
  delays: { retry: LIVE_END_RETRY_MS },
  guards: {
    ended: ({ context, event }) =>
      context.seenLive && event.type === 'LIVE' && event.state === 'OFF',
    resumed: ({ event }) => event.type === 'LIVE' && event.state === 'ON',
    waiting: ({ event }) => event.type === 'LIVE' && event.state === 'OFF_WAITING',
    heldClosed: ({ context }) => context.recommendations.length > 0 && context.closed,
    held: ({ context }) => context.recommendations.length > 0,
    triesLeft: ({ context }) => context.listTries <= LIVE_END_LIST_RETRIES,
  },
  actions: {
    storeCategory: assign(({ context, event }) =>
      event.type === 'LIVE' && event.categoryIdx !== undefined
        ? { categoryIdx: event.categoryIdx }
        : { categoryIdx: context.categoryIdx },
    ),
    play: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'PLAY') return
      const vod = context.recommendations.find((v) => v.idx === event.idx)
      if (vod) enqueue.emit({ type: 'play', vod, path: `/video/${vod.idx}` })
    }),
  },
}).createMachine({
  id: 'liveEnd',
  context: ({ input }) => ({
    channelId: input.channelId,
    categoryIdx: input.categoryIdx,
    ...reset,
    seenLive: false,
  }),
  initial: 'watching',
  on: {
    LIVE: [
      {
        guard: 'resumed',
        target: '.watching',
        actions: ['storeCategory', assign({ ...reset, seenLive: true })],
      },
      {
        guard: 'waiting',
        target: '.watching',
        actions: ['storeCategory', assign({ seenLive: true })],
      },
      { actions: 'storeCategory' },
    ],
    CHANNEL: {
      target: '.watching',
      actions: assign(({ event }) => ({
        channelId: event.channelId,
        categoryIdx: event.categoryIdx,
        ...reset,
        seenLive: false,
      })),
    },
  },
  states: {
    watching: {
      on: {
        LIVE: [
          {
            guard: 'resumed',
            target: 'watching',
            actions: ['storeCategory', assign({ ...reset, seenLive: true })],
          },
          { guard: 'waiting', actions: ['storeCategory', assign({ seenLive: true })] },
          {
            guard: 'ended',
            actions: 'storeCategory',
            target: 'ended',
          },
          { actions: 'storeCategory' },
        ],
      },
    },
    // The live has ended: what is held shows at once; otherwise it is fetched.
    ended: {
      always: [
        { guard: 'heldClosed', target: 'closed' },
        { guard: 'held', target: 'shown' },
        { target: 'fetching' },
      ],
    },
    fetching: {
      invoke: {
        src: 'recommendLiveEnd',
        input: ({ context }) => queryOf(context),
        onDone: [
          {
            guard: ({ event }) => event.output != null,
            target: 'shown',
            actions: assign({
              recommendations: ({ event }) => (event.output ? [event.output] : []),
            }),
          },
          { target: 'fetchingList' },
        ],
        onError: 'fetchingList',
      },
    },
    fetchingList: {
      entry: assign({ listTries: ({ context }) => context.listTries + 1 }),
      invoke: {
        src: 'recommendLiveEndList',
        input: ({ context }) => queryOf(context),
        onDone: [
          {
            guard: ({ event }) => event.output.length > 0,
            target: 'shown',
            actions: assign({
              recommendations: ({ event }) => event.output.slice(0, LIVE_END_LIST_LIMIT),
            }),
          },
          { target: 'empty' },
        ],
        onError: [{ guard: 'triesLeft', target: 'retrying' }, { target: 'empty' }],
      },
    },
    retrying: { after: { retry: 'fetchingList' } },
    shown: {
      on: {
        CLOSE: { target: 'closed', actions: assign({ closed: true }) },
        PLAY: { actions: 'play' },
      },
    },
    closed: {},
    // Nothing to recommend (or the list failed every try): nothing shows.
    empty: {},
  },
})

/**
 * The live-end screen's state of a snapshot: `shown` while the live has ended and
 * recommendations exist, `loading` while they are fetched.
 *
 * @example liveEndScreenOf(liveEnd.getSnapshot()) // 'shown'
 */
export function liveEndScreenOf(snapshot: LiveEndSnapshot): LiveEndScreenState {
  if (snapshot.matches('shown')) return 'shown'
  if (snapshot.matches('closed')) return 'closed'
  if (snapshot.matches('empty')) return 'empty'
  if (
    snapshot.matches('fetching') ||
    snapshot.matches('fetchingList') ||
    snapshot.matches('retrying')
  ) {
    return 'loading'
  }
  return 'hidden'
}
