import { SubscriptionPayments } from '@airwave/react/wallet'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { phone, startSubscriptions, subscriptions } from './subscriptionStory'
import { loadWalletWords, walletWords } from './walletStory'

// Every period paid or refused (/subscriptions/payments), 20 a page, by date.

const meta = {
  title: 'Wallet/SubscriptionPayments',
  component: SubscriptionPayments,
  globals: { role: 'member' },
  parameters: { account: true },
  loaders: [loadWalletWords],
  beforeEach: startSubscriptions,
} satisfies Meta<typeof SubscriptionPayments>

export default meta
type Story = StoryObj<typeof meta>

/** Paid periods and a declined renewal with its reason. */
export const Payments: Story = {
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByText(
      t('paymentFailedBecause', { detail: 'Your card was declined: insufficient funds' }),
    )
    await expect(canvas.getAllByText(t('paymentPaid')).length).toBeGreaterThan(0)
  },
}

export const Paged: Story = {
  parameters: subscriptions({ payments: 45 }),
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('pageOf', { page: 1, pages: 3 }))
  },
}

export const Empty: Story = {
  parameters: subscriptions({ payments: 0 }),
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('listEmpty'))
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['listSubscriptionPayments'] } },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('listLoading'))
  },
}

export const Failed: Story = {
  parameters: { backend: { failing: ['listSubscriptionPayments'] } },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('listFailed'), {}, { timeout: 10_000 })
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Payments.play,
}

export const Phone: Story = {
  decorators: [phone],
  play: Payments.play,
}
