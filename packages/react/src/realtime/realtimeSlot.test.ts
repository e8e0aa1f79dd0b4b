import type { Realtime, RealtimeOptions } from '@airwave/sdk/realtime'
import { describe, expect, it, vi } from 'vitest'
import { realtimeSlot } from './realtimeSlot'

function fakeMake() {
  const made: { options: RealtimeOptions; stop: ReturnType<typeof vi.fn> }[] = []
  const make = (options: RealtimeOptions) => {
    const stop = vi.fn()
    made.push({ options, stop })
    return { stop } as unknown as Realtime
  }
  return { made, make }
}

// The slot stops what it made a task after the last user left: wait for that task.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('realtimeSlot', () => {
  it('makes nothing until a hook asks, then one connection for every hook', () => {
    const session = { getAccessToken: async () => 'token', subscribe: () => () => {} }
    const { made, make } = fakeMake()
    const slot = realtimeSlot({ baseUrl: 'https://api.example.com', clientId: 'web', session })
    expect(made).toHaveLength(0)
    const first = slot.get('useChat', make)
    expect(slot.get('useLiveInfo', make)).toBe(first)
    expect(made).toHaveLength(1)
    expect(made[0]?.options).toEqual({
      baseUrl: 'https://api.example.com',
      clientId: 'web',
      session,
    })
  })

  it('uses the connection it was given as it is, and never stops it', async () => {
    const given = { stop: vi.fn() } as unknown as Realtime
    const { made, make } = fakeMake()
    const slot = realtimeSlot({ realtime: given, clientId: 'web' })
    expect(slot.get('useChat', make)).toBe(given)
    slot.retain()
    slot.release()
    await nextTask()
    expect(made).toHaveLength(0)
    expect(given.stop).not.toHaveBeenCalled()
  })

  it('stops the one it made once the last user leaves, but not across a StrictMode remount', async () => {
    const { made, make } = fakeMake()
    const slot = realtimeSlot({ baseUrl: 'https://api.example.com', clientId: 'web' })
    slot.get('useChat', make)
    slot.retain()
    // StrictMode: unmounted and mounted again at once.
    slot.release()
    slot.retain()
    await nextTask()
    expect(made[0]?.stop).not.toHaveBeenCalled()
    slot.release()
    await nextTask()
    expect(made[0]?.stop).toHaveBeenCalledTimes(1)
    // The next hook gets a new one.
    slot.get('useChat', make)
    expect(made).toHaveLength(2)
  })

  it('names the hook and the way out when the provider can make none', () => {
    const slot = realtimeSlot({ clientId: 'web' })
    expect(() => slot.get('useChat', fakeMake().make)).toThrow(
      /useChat needs the page's real-time connection.*realtime=\{createRealtime/,
    )
  })
})
