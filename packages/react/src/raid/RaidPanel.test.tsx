import { ApiError } from '@airwave/sdk'
import { raidCatalogue } from '@airwave/sdk/i18n'
import type { Raid } from '@airwave/sdk/raid'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fakeRealtime, fakeSocket } from '../realtime/fakeSocket.fixture'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { fakeClient } from '../shared/testing.fixture'
import { RaidPanel } from './RaidPanel'

beforeAll(() => raidCatalogue.load('ko-KR'))
afterEach(cleanup)

function renderPanel(options: {
  available: boolean
  raid?: (raidChannelId: string) => Promise<Raid>
  streams?: () => Promise<{
    streamList: { channelId: string; title?: string; isStream?: boolean }[]
  }>
  locale?: string
}) {
  const socket = fakeSocket()
  const realtime = fakeRealtime(socket, { quiet: true })
  const raids: string[] = []
  const client = fakeClient({
    live: {
      listStreams:
        options.streams ??
        (async () => ({
          streamList: [
            { channelId: 'airwave', title: 'Mine', isStream: true },
            { channelId: 'viewer1', title: 'Late show', isStream: true },
          ],
        })),
      viewerRaid: async (body) => {
        raids.push(body.raidChannelId)
        return (options.raid ?? (async (id) => ({ raidChannelId: id })))(body.raidChannelId)
      },
    },
  })
  const result = render(
    <StrictMode>
      <AirwaveProvider
        client={client}
        realtime={realtime}
        locale={options.locale}
        onLoginRequired={() => {}}
      >
        <RaidPanel channelId="airwave" available={options.available} />
      </AirwaveProvider>
    </StrictMode>,
  )
  const panel = () => result.container.querySelector('.aw-raid-panel')
  return { ...result, raids, socket, realtime, panel }
}

describe('RaidPanel', () => {
  it('says a raid needs a live while not live', async () => {
    const { panel, container, realtime } = renderPanel({ available: false })
    expect(await screen.findByText('You can raid while you are live.')).toBeDefined()
    expect(panel()?.getAttribute('data-state')).toBe('unavailable')
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(await axeViolations(container)).toEqual([])
    realtime.stop()
  })

  it('lists the other live channels, starts the raid and says it was sent', async () => {
    const { raids, panel, container, realtime } = renderPanel({ available: true })
    const select = await screen.findByRole('combobox', { name: 'Live channel' })
    await screen.findByRole('option', { name: 'Late show (viewer1)' })
    expect(screen.queryByRole('option', { name: /Mine/ })).toBeNull()
    const start = screen.getByRole('button', { name: 'Start raid' })
    expect((start as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(select, { target: { value: 'viewer1' } })
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(start)
    await screen.findByText('Raid sent: your viewers are on their way to viewer1.')
    expect(panel()?.getAttribute('data-state')).toBe('sent')
    expect(raids).toEqual(['viewer1'])
    realtime.stop()
  })

  it('says why a raid was refused', async () => {
    const { panel, realtime } = renderPanel({
      available: true,
      raid: async () => {
        throw new ApiError(409, 'STR40011', 'This channel is not live')
      },
    })
    const select = await screen.findByRole('combobox', { name: 'Live channel' })
    await screen.findByRole('option', { name: 'Late show (viewer1)' })
    fireEvent.change(select, { target: { value: 'viewer1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Start raid' }))
    await screen.findByText('That channel is not live any more. Pick another one.')
    expect(panel()?.getAttribute('data-state')).toBe('failed')
    realtime.stop()
  })

  it('says when no other channel is live, and when the list fails', async () => {
    const empty = renderPanel({ available: true, streams: async () => ({ streamList: [] }) })
    await screen.findByText('No other channel is live right now.')
    empty.realtime.stop()
    cleanup()
    const failing = renderPanel({
      available: true,
      streams: async () => {
        throw new Error('down')
      },
    })
    await screen.findByText('The live channels could not be loaded.', undefined, {
      timeout: 30_000,
    })
    failing.realtime.stop()
  })

  it('follows RAID_AVAILABILITY, and speaks Korean', async () => {
    const { socket, realtime } = renderPanel({ available: false, locale: 'ko-KR' })
    await screen.findByText('라이브 중에만 레이드할 수 있습니다.')
    await waitFor(() => expect(socket.handshakes.length).toBeGreaterThan(0))
    socket.push('RAID_AVAILABILITY', { isRaidAvailable: true })
    await screen.findByRole('button', { name: '레이드 시작' })
    realtime.stop()
  })
})
