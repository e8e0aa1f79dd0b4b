import * as z from 'zod/mini'
import { int32 } from '../../core/int32'
import {
  optionalBoolean as bool,
  optionalNumber as num,
  optionalString as str,
} from '../core/fields'
import { listPageSchema, numberedPaging } from '../core/listPage'

/**
 * Mission statuses. The spec fixes only completed as 3 or 4 (picked by the end's success flag);
 * the other numbers are chosen: 4 is the ending without success, 6 a started mission whose
 * time ran out (the server's job marks it), 7 an open or started mission cancelled by the
 * streamer or its proposer, or an open one the streamer ended (rejected). `wait` never comes
 * from the server: it is the SDK machine's state while a step is on its way.
 *
 * @example mission.missionStatus === MISSION_STATUS.start
 */
export const MISSION_STATUS = {
  open: 1,
  start: 2,
  completed: 3,
  completedFailed: 4,
  wait: 5,
  timeout: 6,
  cancelled: 7,
} as const
export type MissionStatus = (typeof MISSION_STATUS)[keyof typeof MISSION_STATUS]

/**
 * The statuses that end a mission. Only `completed` pays the streamer; every other ending
 * returns each giver's gems (chosen: a failed challenge is not paid, as a cancelled one).
 *
 * @example ENDED_MISSION_STATUSES.includes(mission.missionStatus)
 */
export const ENDED_MISSION_STATUSES: readonly number[] = [
  MISSION_STATUS.completed,
  MISSION_STATUS.completedFailed,
  MISSION_STATUS.timeout,
  MISSION_STATUS.cancelled,
]

/**
 * The alert box's ceremony type of each mission alert (chosen; the spec fixes only that type 4
 * also needs the gem alerts' minimum, so 4 is a pledge, the one alert that is a gift of gems):
 * 1 proposed (`totalGem` its first pledge), 2 started, 3 completed (`totalGem` paid to the
 * streamer), 4 gems added to it (`totalGem` the gems of that pledge, the giver's `nickname`),
 * 5 failed (every gem returned). Timed-out and cancelled missions raise no alert.
 *
 * @example alert.ceremonyType === MISSION_CEREMONY.pledge
 */
export const MISSION_CEREMONY = {
  proposed: 1,
  started: 2,
  completed: 3,
  pledge: 4,
  failed: 5,
} as const

/** The recently completed list keeps at most 50. @example list.slice(0, RECENT_COMPLETED_MISSIONS_MAX) */
export const RECENT_COMPLETED_MISSIONS_MAX = 50

/** @example const sort: MissionSort = 'totalGem' */
export const MISSION_SORTS = ['totalGem', 'endDate', 'latest'] as const
export type MissionSort = (typeof MISSION_SORTS)[number]

/**
 * The lists a channel's missions are read in: `open` (proposed, waiting for the streamer),
 * `started` (running), `completed` (the recently completed, status 3 or 4, at most 50).
 *
 * @example client.mission.list({ streamerChannelId, list: 'open', sort: 'totalGem' })
 */
export const MISSION_LISTS = ['open', 'started', 'completed'] as const
export type MissionList = (typeof MISSION_LISTS)[number]

/**
 * The limits of a mission (all chosen): its title; a started mission's time (1 minute to 2
 * hours) and each extension (1 to 30 minutes, the whole at most 4 hours); the gems of one
 * pledge; a streamer's minimum pledge; how many open missions a channel and one proposer in it
 * may have.
 *
 * @example if (title.length > MISSION_LIMITS.title) refuse()
 */
export const MISSION_LIMITS = {
  title: 100,
  limitSeconds: { min: 60, max: 7_200 },
  extendSeconds: { min: 60, max: 1_800 },
  totalSeconds: 14_400,
  gem: { min: 1, max: 10_000_000 },
  minimumGem: { min: 1, max: 1_000_000 },
  openPerChannel: 100,
  openPerProposer: 5,
} as const

/** The default minimum pledge of a channel that set none (chosen). @example config.minimumGem ?? MISSION_DEFAULT_MINIMUM_GEM */
export const MISSION_DEFAULT_MINIMUM_GEM = 100

/**
 * Who may propose a mission to a channel (chosen): everyone signed in, its followers, its
 * subscribers.
 *
 * @example config.proposer === 'followers'
 */
export const MISSION_PROPOSERS = ['everyone', 'followers', 'subscribers'] as const
export type MissionProposer = (typeof MISSION_PROPOSERS)[number]

/**
 * A challenge mission. `missionLimit` is in seconds (chosen); `title`, the proposer, the
 * pledge count and `myGem` (what the signed-in member holds in it) are ours, the spec names no
 * such fields. `endDate` is when a started mission times out.
 *
 * @example z.parse(missionSchema, { missionIdx: 1, missionStatus: 1, totalGem: 300, createDate: '2024-05-01T10:00:00Z' })
 */
export const missionSchema = z.object({
  missionIdx: z.number(),
  missionStatus: z.number(),
  totalGem: z._default(z.number(), 0),
  createDate: str,
  startDate: z.nullish(z.string()),
  endDate: z.nullish(z.string()),
  /** When it ended (completed, failed, timed out or cancelled). */
  completeDate: z.nullish(z.string()),
  missionLimit: num,
  isExtendTime: bool,
  title: str,
  /** The streamer's channel. */
  channelId: str,
  proposerChannelId: str,
  proposerNickname: str,
  /** How many members hold gems in it. */
  pledgeCount: num,
  /** The signed-in member's gems in it (0 when none, absent signed out). */
  myGem: num,
})
export type Mission = z.output<typeof missionSchema>

/**
 * A channel's mission settings: whether the streamer agreed to challenge missions (once, the
 * spec's server flag), takes them now, the minimum pledge and who may propose. `canPropose`
 * and `refusal` answer for the signed-in member (a refusal's error code, e.g. not agreed).
 *
 * @example z.parse(missionConfigSchema, { isAgreed: true, isEnabled: true, minimumGem: 100, proposer: 'everyone' })
 */
export const missionConfigSchema = z.object({
  channelId: str,
  isAgreed: z._default(z.boolean(), false),
  isEnabled: z._default(z.boolean(), false),
  minimumGem: z._default(z.number(), MISSION_DEFAULT_MINIMUM_GEM),
  proposer: z._default(z.enum(MISSION_PROPOSERS), 'everyone'),
  canPropose: bool,
  refusal: str,
})
export type MissionConfig = z.output<typeof missionConfigSchema>

/** The settings a streamer saves. @example client.mission.saveConfig({ isEnabled: true, minimumGem: 100, proposer: 'everyone' }) */
export const missionConfigInputSchema = z.object({
  isEnabled: z.boolean(),
  minimumGem: int32(MISSION_LIMITS.minimumGem.min, MISSION_LIMITS.minimumGem.max),
  proposer: z.enum(MISSION_PROPOSERS),
})
export type MissionConfigInput = z.input<typeof missionConfigInputSchema>

/**
 * One mission of the member's history: the mission, what they pledged to it and where their
 * gems went (`held` while it runs, `paid` to the streamer, `returned`).
 *
 * @example entry.outcome === 'returned'
 */
export const missionHistoryItemSchema = z.extend(missionSchema, {
  streamerNickname: str,
  outcome: z.enum(['held', 'paid', 'returned']),
})
export type MissionHistoryItem = z.output<typeof missionHistoryItemSchema>

/** @example z.parse(missionHistoryPageSchema, { missionList: [], hasNext: false }) */
export const missionHistoryPageSchema = listPageSchema(
  'missionList',
  missionHistoryItemSchema,
  numberedPaging,
)

/**
 * The socket's MISSION_UPDATE: a mission of the channel as it now is (proposed, pledged to,
 * started, extended, ended), to everyone in the channel, overlays included.
 *
 * @example socket.on('MISSION_UPDATE', ({ mission }) => board.upsert(mission))
 */
export const missionUpdateEventSchema = z.object({
  channelId: z.string(),
  mission: missionSchema,
})
export type MissionUpdateEvent = z.output<typeof missionUpdateEventSchema>

/**
 * The mission codes (ours: the spec names none), each with the catalogue's kind `mission`:
 * MIS1000 the channel takes no missions (not agreed, or turned off), MIS1001 the member may not
 * propose here (the channel's proposer rule), MIS1002 a pledge under the channel's minimum,
 * MIS1003 the mission is not in a state for this step (a pledge after its end, a start of a
 * started one), MIS1004 too many open missions, MIS1005 the time is beyond the limits, MIS1006
 * only the streamer (or the proposer, to cancel an open one) may do this. A pledge larger than
 * the wallet is the wallet's ITE20001; to one's own channel the spec's CHA30017.
 *
 * @example if (error.code === MISSION_ERRORS.ended) showEnded()
 */
export const MISSION_ERRORS = {
  notTaken: 'MIS1000',
  notAllowed: 'MIS1001',
  belowMinimum: 'MIS1002',
  wrongState: 'MIS1003',
  tooMany: 'MIS1004',
  badTime: 'MIS1005',
  notStreamer: 'MIS1006',
} as const
