import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import { GUESTS_PER_ADDRESS, ViewerTally } from './viewers'

/**
 * Who watches a channel: each viewer (`viewerOf`: a member, or a guest's address and client id)
 * counts once per channel, however many sockets (tabs) it holds and whichever instance holds
 * them, and guests at most GUESTS_PER_ADDRESS per address.
 */
export interface Presence {
  /** A socket of `viewer` entered the channel on this instance. */
  join(handle: string, viewer: string): void
  /** A socket of `viewer` left the channel (or disconnected) on this instance. */
  leave(handle: string, viewer: string): void
  /** The channel's viewers, across every instance. */
  count(handle: string): Promise<number>
  /**
   * The members (by id) among the channel's viewers, across every instance; guests are not
   * named. A random gift is drawn from them.
   */
  members(handle: string): Promise<number[]>
  /** The channels this instance has viewers in. */
  localChannels(): string[]
  /** Called with a channel whose count may have changed (a local change, or the heartbeat). */
  onChange(listener: (handle: string) => void): void
  close(): Promise<void>
}

type Counts = Map<string, Map<string, number>>

/** The member ids among viewers (`m:12`), each once. */
const memberIdsOf = (viewers: Iterable<string>): number[] => [
  ...new Set(
    [...viewers].flatMap((viewer) => {
      const id = /^m:(\d+)$/.exec(viewer)?.[1]
      return id ? [Number(id)] : []
    }),
  ),
]

/** Adds one socket; answers true when the viewer is new to the channel on this instance. */
function add(counts: Counts, handle: string, viewer: string): boolean {
  let viewers = counts.get(handle)
  if (!viewers) {
    viewers = new Map()
    counts.set(handle, viewers)
  }
  const n = viewers.get(viewer) ?? 0
  viewers.set(viewer, n + 1)
  return n === 0
}

/** Removes one socket; answers true when it was the viewer's last one on this instance. */
function remove(counts: Counts, handle: string, viewer: string): boolean {
  const viewers = counts.get(handle)
  const n = viewers?.get(viewer)
  if (!viewers || n === undefined) return false
  if (n > 1) {
    viewers.set(viewer, n - 1)
    return false
  }
  viewers.delete(viewer)
  if (viewers.size === 0) counts.delete(handle)
  return true
}

/**
 * Presence of one process, in memory.
 *
 * @example
 * const presence = memoryPresence()
 * presence.join('airwave', viewerOf({ memberId: 12 }))
 * await presence.count('airwave') // 1
 */
export function memoryPresence(): Presence {
  const counts: Counts = new Map()
  const tallies = new Map<string, ViewerTally>()
  const listeners: ((handle: string) => void)[] = []
  const changed = (handle: string) => {
    for (const listener of listeners) listener(handle)
  }
  return {
    join(handle, viewer) {
      if (!add(counts, handle, viewer)) return
      let tally = tallies.get(handle)
      if (!tally) {
        tally = new ViewerTally()
        tallies.set(handle, tally)
      }
      tally.add(viewer)
      changed(handle)
    },
    leave(handle, viewer) {
      if (!remove(counts, handle, viewer)) return
      tallies.get(handle)?.remove(viewer)
      if (!counts.has(handle)) tallies.delete(handle)
      changed(handle)
    },
    count: async (handle) => tallies.get(handle)?.count ?? 0,
    members: async (handle) => memberIdsOf(counts.get(handle)?.keys() ?? []),
    localChannels: () => [...counts.keys()],
    onChange: (listener) => void listeners.push(listener),
    close: async () => {},
  }
}

export interface RedisPresenceOptions {
  redis: Redis
  /** Key prefix shared by the instances of one cluster. */
  prefix: string
  /** How long an instance's sets outlive its last heartbeat (default 30 s). */
  ttlMs?: number
  /** Heartbeat period (default a third of the TTL). */
  heartbeatMs?: number
  /** Reports a Redis failure (presence keeps working locally and retries on the next beat). */
  onError?: (error: unknown) => void
}

// The union of the live instances' sets of a channel, counted inside Redis (the viewers never
// travel) as ViewerTally counts: members (`m:…`) one each, guests (`a:{address}|{client}`) one
// each up to ARGV[3] per address. Every key of a channel shares its `{hash tag}`, so they live
// on one cluster slot. Like the union itself, the count walks the channel's viewers.
const COUNT_SCRIPT = `
local ids = redis.call('SMEMBERS', KEYS[1])
local keys = {}
for _, id in ipairs(ids) do
  local key = ARGV[1] .. id
  if redis.call('EXISTS', key) == 1 then keys[#keys + 1] = key else redis.call('SREM', KEYS[1], id) end
end
if #keys == 0 then return 0 end
local viewers
if #keys == 1 then
  viewers = redis.call('SMEMBERS', keys[1])
else
  redis.call('SUNIONSTORE', ARGV[2], unpack(keys))
  viewers = redis.call('SMEMBERS', ARGV[2])
  redis.call('DEL', ARGV[2])
end
local cap = tonumber(ARGV[3])
local n = 0
local perAddress = {}
for _, viewer in ipairs(viewers) do
  local address = string.match(viewer, '^a:([^|]*)|')
  if address then
    local seen = (perAddress[address] or 0) + 1
    perAddress[address] = seen
    if seen <= cap then n = n + 1 end
  else
    n = n + 1
  end
end
return n
`

// The union of the live instances' sets of a channel: who is watching, for a random gift.
const MEMBERS_SCRIPT = `
local ids = redis.call('SMEMBERS', KEYS[1])
local keys = {}
for _, id in ipairs(ids) do
  local key = ARGV[1] .. id
  if redis.call('EXISTS', key) == 1 then keys[#keys + 1] = key end
end
if #keys == 0 then return {} end
return redis.call('SUNION', unpack(keys))
`

/**
 * Presence shared by every instance on one Redis. Each instance keeps its own set of viewers
 * per channel (`{prefix}presence:{channel}:{instance}`), refreshed by a heartbeat and expiring
 * with it: an instance that dies stops counting within the TTL, and the others' viewers stay
 * counted. Counts are the union of the live sets, so a viewer held on two instances counts
 * once, and a guest address's sockets on every instance share its cap. The local counts stay authoritative for this instance's own sockets.
 *
 * @example
 * const presence = redisPresence({ redis, prefix: 'airwave:' })
 */
export function redisPresence(options: RedisPresenceOptions): Presence {
  const { redis, prefix } = options
  const ttlMs = options.ttlMs ?? 30_000
  const heartbeatMs = options.heartbeatMs ?? Math.floor(ttlMs / 3)
  const instance = randomUUID()
  const counts: Counts = new Map()
  const listeners: ((handle: string) => void)[] = []
  const base = (handle: string) => `${prefix}presence:{${handle}}:`
  const registry = (handle: string) => `${base(handle)}instances`
  const ownSet = (handle: string) => `${base(handle)}i:${instance}`
  const report = (error: unknown) => options.onError?.(error)
  const changed = (handle: string) => {
    for (const listener of listeners) listener(handle)
  }
  // Writes of one channel run in order, so a join and the leave after it reach Redis in order.
  const queues = new Map<string, Promise<unknown>>()
  const enqueue = (handle: string, write: () => Promise<unknown>) => {
    const next = (queues.get(handle) ?? Promise.resolve())
      .then(write)
      .catch(report)
      .then(() => changed(handle))
    queues.set(handle, next)
    void next.finally(() => {
      if (queues.get(handle) === next) queues.delete(handle)
    })
  }

  const beat = async () => {
    const pipeline = redis.pipeline()
    for (const [handle, clients] of counts) {
      // The full set again: it also heals a set that expired while Redis was unreachable.
      pipeline.sadd(ownSet(handle), ...clients.keys())
      pipeline.pexpire(ownSet(handle), ttlMs)
      pipeline.sadd(registry(handle), instance)
      pipeline.pexpire(registry(handle), ttlMs)
    }
    if (pipeline.length > 0) await pipeline.exec()
    // Another instance may have died: counts of the channels watched here are pushed again.
    for (const handle of counts.keys()) changed(handle)
  }
  const timer = setInterval(() => void beat().catch(report), heartbeatMs)
  timer.unref()

  return {
    join(handle, viewer) {
      if (!add(counts, handle, viewer)) return
      enqueue(handle, () =>
        redis
          .multi()
          .sadd(ownSet(handle), viewer)
          .pexpire(ownSet(handle), ttlMs)
          .sadd(registry(handle), instance)
          .pexpire(registry(handle), ttlMs)
          .exec(),
      )
    },
    leave(handle, viewer) {
      if (!remove(counts, handle, viewer)) return
      enqueue(handle, () => redis.srem(ownSet(handle), viewer))
    },
    async count(handle) {
      const temp = `${base(handle)}tmp:${randomUUID()}`
      const n = await redis.eval(
        COUNT_SCRIPT,
        1,
        registry(handle),
        base(handle).concat('i:'),
        temp,
        GUESTS_PER_ADDRESS,
      )
      return Number(n)
    },
    async members(handle) {
      const viewers = await redis.eval(MEMBERS_SCRIPT, 1, registry(handle), `${base(handle)}i:`)
      return memberIdsOf(Array.isArray(viewers) ? viewers.map(String) : [])
    },
    localChannels: () => [...counts.keys()],
    onChange: (listener) => void listeners.push(listener),
    async close() {
      clearInterval(timer)
      await Promise.allSettled(queues.values())
      // Leaving at once rather than at the TTL: a stopped instance's viewers are gone.
      const pipeline = redis.pipeline()
      for (const handle of counts.keys()) pipeline.del(ownSet(handle))
      counts.clear()
      if (pipeline.length > 0) await pipeline.exec().catch(report)
    },
  }
}
