// Reaches into @socket.io/redis-streams-adapter's internals (its broadcast, raw message and
// restore paths), so the adapter is pinned to the version this was written against (0.3.1):
// an upgrade must re-run the recovery and chaos tests before the pin moves.
/** How long a recovered socket is watched for a replayed packet arriving again live. */
const WATCH_MS = 60_000
/** Sessions a client can still recover: its last offset is younger than this (the window). */
const RECOVERY_WINDOW_MS = 2 * 60 * 1000
/** Stream entries remembered after delivery, for sockets recovering meanwhile (a few ms' worth). */
const RECENT_MAX = 5_000
/** The cluster adapter's message type of a room broadcast (`MessageType.BROADCAST`). */
const BROADCAST = 3

type Packet = { data?: unknown[] }
type RawMessage = { uid: string; nsp: string; type: string; data?: string }
type BroadcastOptions = { rooms?: string[]; except?: string[]; flags?: { local?: boolean } }
type Session = { sid: string; rooms: string[]; missedPackets: unknown[][] } | null
type StreamAdapter = {
  uid: string
  nsp: { name: string }
  broadcast(packet: Packet, opts: BroadcastOptions): unknown
  onRawMessage(raw: RawMessage, offset: string): unknown
  restoreSession(pid: string, offset: string): Promise<Session>
  _encode(packet: Packet, opts: unknown): unknown
  apply(opts: unknown, callback: (socket: { id: string }) => void): void
}
type Decoded = { nsp: string; type: number; data?: { packet: Packet; opts: BroadcastOptions } }

/**
 * Lets a restore wait for the session of a connection not yet let go of. A server keeps a
 * client's session only once it has noticed the old connection is gone; a client quicker than
 * that, or whose network dropped without a word (the server notices at the next ping timeout),
 * comes back to a session not there yet, or before the session written as the old connection
 * closed has reached Redis. Then `release(pid)` closes that old connection now, wherever it is
 * (its session is then kept), and the restore is tried once more. Apply before
 * `guardRecovery`.
 *
 * @example
 * releaseBeforeRestore(adapter, async (pid) => closeOldConnection(pid))
 */
export function releaseBeforeRestore(
  adapter: object,
  release: (pid: string, offset: string) => Promise<void>,
): void {
  const guarded = adapter as Pick<StreamAdapter, 'restoreSession'>
  const original = guarded.restoreSession.bind(guarded)
  // The in-memory adapter answers null at once, the Redis one rejects: both mean none.
  const restore = async (pid: string, offset: string) => {
    try {
      return await original(pid, offset)
    } catch {
      return null
    }
  }
  guarded.restoreSession = async (pid, offset) => {
    const session = await restore(pid, offset)
    if (session) return session
    // Tried again whatever the answer: an instance that had already let go wrote the session
    // before it answered (the same Redis connection), maybe after the first read here.
    await release(pid, offset).catch(() => {})
    return restore(pid, offset)
  }
}

/**
 * Whether a Redis stream offset (`{ms}-{seq}`) is young enough for its session to be
 * recoverable: older ones are not worth asking the other instances about.
 *
 * @example isRecentOffset('1767000000000-0')
 */
export function isRecentOffset(offset: string): boolean {
  return Date.now() - Number(offset.split('-')[0]) < RECOVERY_WINDOW_MS
}

const offsetOf = (data: unknown[] | undefined) => {
  const last = data?.[data.length - 1]
  return typeof last === 'string' ? last : undefined
}

/** Orders Redis stream ids (`{ms}-{seq}`). */
function compareIds(a: string, b: string): number {
  const [am = 0n, as = 0n] = a.split('-').map(BigInt)
  const [bm = 0n, bs = 0n] = b.split('-').map(BigInt)
  if (am !== bm) return am < bm ? -1 : 1
  return as === bs ? 0 : as < bs ? -1 : 1
}

/** The adapter's own rule: a packet for these rooms reaches a socket in `rooms`. */
function reaches(rooms: string[], opts: BroadcastOptions): boolean {
  const to = opts.rooms ?? []
  const except = opts.except ?? []
  return (
    (to.length === 0 || rooms.some((room) => to.includes(room))) &&
    rooms.every((room) => !except.includes(room))
  )
}

/**
 * Makes connection-state recovery exactly-once on the Redis streams adapter. A client recovers
 * from the offset of the last packet it got; three things in the adapter break "everything
 * after it, once", and the guard fixes each:
 *
 * 1. Order. The adapter hands a broadcast of this instance to its sockets as soon as it is in
 *    the stream, while other instances' broadcasts come through the stream-reading loop, later:
 *    a socket could get entry 12 (ours) before entry 11 (theirs), drop, and recover from 12,
 *    losing 11. Here every broadcast, ours too, reaches this instance's sockets through the
 *    loop, in stream order.
 * 2. Twice. Recovery reads the stream up to now (XRANGE), then the socket joins its rooms; the
 *    loop may still be behind and then delivers those entries again. The offsets replayed to a
 *    recovered socket are remembered and dropped when they come again.
 * 3. Never. The loop may deliver entries newer than the replay before the socket has joined.
 *    The last entries the loop delivered are kept; those past the replay go to the socket with
 *    it.
 *
 * The in-memory adapter (one process) replays and joins in one step and needs none of this.
 *
 * @example
 * guardRecovery(io.of('/').adapter)
 */
export function guardRecovery(adapter: object): void {
  const guarded = adapter as StreamAdapter
  const decode = (guarded.constructor as unknown as { decode(raw: RawMessage): Decoded }).decode
  const replayed = new Map<string, Set<string>>()
  const recent: { offset: string; raw: RawMessage }[] = []

  // 1. Broadcasts of this instance: published, then delivered by the loop like any other.
  const published = new WeakSet<Packet>()
  const broadcast = guarded.broadcast.bind(guarded)
  guarded.broadcast = (packet, opts) => {
    if (!opts.flags?.local) published.add(packet)
    return broadcast(packet, opts)
  }
  const onRawMessage = guarded.onRawMessage.bind(guarded)
  guarded.onRawMessage = (raw, offset) => {
    recent.push({ offset, raw })
    if (recent.length > RECENT_MAX) recent.shift()
    // The adapter skips its own entries ("from self"): under another name it delivers them.
    const own = raw.uid === guarded.uid && Number(raw.type) === BROADCAST
    return onRawMessage(own ? { ...raw, uid: `${raw.uid}:stream` } : raw, offset)
  }

  const original = guarded.restoreSession.bind(guarded)
  const restore = (pid: string, offset: string) => original(pid, offset).catch(() => null)
  guarded.restoreSession = async (pid, offset) => {
    const session = await restore(pid, offset)
    if (!session) throw new Error('session or offset not found')
    // 2. What the replay holds may still come through the loop.
    const offsets = new Set<string>()
    let last = offset
    for (const data of session.missedPackets) {
      const packetOffset = offsetOf(data)
      if (!packetOffset) continue
      offsets.add(packetOffset)
      last = packetOffset
    }
    // 3. What the loop delivered past the replay, before this socket was back in its rooms.
    for (const entry of recent) {
      if (compareIds(entry.offset, last) <= 0) continue
      const message = decode(entry.raw)
      const data = message.data
      if (message.nsp !== guarded.nsp.name || message.type !== BROADCAST || !data) continue
      if (!reaches(session.rooms, data.opts)) continue
      session.missedPackets.push([...(data.packet.data ?? []), entry.offset])
    }
    if (offsets.size > 0) {
      replayed.set(session.sid, offsets)
      const timer = setTimeout(() => {
        if (replayed.get(session.sid) === offsets) replayed.delete(session.sid)
      }, WATCH_MS)
      timer.unref()
    } else {
      replayed.delete(session.sid)
    }
    return session
  }

  // A broadcast encodes its packet, then writes it to each socket `apply` finds, synchronously:
  // the packet is known from the first step while the second runs.
  let current: Packet | undefined
  const encode = guarded._encode.bind(guarded)
  guarded._encode = (packet, opts) => {
    current = packet
    return encode(packet, opts)
  }
  const apply = guarded.apply.bind(guarded)
  guarded.apply = (opts, callback) => {
    const packet = current
    current = undefined
    // 1. Our own broadcast, on its first way: the loop delivers it.
    if (packet && published.has(packet)) {
      published.delete(packet)
      return
    }
    const packetOffset = offsetOf(packet?.data)
    if (!packetOffset || replayed.size === 0) return apply(opts, callback)
    apply(opts, (socket) => {
      const offsets = replayed.get(socket.id)
      if (offsets?.delete(packetOffset)) {
        if (offsets.size === 0) replayed.delete(socket.id)
        return
      }
      callback(socket)
    })
  }
}
