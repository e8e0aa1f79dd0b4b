import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'

/**
 * Who watches a channel: each client id counts once per channel, however many sockets (tabs) it
 * holds and whichever instance holds them.
 */
export interface Presence {
  /** A socket of `clientId` entered the channel on this instance. */
  join(handle: string, clientId: string): void
  /** A socket of `clientId` left the channel (or disconnected) on this instance. */
  leave(handle: string, clientId: string): void
  /** The channel's viewers, across every instance. */
  count(handle: string): Promise<number>
  /** The channels this instance has viewers in. */
  localChannels(): string[]
  /** Called with a channel whose count may have changed (a local change, or the heartbeat). */
  onChange(listener: (handle: string) => void): void
  close(): Promise<void>
}

type Counts = Map<string, Map<string, number>>

/** Adds one socket; answers true when the client id is new to the channel on this instance. */
function add(counts: Counts, handle: string, clientId: string): boolean {
  let clients = counts.get(handle)
  if (!clients) {
    clients = new Map()
    counts.set(handle, clients)
  }
  const n = clients.get(clientId) ?? 0
  clients.set(clientId, n + 1)
  return n === 0
}

/** Removes one socket; answers true when it was the client id's last one on this instance. */
function remove(counts: Counts, handle: string, clientId: string): boolean {
  const clients = counts.get(handle)
  const n = clients?.get(clientId)
  if (!clients || n === undefined) return false
  if (n > 1) {
    clients.set(clientId, n - 1)
    return false
  }
  clients.delete(clientId)
  if (clients.size === 0) counts.delete(handle)
  return true
}

/**
 * Presence of one process, in memory.
 *
 * @example
 * const presence = memoryPresence()
 * presence.join('airwave', 'client-1')
 * await presence.count('airwave') // 1
 */
export function memoryPresence(): Presence {
  const counts: Counts = new Map()
  const listeners: ((handle: string) => void)[] = []
  const changed = (handle: string) => {
    for (const listener of listeners) listener(handle)
  }
  return {
    join(handle, clientId) {
      if (add(counts, handle, clientId)) changed(handle)
    },
    leave(handle, clientId) {
      if (remove(counts, handle, clientId)) changed(handle)
    },
    count: async (handle) => counts.get(handle)?.size ?? 0,
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

// The union of the live instances' sets of a channel, counted inside Redis (the members never
// travel). Every key of a channel shares its `{hash tag}`, so they live on one cluster slot.
const COUNT_SCRIPT = `
local ids = redis.call('SMEMBERS', KEYS[1])
local keys = {}
for _, id in ipairs(ids) do
  local key = ARGV[1] .. id
  if redis.call('EXISTS', key) == 1 then keys[#keys + 1] = key else redis.call('SREM', KEYS[1], id) end
end
if #keys == 0 then return 0 end
if #keys == 1 then return redis.call('SCARD', keys[1]) end
redis.call('SUNIONSTORE', ARGV[2], unpack(keys))
local n = redis.call('SCARD', ARGV[2])
redis.call('DEL', ARGV[2])
return n
`

/**
 * Presence shared by every instance on one Redis. Each instance keeps its own set of client ids
 * per channel (`{prefix}presence:{channel}:{instance}`), refreshed by a heartbeat and expiring
 * with it: an instance that dies stops counting within the TTL, and the others' viewers stay
 * counted. Counts are the union of the live sets, so a client id held on two instances counts
 * once. The local counts stay authoritative for this instance's own sockets.
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
    join(handle, clientId) {
      if (!add(counts, handle, clientId)) return
      enqueue(handle, () =>
        redis
          .multi()
          .sadd(ownSet(handle), clientId)
          .pexpire(ownSet(handle), ttlMs)
          .sadd(registry(handle), instance)
          .pexpire(registry(handle), ttlMs)
          .exec(),
      )
    },
    leave(handle, clientId) {
      if (!remove(counts, handle, clientId)) return
      enqueue(handle, () => redis.srem(ownSet(handle), clientId))
    },
    async count(handle) {
      const temp = `${base(handle)}tmp:${randomUUID()}`
      const n = await redis.eval(COUNT_SCRIPT, 1, registry(handle), base(handle).concat('i:'), temp)
      return Number(n)
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
