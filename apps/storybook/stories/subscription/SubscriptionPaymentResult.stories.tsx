import { SubscriptionPaymentResult } from '@airwave/react/subscription'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { loadSubscriptionWords, startSubscription, subscriptionWords } from './subscriptionStory'

// The checkout's return of a subscription or a gift: the wallet's result with the
// subscription's words once paid and a link to the member's subscriptions.

const meta = {
  title: 'Subscription/SubscriptionPaymentResult',
  component: SubscriptionPaymentResult,
  globals: { role: 'member' },
  parameters: { account: true },
  args: { orderNo: 'S20260120-3000', itemType: 'subscription', retryHref: '/airwave' },
  loaders: [loadSubscriptionWords],
  beforeEach: startSubscription,
} satisfies Meta<typeof SubscriptionPaymentResult>

export default meta
type Story = StoryObj<typeof meta>

export const SubscriptionPaid: Story = {
  play: async ({ canvas, globals }) => {
    const t = subscriptionWords(globals.locale)
    await canvas.findByText(t('resultPaidSubscription'))
    await canvas.findByRole('link', { name: t('toSubscriptions') })
  },
}

export const GiftPaid: Story = {
  args: { itemType: 'subscription-voucher', retryHref: '/items/giftsub' },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(subscriptionWords(globals.locale)('resultPaidVoucher'))
  },
}

export const Declined: Story = {
  parameters: { wallet: { payment: 'DECLINED' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: /./ })
  },
}
