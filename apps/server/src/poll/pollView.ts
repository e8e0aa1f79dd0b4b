import { isPollRunning, type Poll, pollTimeLeft } from '@airwave/sdk/contract'
import type { PollRecord } from './pollStore'

/** Who a poll is shaped for: what they may see of it. */
export interface PollAudience {
  /** The option the member voted for (their own flags); absent for the room and guests. */
  votedIdx?: number | undefined
  /** Whether they may edit and end it (its channel's streamer or a manager); absent for the room. */
  canManage?: boolean | undefined
}

/**
 * A poll as one audience sees it: the counts only once it stopped, while `isRankingExpose` is
 * on, or to its channel's streamer and managers; the member's own vote only to them; how long
 * it has left measured now, on the server's clock.
 *
 * @example
 * realtime.toChannel(handle, 'CHANNEL_VOTE', { channelVoteData: pollView(record, {}, now()) })
 */
export function pollView(record: PollRecord, audience: PollAudience, at: Date): Poll {
  const { row, items } = record
  const { status } = row
  const running = isPollRunning(row)
  const countsShown = !running || row.isRankingExpose || audience.canManage === true
  return {
    idx: row.id,
    status,
    channelId: record.handle,
    title: row.title,
    isRankingExpose: row.isRankingExpose,
    time: { day: row.durationDay, hour: row.durationHour, minute: row.durationMinute },
    startDate: row.startedAt.toISOString(),
    endDate: (row.resultAt ?? row.endsAt).toISOString(),
    remainingMs: running ? pollTimeLeft(row.endsAt, at) : 0,
    totalVoteCnt: items.reduce((sum, item) => sum + item.voteCnt, 0),
    ...(audience.canManage === undefined ? {} : { canManage: audience.canManage }),
    voteItem: items.map((item) => ({
      idx: item.idx,
      content: item.content,
      ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}),
      ...(countsShown ? { voteCnt: item.voteCnt } : {}),
      ...(audience.votedIdx === undefined ? {} : { isVoted: item.idx === audience.votedIdx }),
    })),
  }
}
