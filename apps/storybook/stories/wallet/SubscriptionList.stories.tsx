import { SubscriptionList } from '@airwave/react/wallet'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { phone, startSubscriptions, subscriptions } from './subscriptionStory'
import { loadWalletWords, walletWords } from './walletStory'

// The member's subscriptions (/subscriptions): the active ones, then the past ones, as cards
// with where each stands and the months subscribed.

const meta = {
  title: 'Wallet/SubscriptionList',
  component: SubscriptionList,
  globals: { role: 'member' },
  parameters: { account: true },
  args: { state: 'active' },
  loaders: [loadWalletWords],
  beforeEach: startSubscriptions,
} satisfies Meta<typeof SubscriptionList>

export default meta
type Story = StoryObj<typeof meta>

/** A monthly one that renews, a gift and a cancelled one still in its period. */
export const Active: Story = {
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByText(t('subMonths', { count: 5 }))
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByText(t('subGiftedBy', { name: 'Joon' }))).toBeVisible()
    await expect(
      canvas.getByRole('link', { name: t('subOpen', { channel: 'Airwave' }) }),
    ).toHaveAttribute('href', '/subscriptions/1')
  },
}

/** Ended ones with why: a declined renewal, a cancel, a trial that ran out; a date filter. */
export const Past: Story = {
  args: { state: 'past' },
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByText(/Your card was declined: insufficient funds/)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByLabelText(t('filterFrom'))).toBeVisible()
  },
}

export const NoneActive: Story = {
  parameters: subscriptions({ active: 0 }),
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('subsActiveEmpty'))
  },
}

export const NonePast: Story = {
  args: { state: 'past' },
  parameters: subscriptions({ past: 0 }),
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('subsPastEmpty'))
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['listSubscribeHistory'] } },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('listLoading'))
  },
}

export const Failed: Story = {
  parameters: { backend: { failing: ['listSubscribeHistory'] } },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('subsFailed'), {}, { timeout: 10_000 })
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Active.play,
}

export const Phone: Story = {
  decorators: [phone],
  play: Active.play,
}

export const Korean: Story = {
  globals: { locale: 'ko-KR' },
  play: async ({ canvas }) => {
    await canvas.findByText('5개월 구독')
  },
}
