import { failure, success } from '@airwave/sdk/contract'
import type { SocketTransport, TransportSignal } from '@airwave/sdk/realtime'
import {
  alertBoxSettingsSchema,
  createWidgetConnection,
  type OverlayConfig,
} from '@airwave/sdk/widget'
import { act, render, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { WidgetOverlay } from './WidgetOverlay'

// The overlay page over a fake socket and a fake API, under StrictMode: it reads its widget
// with its key, plays what the socket pushes, reports its health, and ends on a revoked key.

const KEY = 'q3Zb7YH0x9cJcAlwPR2m1w'

function fakeSocket() {
  const listeners = new Set<(signal: TransportSignal) => void>()
  const sent: { name: string; payload: unknown }[] = []
  let up = false
  const transport: SocketTransport = {
    connect() {
      setTimeout(() => {
        up = true
        for (const listener of [...listeners]) listener({ type: 'connected', recovered: false })
      }, 0)
    },
    drop() {
      up = false
    },
    close() {
      up = false
    },
    connected: () => up,
    async emitWithAck(name, payload) {
      sent.push({ name, payload })
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
  return { transport, sent, push }
}

function fakeApi(answer: () => Response) {
  const keys: (string | null)[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    keys.push(new Headers(init?.headers).get('x-widget-key'))
    const url = new URL(String(input))
    if (url.pathname === '/v2/widget/overlay/alerts') {
      return Response.json({ ...success({ alerts: [] }), statusCode: 200 })
    }
    return answer()
  }
  return { fetch, keys }
}

const config: OverlayConfig = {
  kind: 'alertbox',
  channelId: 'airwave',
  nickname: 'Airwave',
  serverTime: new Date().toISOString(),
  settings: alertBoxSettingsSchema.parse({}),
  paused: false,
  lastSeq: 10,
}

afterEach(() => {
  document.documentElement.className = ''
})

describe('WidgetOverlay', () => {
  it('reads its widget with its key, plays a pushed alert and reports its health', async () => {
    const socket = fakeSocket()
    const api = fakeApi(() => Response.json({ ...success(config), statusCode: 200 }))
    const { container } = render(
      <StrictMode>
        <WidgetOverlay
          widgetKey={KEY}
          baseUrl="https://api.airwave.test"
          inObs
          connect={(options) =>
            createWidgetConnection({ ...options, transport: socket.transport, fetch: api.fetch })
          }
        />
      </StrictMode>,
    )
    await waitFor(() =>
      expect(container.querySelector('.aw-widget-root')).toHaveProperty(
        'dataset.link',
        'connected',
      ),
    )
    expect(document.documentElement.classList.contains('aw-widget-page')).toBe(true)
    expect(api.keys.every((key) => key === KEY)).toBe(true)
    act(() =>
      socket.push('WIDGET_ALERT', {
        alert: {
          type: 'gem',
          nickname: 'Mina',
          gem: 500,
          seq: 11,
          createdAt: config.serverTime,
          test: true,
        },
      }),
    )
    await waitFor(() =>
      expect(container.querySelector('.aw-alert')?.getAttribute('data-seq')).toBe('11'),
    )
    expect(container.querySelector('.aw-alert')?.textContent).toContain('Mina sent 500 gems!')
    // Reports are spaced at least OVERLAY_REPORT_GAP_MS apart: wait past it (a hang guard).
    await waitFor(
      () =>
        expect(socket.sent.filter((s) => s.name === 'WIDGET_HEALTH').at(-1)?.payload).toMatchObject(
          { state: 'showing', showing: 11 },
        ),
      { timeout: 15_000 },
    )
    // In OBS no notice ever shows.
    expect(container.querySelector('.aw-widget-notice')).toBeNull()
  })

  it('says its URL was replaced, outside OBS', async () => {
    const socket = fakeSocket()
    const api = fakeApi(() =>
      Response.json(failure(404, 'WID10000', 'No widget has this key'), { status: 404 }),
    )
    const { container } = render(
      <StrictMode>
        <WidgetOverlay
          widgetKey={KEY}
          baseUrl="https://api.airwave.test"
          inObs={false}
          connect={(options) =>
            createWidgetConnection({ ...options, transport: socket.transport, fetch: api.fetch })
          }
        />
      </StrictMode>,
    )
    await waitFor(() =>
      expect(container.querySelector('.aw-widget-root')).toHaveProperty('dataset.state', 'revoked'),
    )
    expect(container.querySelector('.aw-widget-notice')?.textContent).toContain(
      'This widget URL was replaced.',
    )
  })
})
