import { createWidgetConnection } from '@airwave/sdk/widget'
import { WidgetOverlay } from '@airwave/widgets/overlays'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { API_ORIGIN } from '../../src/mocks/route'
import {
  resetWidget,
  sendAlert,
  type WidgetScenario,
  widgetSocket,
  widgetSocketControl,
} from '../../src/mocks/widget'
import { OverlayFrame } from './OverlayFrame'

// A whole alert box overlay page from its key: the SDK's machines over MSW's widget calls and a
// fake socket that pushes the emulator's alerts and can be lost as a network would.

function Page({ inObs = false }: { inObs?: boolean }) {
  return (
    <OverlayFrame>
      <WidgetOverlay
        widgetKey="q3Zb7YH0x9cJcAlwPR2m1w"
        baseUrl={API_ORIGIN}
        inObs={inObs}
        connect={(options) =>
          createWidgetConnection({
            ...options,
            transport: widgetSocket(),
            // Reconnection waits an hour: a lost socket stays lost until the story restores it.
            backoff: { baseMs: 3_600_000, maxMs: 3_600_000 },
          })
        }
      />
    </OverlayFrame>
  )
}

const quick = { timeout: 2, animation: 'none', sound: 'none' }
const QUICK = { types: { gem: quick, subscription: quick, voucher: quick, mission: quick } }

const meta = {
  title: 'Widgets/Alert box overlay',
  component: Page,
  parameters: { widget: { settings: QUICK } satisfies WidgetScenario },
  beforeEach: ({ parameters }) => resetWidget(parameters.widget as WidgetScenario),
} satisfies Meta<typeof Page>

export default meta
type Story = StoryObj<typeof meta>

const root = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.aw-widget-root') as HTMLElement
const notice = (canvasElement: HTMLElement) => canvasElement.querySelector('.aw-widget-notice')
const ready = (canvasElement: HTMLElement) =>
  waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-link', 'connected'))

/** Alerts play one after another; one below the gem minimum never shows. */
export const Playing: Story = {
  parameters: {
    widget: {
      settings: {
        ...QUICK,
        exposure: { gem: { mode: { disabled: false }, minimumExposureNumber: 100 } },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement)
    const first = sendAlert({ type: 'gem', nickname: 'Mina', gem: 500 })
    sendAlert({ type: 'gem', nickname: 'Cheap', gem: 5 })
    const third = sendAlert({ type: 'subscription', nickname: 'Kim', days: 30, regular: true })
    await waitFor(() =>
      expect(canvasElement.querySelector('.aw-alert')).toHaveAttribute(
        'data-seq',
        String(first.seq),
      ),
    )
    await expect(canvasElement.querySelector('.aw-alertbox')).toHaveAttribute('data-queued', '2')
    await waitFor(
      () =>
        expect(canvasElement.querySelector('.aw-alert')).toHaveAttribute(
          'data-seq',
          String(third.seq),
        ),
      { timeout: 10_000 },
    )
    await expect(within(canvasElement).queryByText(/Cheap/)).toBeNull()
  },
}

/** Nothing on the scene between alerts. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement)
    await expect(canvasElement.querySelector('.aw-alertbox')).toHaveAttribute('data-state', 'idle')
    await expect(canvasElement.querySelector('.aw-alert')).toBeNull()
  },
}

/** Paused: alerts wait. */
export const Paused: Story = {
  parameters: { widget: { settings: QUICK, paused: true } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement)
    sendAlert({ type: 'gem', nickname: 'Mina', gem: 500 })
    await waitFor(() =>
      expect(canvasElement.querySelector('.aw-alertbox')).toHaveAttribute('data-queued', '1'),
    )
    await expect(canvasElement.querySelector('.aw-alertbox')).toHaveAttribute(
      'data-state',
      'paused',
    )
  },
}

/**
 * The socket is lost: outside OBS a note says the overlay reconnects; the alerts sent meanwhile
 * come with the catch-up once it is back.
 */
export const Reconnecting: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement)
    widgetSocketControl().lose()
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-link', 'disconnected'))
    await expect(notice(canvasElement)).toHaveTextContent('Reconnecting…')
    const missed = sendAlert({ type: 'voucher', nickname: 'Lee', count: 5 })
    await expect(canvasElement.querySelector('.aw-alert')).toBeNull()
    widgetSocketControl().restore()
    // The reconnection would wait an hour; the browser's network coming back reconnects at once.
    window.dispatchEvent(new Event('offline'))
    window.dispatchEvent(new Event('online'))
    await waitFor(() =>
      expect(canvasElement.querySelector('.aw-alert')).toHaveAttribute(
        'data-seq',
        String(missed.seq),
      ),
    )
  },
}

/** In OBS nothing but the alerts shows, even while reconnecting. */
export const ReconnectingInObs: Story = {
  args: { inObs: true },
  play: async ({ canvasElement }) => {
    await ready(canvasElement)
    widgetSocketControl().lose()
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-link', 'disconnected'))
    await expect(notice(canvasElement)).toBeNull()
  },
}

/** A replaced URL: outside OBS the page says where to find the new one. */
export const Revoked: Story = {
  parameters: { widget: { revoked: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'revoked'))
    await expect(notice(canvasElement)).toHaveTextContent('This widget URL was replaced.')
  },
}
