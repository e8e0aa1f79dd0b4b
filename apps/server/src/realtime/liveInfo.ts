import { createPushThrottle, type PushThrottleOptions } from './pushThrottle'

export interface LiveInfoPusher {
  /** The channel's count may have changed: push it soon if it did. */
  changed(handle: string): void
  close(): void
}

export interface LiveInfoPusherOptions extends PushThrottleOptions {
  count(handle: string): Promise<number>
  push(handle: string, totalViewer: number): void
}

/**
 * Coalesces viewer-count changes into LIVE_INFO pushes: the first change of a quiet channel is
 * pushed at once, later ones at most once per interval (the count read when the push goes out,
 * so a burst of joins is one push). A count equal to the last one pushed is not pushed again.
 *
 * @example
 * const pusher = createLiveInfoPusher({ count: presence.count, push: emitLiveInfo })
 * presence.onChange((handle) => pusher.changed(handle))
 */
export function createLiveInfoPusher(options: LiveInfoPusherOptions): LiveInfoPusher {
  const throttle = createPushThrottle<string>(options)
  const lastCount = new Map<string, number>()

  const push = async (handle: string) => {
    const count = await options.count(handle)
    if (throttle.closed || lastCount.get(handle) === count) return
    lastCount.set(handle, count)
    options.push(handle, count)
    // A channel nobody watches here any more is forgotten once its zero went out.
    if (count === 0) {
      lastCount.delete(handle)
      throttle.forget(handle)
    }
  }

  return {
    changed: (handle) => throttle.changed(handle, () => push(handle)),
    close: () => throttle.close(),
  }
}
