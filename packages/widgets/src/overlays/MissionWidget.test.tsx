import { success } from '@airwave/sdk/contract'
import { catalogueText, widgetCatalogue } from '@airwave/sdk/i18n'
import type { Mission } from '@airwave/sdk/mission'
import type { SocketTransport, TransportSignal } from '@airwave/sdk/realtime'
import { createWidgetConnection, missionWidgetSettingsSchema } from '@airwave/sdk/widget'
import { act, render, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { describe, expect, it } from 'vitest'
import { MissionWidget } from './MissionWidget'

// The mission overlay over a fake API and a fake socket, under StrictMode: it reads the open
// and started lists, then follows the channel's MISSION_UPDATE events.

function fakeSocket() {
  const listeners = new Set<(signal: TransportSignal) => void>()
  let up = false
  const commands: { name: string; payload: unknown }[] = []
  const transport: SocketTransport = {
    connect() {
      up = true
      for (const listener of [...listeners]) listener({ type: 'connected', recovered: false })
    },
    drop() {
      up = false
    },
    close() {
      up = false
    },
    connected: () => up,
    async emitWithAck(name, payload) {
      commands.push({ name, payload })
      return { ok: true }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
  const push = (name: string, payload: unknown) => {
    for (const listener of [...listeners]) listener({ type: 'event', name, payload })
  }
  return { transport, push, commands }
}

const mission = (
  missionIdx: number,
  missionStatus: number,
  totalGem: number,
  title: string,
): Mission => ({
  missionIdx,
  missionStatus,
  totalGem,
  title,
})

describe('MissionWidget', () => {
  it('shows the open and started missions and follows MISSION_UPDATE live', async () => {
    const socket = fakeSocket()
    const asked: string[] = []
    const fetch: typeof globalThis.fetch = async (input) => {
      const url = new URL(String(input))
      const list = url.searchParams.get('list') ?? ''
      asked.push(list)
      const missions =
        list === 'started' ? [mission(2, 2, 100, 'Speedrun')] : [mission(1, 1, 500, 'No deaths')]
      return Response.json({ ...success(missions), statusCode: 200 })
    }
    const connection = createWidgetConnection({
      baseUrl: 'https://api.airwave.test',
      widgetKey: 'q3Zb7YH0x9cJcAlwPR2m1w',
      transport: socket.transport,
      fetch,
    })
    const t = catalogueText(widgetCatalogue, 'en-US')
    const settings = missionWidgetSettingsSchema.parse({})
    const { container } = render(
      <StrictMode>
        <MissionWidget
          connection={connection}
          channelId="airwave"
          settings={settings}
          t={t}
          connected
        />
      </StrictMode>,
    )
    const titles = () =>
      [...container.querySelectorAll('.aw-missionwidget-item')].map((li) => li.textContent)
    await waitFor(() => expect(titles()).toHaveLength(2))
    expect(asked).toEqual(expect.arrayContaining(['open', 'started']))
    expect(titles()[0]).toContain('Speedrun')
    // The server sends a channel's events to the sockets in its room only: the overlay enters.
    await waitFor(() =>
      expect(socket.commands).toContainEqual({
        name: 'ENTER_CHANNEL',
        payload: { channelId: 'airwave' },
      }),
    )
    act(() =>
      socket.push('MISSION_UPDATE', { channelId: 'other', mission: mission(9, 1, 1, 'Elsewhere') }),
    )
    act(() =>
      socket.push('MISSION_UPDATE', { channelId: 'Airwave', mission: mission(3, 1, 900, 'Fresh') }),
    )
    await waitFor(() => expect(titles()).toHaveLength(3))
    expect(titles().join()).not.toContain('Elsewhere')
    act(() =>
      socket.push('MISSION_UPDATE', {
        channelId: 'airwave',
        mission: mission(2, 3, 100, 'Speedrun'),
      }),
    )
    await waitFor(() => expect(titles()).toHaveLength(2))
    expect(titles().join()).not.toContain('Speedrun')
    connection.stop()
  })
})
