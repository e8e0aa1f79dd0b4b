import { createHmac } from 'node:crypto'
import type { LogEvent } from '@airwave/sdk/contract'
import { and, desc, eq, isNotNull, isNull, or } from 'drizzle-orm'
import { handleIs } from '../channel/channelHandle'
import { now } from '../clock'
import type { Db } from '../db/database'
import { channels, liveStreams } from '../db/schema'
import type { AuthMember } from '../http/auth'
import type { CountryLookup } from './country'
import type { EventSink, StatEvent } from './eventSink'

/** The kinds a player sends while it plays: the viewer curve and the watch time count these. */
export const PLAYBACK_KINDS = ['vod/vin', 'vod/vout', 'bin', 'bout', 'cstatus', 'change-quality']
/** A play starts (a view). */
export const VIEW_KINDS = ['vod/vin', 'bin']
/** A play ends. */
export const END_KINDS = ['vod/vout', 'bout']

/** A channel's key and its broadcast running now (0: none), as an event is filed under. */
interface ChannelNow {
  idx: number
  broadcastId: number
}

const CACHE_MS = 10_000
const CHANNELS_PER_BATCH = 4
const CACHE_MAX = 10_000

/**
 * Resolves channel ids to their key and running broadcast, each for 10 s: a busy channel's
 * thousands of heartbeats cost one query every 10 s, and an unknown id is remembered too.
 */
function channelResolver(db: Db) {
  const cache = new Map<string, { value: ChannelNow | null; until: number }>()
  return async (handle: string): Promise<ChannelNow | null> => {
    const key = handle.toLowerCase()
    const at = Date.now()
    const hit = cache.get(key)
    if (hit && hit.until > at) return hit.value
    const [row] = await db
      .select({ idx: channels.id, broadcastId: liveStreams.id })
      .from(channels)
      .leftJoin(
        liveStreams,
        and(
          eq(liveStreams.channelId, channels.id),
          or(eq(liveStreams.isStream, true), isNotNull(liveStreams.pendingEndUntil)),
        ),
      )
      .where(and(handleIs(handle), isNull(channels.deletedAt)))
      .orderBy(desc(liveStreams.id))
      .limit(1)
    const value = row ? { idx: row.idx, broadcastId: row.broadcastId ?? 0 } : null
    if (cache.size >= CACHE_MAX) cache.clear()
    cache.set(key, { value, until: at + CACHE_MS })
    return value
  }
}

const DETAIL_FIELDS = [
  'viewSourceType',
  'vodIdx',
  'action',
  'actionTarget',
  'idx',
  'title',
  'quality',
  'path',
  'etcData',
] as const

/** What an event says beyond what is counted (kept raw for later questions), or null. */
function detailOf(event: LogEvent): Record<string, unknown> | null {
  const detail: Record<string, unknown> = {}
  for (const field of DETAIL_FIELDS) {
    if (event[field] !== undefined) detail[field] = event[field]
  }
  return Object.keys(detail).length > 0 ? detail : null
}

export interface IntakeDeps {
  db: Db
  sink: EventSink
  countries: CountryLookup
  /** Keys the guests' hashes: a stored hash cannot be matched to a client id elsewhere. */
  secret: Uint8Array
}

/** Who sent a batch: the session's member (none for guests and beacons) and the address. */
export interface Sender {
  member: AuthMember | undefined
  address: string
}

/**
 * The log intake: resolves, anonymises and appends a batch of events. The address gives the
 * country and is then dropped; a guest is a keyed hash of its client id. What the body says
 * (client id, view id, channel, watch time) only ever counts: it grants nothing.
 *
 * @example const accepted = await intake.accept(body.events, { member, address: request.ip })
 */
export function createIntake({ db, sink, countries, secret }: IntakeDeps) {
  const channelNow = channelResolver(db)
  const guestKey = (clientId: string) =>
    `g:${createHmac('sha256', secret).update(clientId).digest('base64url').slice(0, 22)}`

  return {
    async accept(events: readonly LogEvent[], sender: Sender): Promise<number> {
      const kept = events.filter((event) => event.kind !== 'ad')
      if (kept.length === 0) return 0
      const country = countries.countryOf(sender.address)
      const at = now()
      const member = sender.member
      // A page watches one channel, two across a raid: a batch naming many is a script, and
      // each unknown name would cost a query. The first few are looked up, the rest not filed.
      const named = new Map<string, ChannelNow | null>()
      for (const event of kept) {
        const handle = event.channelId?.toLowerCase()
        if (!handle || named.has(handle) || named.size >= CHANNELS_PER_BATCH) continue
        named.set(handle, await channelNow(handle))
      }
      const rows: StatEvent[] = []
      for (const event of kept) {
        const channel = named.get(event.channelId?.toLowerCase() ?? '') ?? null
        const streamType =
          event.streamType ??
          (event.kind === 'bin' || event.kind === 'bout'
            ? 'live'
            : event.kind.startsWith('vod/')
              ? 'vod'
              : 'none')
        const detail = detailOf(event)
        rows.push({
          at,
          kind: event.kind,
          channelId: channel?.idx ?? null,
          broadcastId: streamType === 'live' ? (channel?.broadcastId ?? 0) : 0,
          viewId: event.viewId ?? null,
          viewerKey: member ? `m:${member.id}` : guestKey(event.clientId),
          login: member !== undefined,
          clientType: event.clientType ?? 'pc',
          country,
          streamType,
          watchMs: event.watchMs ?? 0,
          detail,
        })
      }
      await sink.append(rows)
      return rows.length
    },
  }
}
