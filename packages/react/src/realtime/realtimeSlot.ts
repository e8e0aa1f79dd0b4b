import type { Realtime, RealtimeOptions, RealtimeSession } from '@airwave/sdk/realtime'

/** Makes a page's real-time connection: `createRealtime`, handed in by the hook that needs it. */
type MakeRealtime = (options: RealtimeOptions) => Realtime

/**
 * The provider's place for the page's one real-time connection: the one an app or a story
 * gave, or one made the first time a real-time hook asks, from the provider's `baseUrl`,
 * client id and session. The provider imports nothing of the socket client: the hook that asks
 * hands `createRealtime` in, so a page without a real-time hook never loads it (and the socket
 * library loads with the first connection).
 */
export interface RealtimeSlot {
  /** The connection; `hook` names the caller in the error of a provider that cannot make one. */
  get(hook: string, make: MakeRealtime): Realtime
  /** A component using the connection mounted. */
  retain(): void
  /**
   * It unmounted. The connection the slot made stops once nothing uses it (checked after the
   * current task, so StrictMode's unmount and mount again keep it); a given one is the app's.
   */
  release(): void
}

export interface RealtimeSlotSource {
  /** The app's own connection, used as it is. */
  realtime?: Realtime | undefined
  /** The API's origin (the provider's short form): the socket is at `{baseUrl}/socket.io/`. */
  baseUrl?: string | undefined
  clientId: string
  session?: RealtimeSession | undefined
  /** The statistics' log of the socket's connects and disconnects. */
  log?: RealtimeOptions['log'] | undefined
}

/**
 * A slot over what the provider knows.
 *
 * @example
 * const slot = realtimeSlot({ baseUrl: 'https://api.example.com', clientId: 'web', session })
 * const realtime = slot.get('useChat', createRealtime)
 */
export function realtimeSlot(source: RealtimeSlotSource): RealtimeSlot {
  let made: Realtime | undefined
  let users = 0
  return {
    get(hook, make) {
      if (source.realtime) return source.realtime
      if (made) return made
      if (source.baseUrl === undefined) {
        throw new Error(
          `${hook} needs the page's real-time connection, and the provider has none: ` +
            'pass <AirwaveProvider realtime={createRealtime({ baseUrl, clientId, session })}>, ' +
            'or use its short form <AirwaveProvider baseUrl="…">.',
        )
      }
      made = make({
        baseUrl: source.baseUrl,
        clientId: source.clientId,
        ...(source.session ? { session: source.session } : {}),
        ...(source.log ? { log: source.log } : {}),
      })
      return made
    },
    retain() {
      users++
    },
    release() {
      users--
      setTimeout(() => {
        if (users > 0 || !made) return
        made.stop()
        made = undefined
      }, 0)
    },
  }
}
