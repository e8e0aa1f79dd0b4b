/** How long a recovered socket is watched for a replayed packet arriving again live. */
const WATCH_MS = 60_000

type Packet = { data?: unknown[] }
type Session = { sid: string; missedPackets: unknown[][] } | null
type GuardedAdapter = {
  restoreSession(pid: string, offset: string): Promise<Session>
  _encode(packet: Packet, opts: unknown): unknown
  apply(opts: unknown, callback: (socket: { id: string }) => void): void
}

const offsetOf = (data: unknown[] | undefined) => {
  const last = data?.[data.length - 1]
  return typeof last === 'string' ? last : undefined
}

/**
 * Makes connection-state recovery exactly-once on the Redis streams adapter.
 *
 * A recovered socket gets what it missed from the stream (XRANGE up to now), then joins its
 * rooms. This instance reads the stream on its own loop (XREAD), which may still be behind:
 * a packet already replayed to the socket would then reach it a second time once the loop
 * gets there, the socket now being in the room. The guard remembers the offsets replayed to each
 * recovered socket and drops those packets when they come again. (The in-memory adapter replays
 * and joins in one step and needs none of this.)
 *
 * @example
 * guardRecovery(io.of('/').adapter)
 */
export function guardRecovery(adapter: object): void {
  const guarded = adapter as GuardedAdapter
  const replayed = new Map<string, Set<string>>()

  const restore = guarded.restoreSession.bind(guarded)
  guarded.restoreSession = async (pid, offset) => {
    const session = await restore(pid, offset)
    if (!session) return session
    const offsets = new Set<string>()
    for (const data of session.missedPackets) {
      const packetOffset = offsetOf(data)
      if (packetOffset) offsets.add(packetOffset)
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

  // A broadcast encodes its packet, then writes it to each socket `apply` finds: the packet is
  // known from the first step while the second runs, synchronously.
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
