import { assign, enqueueActions, not, type SnapshotFrom, setup } from 'xstate'
import type { RaidChannel, RaidChannelData } from '../contract/raid/raid.schemas'
import { sameChannelId } from '../core/channelId'
import { unprovidedFeed } from '../core/inFlightCalls'
import type { LiveState } from '../live/liveStatus.machine'

/**
 * How long the raid screen counts down before it goes (chosen): long enough to read who is
 * raiding whom and choose to stay, short enough that a raid still carries its audience.
 *
 * @example createActor(raidMachine, { input: { channelId, countdownSeconds: RAID_COUNTDOWN_SECONDS } })
 */
export const RAID_COUNTDOWN_SECONDS = 10

/** The entry way a raid's navigation carries (the spec's). @example url.searchParams.set('entryWay', RAID_ENTRY_WAY) */
export const RAID_ENTRY_WAY = 'raid_cms_auto'

export interface RaidInput {
  /** The channel being watched: its room's raids are followed. */
  channelId: string
  /** Default `RAID_COUNTDOWN_SECONDS`. */
  countdownSeconds?: number
  /** The random source that picks a channel of a raid's list; default `Math.random`. */
  random?: () => number
  /**
   * Whether this page follows raids at all (default true): a host that must not take its
   * viewer elsewhere (a viewer's setting, a page that embeds one fixed channel) passes false.
   */
  autoplay?: boolean
}

/** `now`: the streamer raids at this moment (types 1 and 3); `autoplay`: the list of type 2. */
export type RaidKind = 'now' | 'autoplay'

export interface RaidContext {
  channelId: string
  /** The watched channel's live state, as the host passes it on (`LIVE`). */
  live: LiveState
  autoplay: boolean
  /** Type 2's list: shown once the live is not on. */
  autoplayList: RaidChannel[]
  /** Type 1 or 3's channel, picked from its list, until shown and gone or dismissed. */
  raidNow: RaidChannel | undefined
  /** The channel the screen counts down to. */
  target: RaidChannel | undefined
  kind: RaidKind | undefined
  refKey: string | undefined
  /** The viewer chose to stay: no raid screen until the next raid arrives. */
  stayed: boolean
  /** Seconds left on the countdown. */
  remaining: number
  countdownSeconds: number
  random: () => number
}

export type RaidEvent =
  /** A VIEWER_RAID of the watched channel's room (the provided `raidFeed` sends it). */
  | { type: 'FEED.RAID'; raidChannelData: RaidChannelData }
  /** The watched channel's live state changed (see `followLiveStatus`). */
  | { type: 'LIVE'; state: LiveState }
  /** The viewer goes now (the screen's button, or a click on the channel). */
  | { type: 'GO' }
  /** The viewer stays: the screen closes until the next raid. */
  | { type: 'STAY' }
  /** Another channel is watched in place (a picture-in-picture player switched): all starts over. */
  | { type: 'CHANNEL'; channelId: string }
  | { type: 'AUTOPLAY'; enabled: boolean }

/**
 * What the host acts on: go to `path` with `entryWay` (a site navigates; a picture-in-picture
 * player switches its stream to `channelId` in place).
 */
export interface RaidNavigation {
  type: 'raid'
  channelId: string
  /** `/{raidChannelId}`. */
  path: string
  entryWay: typeof RAID_ENTRY_WAY
  refKey: string | undefined
  channel: RaidChannel
  kind: RaidKind
}

/**
 * A channel of a raid's list, chosen with `random` (a number in [0, 1)); `undefined` for an
 * empty list.
 *
 * @example pickRaidChannel([{ channelId: 'a' }, { channelId: 'b' }], () => 0.7) // { channelId: 'b' }
 */
export function pickRaidChannel(
  list: readonly RaidChannel[],
  random: () => number,
): RaidChannel | undefined {
  if (list.length === 0) return undefined
  const at = Math.min(list.length - 1, Math.max(0, Math.floor(random() * list.length)))
  return list[at]
}

// Not live is OFF or OFF_WAITING; `loading` is not known yet, so nothing shows on it.
const notLive = (live: LiveState) => live === 'OFF' || live === 'OFF_WAITING'
// The spec's "raid available" on a viewer's page: the page follows raids and the viewer has not
// chosen to stay since the last one arrived.
const available = (context: RaidContext) => context.autoplay && !context.stayed
const nowDue = (context: RaidContext) => available(context) && context.raidNow !== undefined
// The spec's rule: not live, a raid available, the raid list not empty.
const autoplayDue = (context: RaidContext) =>
  available(context) && notLive(context.live) && context.autoplayList.length > 0

const fresh = (input: RaidInput): RaidContext => ({
  channelId: input.channelId,
  live: 'loading',
  autoplay: input.autoplay ?? true,
  autoplayList: [],
  raidNow: undefined,
  target: undefined,
  kind: undefined,
  refKey: undefined,
  stayed: false,
  remaining: input.countdownSeconds ?? RAID_COUNTDOWN_SECONDS,
  countdownSeconds: input.countdownSeconds ?? RAID_COUNTDOWN_SECONDS,
  random: input.random ?? Math.random,
})

/**
 * A viewer's raid autoplay on one channel's page. VIEWER_RAID (from the provided `raidFeed`):
 * types 1 and 3 pick a random channel of the list and count down at once, live or not (the
 * streamer sends the audience now); type 2 sets the autoplay raid list, whose screen shows when
 * the live is not on, a raid is available and the list is not empty, counting down to a channel
 * picked at random from it. The watched channel itself is never a target. On `GO` or at the end
 * of the countdown it emits `raid` (navigate to `/{raidChannelId}`, entry way `raid_cms_auto`);
 * `STAY` closes the screen until the next raid. The live state comes from the host (`LIVE`).
 *
 * @example
 * const raid = createActor(raidMachine.provide({ actors: raidActors({ realtime }) }), {
 *   input: { channelId: 'airwave' },
 * }).start()
 * followLiveStatus(live, raid)
 * raid.on('raid', ({ path, entryWay }) => navigate(`${path}?entryWay=${entryWay}`))
 */
export const raidMachine = setup({
  types: {
    context: {} as RaidContext,
    events: {} as RaidEvent,
    input: {} as RaidInput,
    emitted: {} as RaidNavigation,
  },
  actors: {
    raidFeed: unprovidedFeed<{ channelId: string }>('raidFeed'),
  },
  delays: { second: 1000 },
  guards: {
    nowDue: ({ context }) => nowDue(context),
    autoplayDue: ({ context }) => autoplayDue(context),
    // The screen stays while what brought it still holds: a raid now until gone or dismissed,
    // the autoplay list while the live is off.
    stillDue: ({ context }) => (context.kind === 'now' ? nowDue(context) : autoplayDue(context)),
    moreThanOneLeft: ({ context }) => context.remaining > 1,
  },
  actions: {
    storeRaid: assign(({ context, event }) => {
      if (event.type !== 'FEED.RAID') return {}
      const { raidType, channelList, refKey } = event.raidChannelData
      const list = channelList.filter((c) => !sameChannelId(c.channelId, context.channelId))
      const common = { refKey, stayed: false }
      if (raidType === 2) return { ...common, autoplayList: list }
      return { ...common, raidNow: pickRaidChannel(list, context.random) }
    }),
    aimNow: assign(({ context }) => ({
      kind: 'now' as const,
      target: context.raidNow,
      remaining: context.countdownSeconds,
    })),
    aimAutoplay: assign(({ context }) => ({
      kind: 'autoplay' as const,
      target: pickRaidChannel(context.autoplayList, context.random),
      remaining: context.countdownSeconds,
    })),
    tick: assign(({ context }) => ({ remaining: context.remaining - 1 })),
    go: enqueueActions(({ context, enqueue }) => {
      const channel = context.target
      if (!channel || !context.kind) return
      enqueue.emit({
        type: 'raid',
        channelId: channel.channelId,
        path: `/${encodeURIComponent(channel.channelId)}`,
        entryWay: RAID_ENTRY_WAY,
        refKey: context.refKey,
        channel,
        kind: context.kind,
      })
      // Used: neither the raid nor its list shows again unless a new one arrives.
      enqueue.assign({ raidNow: undefined, autoplayList: [], remaining: 0 })
    }),
    stay: assign({ stayed: true, raidNow: undefined, target: undefined, kind: undefined }),
    clearAim: assign({ target: undefined, kind: undefined }),
  },
}).createMachine({
  id: 'raid',
  context: ({ input }) => fresh(input),
  initial: 'following',
  on: {
    LIVE: { actions: assign({ live: ({ event }) => event.state }) },
    AUTOPLAY: { actions: assign({ autoplay: ({ event }) => event.enabled }) },
    CHANNEL: {
      target: '.following',
      reenter: true,
      actions: assign(({ context, event }) => ({
        ...fresh({ channelId: event.channelId, countdownSeconds: context.countdownSeconds }),
        autoplay: context.autoplay,
        random: context.random,
      })),
    },
  },
  states: {
    following: {
      invoke: { src: 'raidFeed', input: ({ context }) => ({ channelId: context.channelId }) },
      // A new raid replaces whatever shows: its countdown starts from the top.
      on: { 'FEED.RAID': { target: '.hidden', actions: 'storeRaid' } },
      initial: 'hidden',
      states: {
        hidden: {
          entry: 'clearAim',
          always: [
            { guard: 'nowDue', target: 'countdown', actions: 'aimNow' },
            { guard: 'autoplayDue', target: 'countdown', actions: 'aimAutoplay' },
          ],
        },
        countdown: {
          always: { guard: not('stillDue'), target: 'hidden' },
          on: {
            GO: 'raided',
            STAY: { target: 'hidden', actions: 'stay' },
          },
          after: {
            second: [
              { guard: 'moreThanOneLeft', target: 'countdown', reenter: true, actions: 'tick' },
              { target: 'raided' },
            ],
          },
        },
        raided: {
          entry: 'go',
          always: [
            { guard: 'nowDue', target: 'countdown', actions: 'aimNow' },
            { guard: 'autoplayDue', target: 'countdown', actions: 'aimAutoplay' },
          ],
        },
      },
    },
  },
})

/** The raid screen's state, for `data-state`. */
export type RaidScreenState = 'hidden' | 'countdown' | 'raided'

/** What a raid screen renders, read from a snapshot. */
export interface RaidScreen {
  state: RaidScreenState
  kind: RaidKind | undefined
  /** The channel counted down to (shown while `countdown`, and after it went). */
  target: RaidChannel | undefined
  /** Seconds left; `total` the countdown's length. */
  remaining: number
  total: number
  /** The watched channel (the raider). */
  channelId: string
}

/**
 * The raid screen of a snapshot.
 *
 * @example raidScreenOf(raid.getSnapshot()).remaining // 7
 */
export function raidScreenOf(snapshot: SnapshotFrom<typeof raidMachine>): RaidScreen {
  const { context } = snapshot
  const state: RaidScreenState = snapshot.matches({ following: 'countdown' })
    ? 'countdown'
    : snapshot.matches({ following: 'raided' })
      ? 'raided'
      : 'hidden'
  return {
    state,
    kind: context.kind,
    target: context.target,
    remaining: context.remaining,
    total: context.countdownSeconds,
    channelId: context.channelId,
  }
}
