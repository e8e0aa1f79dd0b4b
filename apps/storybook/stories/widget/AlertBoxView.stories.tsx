import { catalogueText, widgetCatalogue } from '@airwave/sdk/i18n'
import { type AlertInput, alertTypeStyleSchema } from '@airwave/sdk/widget'
import { AlertBoxView } from '@airwave/widgets/overlays'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { OverlayFrame } from './OverlayFrame'

// One alert of the alert box, from props alone, in each of its states: what the overlay and the
// dashboard's preview render.

interface Args {
  alert: AlertInput & { test?: boolean }
  state: 'showing' | 'leaving'
  style?: Record<string, unknown>
  maxMessageLength?: number
  scene?: 'dark' | 'light'
  locale?: string
}

function Alert({
  alert,
  state,
  style = {},
  maxMessageLength = 999,
  scene,
  locale = 'en-US',
}: Args) {
  return (
    <OverlayFrame {...(scene ? { scene } : {})}>
      <div className="aw-widget aw-alertbox">
        <AlertBoxView
          alert={alert}
          state={state}
          style={alertTypeStyleSchema.parse(style)}
          maxMessageLength={maxMessageLength}
          t={catalogueText(widgetCatalogue, locale)}
        />
      </div>
    </OverlayFrame>
  )
}

const meta = {
  title: 'Widgets/Alert box',
  component: Alert,
  args: { state: 'showing', alert: { type: 'gem', nickname: 'Mina', gem: 500 } },
  loaders: [async ({ args }) => ({ words: await widgetCatalogue.load(args.locale ?? 'en-US') })],
} satisfies Meta<typeof Alert>

export default meta
type Story = StoryObj<typeof meta>

const alertOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.aw-alert') as HTMLElement

/** Gems, with the viewer's message, over a dark scene. */
export const Gems: Story = {
  args: { alert: { type: 'gem', nickname: 'Mina', gem: 500, message: 'Great stream!' } },
  play: async ({ canvasElement }) => {
    const alert = alertOf(canvasElement)
    await expect(alert).toHaveAttribute('data-state', 'showing')
    await expect(alert).toHaveAttribute('data-type', 'gem')
    // Visible once its entrance has played.
    await waitFor(() => expect(within(alert).getByText('Mina')).toBeVisible())
    await expect(alert).toHaveTextContent('Mina sent 500 gems!')
    await expect(within(alert).getByText('Great stream!')).toBeVisible()
  },
}

/** A cheer of one of the streamer's signature gems: the special alert, titled by them. */
export const SignatureGem: Story = {
  args: {
    alert: {
      type: 'gem',
      nickname: 'Mina',
      gem: 777,
      message: 'Lucky!',
      signature: { signatureGemIdx: 3, title: 'Lucky sevens' },
    },
  },
  play: async ({ canvasElement }) => {
    const alert = alertOf(canvasElement)
    await expect(alert).toHaveAttribute('data-signature', '3')
    await waitFor(() =>
      expect(within(alert).getByText('Signature gem: Lucky sevens')).toBeVisible(),
    )
    await expect(alert).toHaveTextContent('Mina sent 777 gems!')
  },
}

/** One gem: the singular. */
export const OneGem: Story = {
  args: { alert: { type: 'gem', nickname: 'Mina', gem: 1 } },
  play: async ({ canvasElement }) => {
    await expect(alertOf(canvasElement)).toHaveTextContent('Mina sent 1 gem!')
  },
}

/** A subscription in its sixth month, over a light scene. */
export const Subscription: Story = {
  args: {
    alert: { type: 'subscription', nickname: 'Kim', days: 30, regular: true, months: 6 },
    scene: 'light',
  },
  play: async ({ canvasElement }) => {
    await expect(alertOf(canvasElement)).toHaveTextContent('Kim subscribed for 6 months!')
  },
}

export const Vouchers: Story = {
  args: { alert: { type: 'voucher', nickname: 'Lee', count: 5 } },
  play: async ({ canvasElement }) => {
    await expect(alertOf(canvasElement)).toHaveTextContent('Lee gifted 5 subscriptions!')
  },
}

/** A challenge mission with its title and gems. */
export const Mission: Story = {
  args: {
    alert: {
      type: 'mission',
      nickname: 'Park',
      totalGem: 1200,
      ceremonyType: 1,
      title: 'No deaths',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(alertOf(canvasElement)).toHaveTextContent('No deaths · Mission worth 1,200 gems')
  },
}

/** The streamer's own text, with the name set apart and the amount filled in. */
export const OwnText: Story = {
  args: {
    alert: { type: 'gem', nickname: 'Mina', gem: 77 },
    style: { template: 'Thank you {name} for {amount} gems', accentColor: '#4dd0e1', textSize: 30 },
  },
  play: async ({ canvasElement }) => {
    const alert = alertOf(canvasElement)
    await expect(alert).toHaveTextContent('Thank you Mina for 77 gems')
    await expect(getComputedStyle(alert).fontSize).toBe('30px')
  },
}

/** A long message is cut to the settings' maximum. */
export const LongMessage: Story = {
  args: {
    alert: { type: 'gem', nickname: 'Mina', gem: 500, message: 'x'.repeat(300) },
    maxMessageLength: 40,
  },
  play: async ({ canvasElement }) => {
    const message = canvasElement.querySelector('.aw-alert-message') as HTMLElement
    await expect(message.textContent).toBe(`${'x'.repeat(40)}…`)
  },
}

/** The emulator's alerts say so. */
export const TestAlert: Story = {
  args: { alert: { type: 'gem', nickname: 'Mina', gem: 100, test: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(alertOf(canvasElement)).getByText('Test alert')).toBeVisible(),
    )
  },
}

/** On its way out. */
export const Leaving: Story = {
  args: { state: 'leaving', style: { animation: 'fade' } },
  play: async ({ canvasElement }) => {
    await expect(alertOf(canvasElement)).toHaveAttribute('data-state', 'leaving')
  },
}

export const Korean: Story = {
  args: { alert: { type: 'voucher', nickname: '민아', count: 3 }, locale: 'ko-KR' },
  play: async ({ canvasElement }) => {
    await expect(alertOf(canvasElement)).toHaveTextContent('민아 님이 구독권 3개를 선물했습니다!')
  },
}
