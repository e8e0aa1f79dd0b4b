import type { LiveState } from '@airwave/sdk/live'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeRealtime, fakeSocket } from '../realtime/fakeSocket.fixture'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { fakeClient } from '../shared/testing.fixture'
import { LiveScreens } from './LiveScreens'

afterEach(cleanup)

function renderScreens(live: LiveState) {
  const socket = fakeSocket()
  const realtime = fakeRealtime(socket, { quiet: true })
  const client = fakeClient({
    video: {
      recommendLiveEnd: async () => ({
        idx: 7,
        titleName: 'Highlights',
        type: 'upload',
        channelId: 'airwave',
        channelNickname: 'Airwave',
        duration: 95,
      }),
    },
  })
  const went: string[] = []
  const ui = (state: LiveState) => (
    <StrictMode>
      <AirwaveProvider client={client} realtime={realtime} onLoginRequired={() => {}}>
        <div className="aw-player-overlay">
          <LiveScreens
            channelId="airwave"
            live={state}
            raiderName="Airwave"
            onRaid={({ path }) => went.push(path)}
            onPlay={({ path }) => went.push(path)}
          />
        </div>
      </AirwaveProvider>
    </StrictMode>
  )
  const result = render(ui(live))
  return {
    ...result,
    socket,
    realtime,
    went,
    show: (state: LiveState) => result.rerender(ui(state)),
  }
}

describe('LiveScreens', () => {
  it('shows the live-end screen when the live ends, and plays a video on a click', async () => {
    const { show, went, container, realtime } = renderScreens('ON')
    expect(container.querySelector('[data-live-end]')?.getAttribute('data-live-end')).toBe('hidden')
    show('OFF')
    const heading = await screen.findByRole('heading', { name: 'The live has ended' })
    expect(heading).toBeDefined()
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(screen.getByRole('link', { name: 'Highlights by Airwave' }))
    expect(went).toEqual(['/video/7'])
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() =>
      expect(container.querySelector('[data-live-end]')?.getAttribute('data-live-end')).toBe(
        'closed',
      ),
    )
    expect(screen.queryByRole('heading', { name: 'The live has ended' })).toBeNull()
    realtime.stop()
  })

  it('shows a raid over the live-end screen and goes on "Go now"', async () => {
    const { show, socket, went, container, realtime } = renderScreens('ON')
    show('OFF')
    await screen.findByRole('heading', { name: 'The live has ended' })
    await waitFor(() => expect(socket.sent.length).toBeGreaterThan(0))
    act(() =>
      socket.push('VIEWER_RAID', {
        raidChannelData: {
          raidType: 1,
          channelList: [{ channelId: 'viewer1', nickname: 'Viewer One', title: 'Late show' }],
        },
      }),
    )
    await screen.findByRole('heading', { name: 'Airwave is raiding Viewer One' })
    expect(screen.queryByRole('heading', { name: 'The live has ended' })).toBeNull()
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('10')
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Go now' }))
    expect(went).toEqual(['/viewer1'])
    realtime.stop()
  })
})
