import * as z from 'zod/mini'
import { optionalNumber as num, optionalString as str } from '../core/fields'

/**
 * Mission statuses. The spec fixes only completed as 3 or 4 (picked by a server flag); the other
 * numbers are chosen, and 4 is read as the ending without success.
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
} as const

/** The recently completed list keeps at most 50. @example list.slice(0, RECENT_COMPLETED_MISSIONS_MAX) */
export const RECENT_COMPLETED_MISSIONS_MAX = 50

/** @example const sort: MissionSort = 'totalGem' */
export const MISSION_SORTS = ['totalGem', 'endDate', 'latest'] as const
export type MissionSort = (typeof MISSION_SORTS)[number]

/**
 * A challenge mission. `missionLimit` is in seconds (chosen); `title` is chosen, the spec names no
 * text field.
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
  missionLimit: num,
  isExtendTime: z.optional(z.boolean()),
  title: str,
  channelId: str,
})
export type Mission = z.output<typeof missionSchema>
