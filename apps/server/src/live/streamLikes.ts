import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { liveStreamLikes, liveStreams } from '../db/schema'
import { createPushThrottle, type PushThrottleOptions } from '../realtime/pushThrottle'

/**
 * Likes or unlikes a broadcast, once per member: the like row is inserted (`on conflict do
 * nothing`) or deleted, and only when a row changed does `likeCnt` move, in the same
 * transaction under the broadcast's row lock, so the count always equals the rows (two likes
 * of one member at once count once; a hundred members at once count a hundred).
 *
 * @example
 * const state = await setStreamLike(db, streamIdx, member.id, true) // { isLike: true, likeCnt: 5 }
 */
export async function setStreamLike(
  db: Db,
  streamIdx: number,
  memberId: number,
  like: boolean,
): Promise<{ isLike: boolean; likeCnt: number; changed: boolean }> {
  return db.transaction(async (tx) => {
    const changed = like
      ? await tx
          .insert(liveStreamLikes)
          .values({ streamId: streamIdx, memberId })
          .onConflictDoNothing()
          .returning({ memberId: liveStreamLikes.memberId })
      : await tx
          .delete(liveStreamLikes)
          .where(
            and(eq(liveStreamLikes.streamId, streamIdx), eq(liveStreamLikes.memberId, memberId)),
          )
          .returning({ memberId: liveStreamLikes.memberId })
    const [row] =
      changed.length > 0
        ? await tx
            .update(liveStreams)
            .set({ likeCnt: sql`${liveStreams.likeCnt} + ${like ? 1 : -1}` })
            .where(eq(liveStreams.id, streamIdx))
            .returning({ likeCnt: liveStreams.likeCnt })
        : await tx
            .select({ likeCnt: liveStreams.likeCnt })
            .from(liveStreams)
            .where(eq(liveStreams.id, streamIdx))
    return { isLike: like, likeCnt: row?.likeCnt ?? 0, changed: changed.length > 0 }
  })
}

/**
 * Whether the member likes the broadcast.
 *
 * @example const isLike = await likesStream(db, streamIdx, member.id)
 */
export async function likesStream(db: Db, streamIdx: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ memberId: liveStreamLikes.memberId })
    .from(liveStreamLikes)
    .where(and(eq(liveStreamLikes.streamId, streamIdx), eq(liveStreamLikes.memberId, memberId)))
  return row !== undefined
}

export interface LikeCountPusher {
  /** The broadcast's likes changed: its count goes to the channel's room soon. */
  changed(channelId: string, streamIdx: number): void
  close(): void
}

export interface LikeCountPusherOptions extends PushThrottleOptions {
  /** The broadcast's count as the database holds it when the push goes out. */
  count(streamIdx: number): Promise<number>
  push(channelId: string, likeCnt: number): void
}

/**
 * Coalesces like changes into LIVE_INFO pushes of `likeCnt`: the first change of a quiet
 * channel goes out at once, later ones at most once per interval, each with the count read
 * when it goes out, so a burst of likes is one push with the final count; a count equal to the
 * last one pushed is not pushed again. Each instance
 * pushes the likes it took (through the adapter, to the room on every instance): with several
 * instances a channel may get one push per instance and interval.
 *
 * @example
 * const likes = createLikeCountPusher({ count, push: (channelId, likeCnt) => emit(channelId, likeCnt) })
 * likes.changed('airwave', 12)
 */
export function createLikeCountPusher(options: LikeCountPusherOptions): LikeCountPusher {
  const throttle = createPushThrottle<string>(options)
  const lastCount = new Map<string, string>()
  const push = async (channelId: string, streamIdx: number) => {
    const likeCnt = await options.count(streamIdx)
    // A change already counted by the last push (it read the count after the change) is not
    // pushed twice.
    const key = `${streamIdx} ${likeCnt}`
    if (throttle.closed || lastCount.get(channelId) === key) return
    lastCount.set(channelId, key)
    options.push(channelId, likeCnt)
  }
  return {
    changed: (channelId, streamIdx) =>
      throttle.changed(channelId, () => push(channelId, streamIdx)),
    close: () => throttle.close(),
  }
}
