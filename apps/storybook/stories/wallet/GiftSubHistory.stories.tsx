import { GiftSubHistory } from '@airwave/react/wallet'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { phone, startSubscriptions, subscriptions } from './subscriptionStory'
import { loadWalletWords, walletWords } from './walletStory'

// The gift subscription histories: received (/wallet/giftsub-history), given
// (/wallet/giftsub-purchase) and free (/wallet/free-giftsub-history), by date and channel.

const meta = {
  title: 'Wallet/GiftSubHistory',
  component: GiftSubHistory,
  globals: { role: 'member' },
  parameters: { account: true },
  args: { list: 'received' },
  loaders: [loadWalletWords],
  beforeEach: startSubscriptions,
} satisfies Meta<typeof GiftSubHistory>

export default meta
type Story = StoryObj<typeof meta>

/** Gifts received: who gave each. */
export const Received: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByText('Sora')
    await expect(canvas.getByText('Joon')).toBeVisible()
  },
}

/** Gifts given: who got them, paid with gems or the checkout, one still pending. */
export const Purchased: Story = {
  args: { list: 'purchased' },
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findAllByText('Haru, Lin')
    await expect(canvas.getByText(t('statusPENDING'))).toBeVisible()
  },
}

export const Free: Story = {
  args: { list: 'free' },
  play: async ({ canvas, globals }) => {
    await expect(
      (await canvas.findAllByText(walletWords(globals.locale)('giftFromPlatform'))).length,
    ).toBe(3)
  },
}

/** Filtered by a channel: only its gifts stay. */
export const ByChannel: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = walletWords(globals.locale)
    await canvas.findAllByText('Sora')
    await userEvent.type(canvas.getByLabelText(t('filterChannel')), 'kim')
    await userEvent.click(canvas.getByRole('button', { name: t('filterApply') }))
    await waitFor(() => expect(canvas.queryByText('Sora')).toBeNull())
    await expect(canvas.getByText('Joon')).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: subscriptions({ gifts: 0 }),
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('listEmpty'))
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['listGiftHistory'] } },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('listLoading'))
  },
}

export const Failed: Story = {
  args: { list: 'purchased' },
  parameters: { backend: { failing: ['listGiftPurchases'] } },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('listFailed'), {}, { timeout: 10_000 })
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Received.play,
}

export const Phone: Story = {
  decorators: [phone],
  args: { list: 'purchased' },
  play: Purchased.play,
}
