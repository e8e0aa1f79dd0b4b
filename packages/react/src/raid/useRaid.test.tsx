import type { LiveState } from '@airwave/sdk/live'
import type { RaidNavigation } from '@airwave/sdk/raid'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeRealtime, fakeSocket } from '../realtime/fakeSocket.fixture'
import { fakeClient, wrapperFor } from '../shared/testing.fixture'
import { useRaid } from './useRaid'

afterEach(cleanup)

const raidNow = {
  channelId: 'airwave',
  raidChannelData: {
    raidType: 1,
    refKey: 'r1',
    channelList: [{ channelId: 'viewer1', nickname: 'Viewer One' }],
  },
}

function setup(live: LiveState, countdownSeconds = 10) {
  const socket = fakeSocket()
  const realtime = fakeRealtime(socket, { quiet: true })
  const wrapper = wrapperFor({ client: fakeClient({}), realtime, onLoginRequired: () => {} })
  const navigations: RaidNavigation[] = []
  const hook = renderHook(
    ({ state }: { state: LiveState }) =>
      useRaid('airwave', {
        live: state,
        countdownSeconds,
        random: () => 0,
        onRaid: (navigation) => navigations.push(navigation),
      }),
    { wrapper, initialProps: { state: live } },
  )
  return { socket, realtime, navigations, ...hook }
}

describe('useRaid', () => {
  it('enters the channel and counts down to the raided channel under StrictMode', async () => {
    const { socket, realtime, result, navigations } = setup('ON')
    await waitFor(() =>
      expect(socket.sent).toContainEqual({
        name: 'ENTER_CHANNEL',
        payload: { channelId: 'airwave' },
      }),
    )
    expect(result.current.screen.state).toBe('hidden')
    act(() => socket.push('VIEWER_RAID', raidNow))
    await waitFor(() => expect(result.current.screen.state).toBe('countdown'))
    expect(result.current.screen).toMatchObject({
      kind: 'now',
      target: { channelId: 'viewer1' },
      remaining: 10,
    })
    act(() => result.current.go())
    await waitFor(() => expect(navigations).toHaveLength(1))
    expect(navigations[0]).toMatchObject({ path: '/viewer1', entryWay: 'raid_cms_auto' })
    expect(result.current.screen.state).toBe('raided')
    realtime.stop()
  })

  it('goes by itself at the end of the countdown', async () => {
    const { socket, realtime, result, navigations } = setup('ON', 1)
    await waitFor(() => expect(socket.sent.length).toBeGreaterThan(0))
    act(() => socket.push('VIEWER_RAID', raidNow))
    await waitFor(() => expect(result.current.screen.state).toBe('countdown'))
    // The machine's one-second timer, in real time here: waited for, not assumed.
    await waitFor(() => expect(navigations.map((n) => n.path)).toEqual(['/viewer1']), {
      timeout: 10_000,
    })
    realtime.stop()
  })

  it('shows the autoplay list once the live is not on, and stays on stay', async () => {
    const { socket, realtime, result, rerender } = setup('ON')
    await waitFor(() => expect(socket.sent.length).toBeGreaterThan(0))
    act(() =>
      socket.push('VIEWER_RAID', {
        raidChannelData: { raidType: 2, channelList: [{ channelId: 'viewer2' }] },
      }),
    )
    expect(result.current.screen.state).toBe('hidden')
    rerender({ state: 'OFF' })
    await waitFor(() => expect(result.current.screen.state).toBe('countdown'))
    expect(result.current.screen.kind).toBe('autoplay')
    act(() => result.current.stay())
    await waitFor(() => expect(result.current.screen.state).toBe('hidden'))
    realtime.stop()
  })
})
