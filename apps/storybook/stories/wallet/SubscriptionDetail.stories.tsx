import { SubscriptionDetail } from '@airwave/react/wallet'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { phone, startSubscriptions, subscriptions } from './subscriptionStory'
import { loadWalletWords, walletWords } from './walletStory'

// One subscription (/subscriptions/{id}): where it stands, the cancel behind its confirm, why
// it ended, the nickname colour picker while the benefits are on, and its payments.

const meta = {
  title: 'Wallet/SubscriptionDetail',
  component: SubscriptionDetail,
  globals: { role: 'member' },
  parameters: { account: true },
  args: { subscriptionId: 1 },
  loaders: [loadWalletWords],
  beforeEach: startSubscriptions,
} satisfies Meta<typeof SubscriptionDetail>

export default meta
type Story = StoryObj<typeof meta>

/** A monthly one that renews: the cancel, the colour picker, the payments. */
export const Renewing: Story = {
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByRole('heading', { name: t('subDetailTitle', { channel: 'Airwave' }) })
    await expect(canvas.getByRole('button', { name: t('subCancel') })).toBeVisible()
    await canvas.findByRole('heading', { name: t('nickColorTitle') })
    await canvas.findAllByText(t('paymentPaid'))
  },
}

/** The confirm says the benefits last to the period's end; confirmed, the renewal stops. */
export const Cancel: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = walletWords(globals.locale)
    await userEvent.click(await canvas.findByRole('button', { name: t('subCancel') }))
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: t('subCancelTitle', { channel: 'Airwave' }),
    })
    await userEvent.click(within(dialog).getByRole('button', { name: t('subCancelConfirm') }))
    await canvas.findByText(/Your subscription is cancelled/)
    await expect(canvas.queryByRole('button', { name: t('subCancel') })).toBeNull()
  },
}

/** Kept: closing the confirm sends nothing. */
export const CancelKept: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = walletWords(globals.locale)
    await userEvent.click(await canvas.findByRole('button', { name: t('subCancel') }))
    const dialog = await within(document.body).findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: t('subCancelKeep') }))
    await expect(canvas.getByRole('button', { name: t('subCancel') })).toBeVisible()
  },
}

/** The server refuses the cancel: the confirm stays with why and offers to try again. */
export const CancelRefused: Story = {
  parameters: subscriptions({ cancelRefusal: 'RATE_LIMITED' }),
  play: async ({ canvas, globals, userEvent }) => {
    const t = walletWords(globals.locale)
    await userEvent.click(await canvas.findByRole('button', { name: t('subCancel') }))
    const dialog = await within(document.body).findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: t('subCancelConfirm') }))
    await within(dialog).findByRole('button', { name: t('retry') })
    await expect(dialog).toHaveTextContent(t('errorRateLimited'))
  },
}

/** A gift: it ends at its period's end; no cancel. */
export const Gift: Story = {
  args: { subscriptionId: 2 },
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByText(t('subGiftedBy', { name: 'Joon' }), { exact: false })
    await expect(canvas.queryByRole('button', { name: t('subCancel') })).toBeNull()
  },
}

/** Ended by a declined renewal: the decline's words. */
export const PaymentFailed: Story = {
  args: { subscriptionId: 4 },
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByRole('heading', { name: t('subDetailTitle', { channel: 'Haru' }) })
    await expect(canvas.getAllByText(/insufficient funds/).length).toBeGreaterThan(0)
    await expect(canvas.queryByRole('heading', { name: t('nickColorTitle') })).toBeNull()
  },
}

export const NotFound: Story = {
  args: { subscriptionId: 404 },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('errorSubscriptionNotFound'))
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['getSubscription'] } },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('listLoading'))
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Renewing.play,
}

export const Phone: Story = {
  decorators: [phone],
  play: Renewing.play,
}
