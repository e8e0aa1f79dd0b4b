import { SubscriptionRevenue } from '@airwave/react/subscription'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import {
  loadSubscriberWords,
  startSubscribers,
  subscribers,
  subscriberWords,
} from './subscriberStory'

// The monetization page's subscription panel (/dashboard/monetization): active subscribers,
// revenue by currency, gems from gem-paid gifts.

const meta = {
  title: 'Subscription/SubscriptionRevenue',
  component: SubscriptionRevenue,
  globals: { role: 'owner' },
  parameters: { account: true },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
  loaders: [loadSubscriberWords],
  beforeEach: startSubscribers,
} satisfies Meta<typeof SubscriptionRevenue>

export default meta
type Story = StoryObj<typeof meta>

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.aw-revenue')?.getAttribute('data-state')

/** Four active subscribers, dollars and baht, 1,500 gems. */
export const Revenue: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = subscriberWords(globals.locale)
    await canvas.findByText(t('revenuePayments', { count: 6 }))
    await expect(canvas.getByText(t('revenueActive'))).toBeVisible()
    await expect(stateOf(canvasElement)).toBe('ready')
  },
}

export const None: Story = {
  parameters: subscribers({ active: 0, past: 0 }),
  play: async ({ canvas, globals }) => {
    await canvas.findByText(subscriberWords(globals.locale)('revenueNone'))
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['getSubscriptionRevenue'] } },
  play: async ({ canvas, canvasElement, globals }) => {
    await canvas.findByText(subscriberWords(globals.locale)('loading'))
    await expect(stateOf(canvasElement)).toBe('loading')
  },
}

export const Failed: Story = {
  parameters: { backend: { failing: ['getSubscriptionRevenue'] } },
  play: async ({ canvas, globals }) => {
    const t = subscriberWords(globals.locale)
    await canvas.findByText(t('revenueFailed'), {}, { timeout: 10_000 })
    await expect(canvas.getByRole('button', { name: t('retry') })).toBeVisible()
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Revenue.play }

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: Revenue.play,
}
