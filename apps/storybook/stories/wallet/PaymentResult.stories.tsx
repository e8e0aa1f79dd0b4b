import { PaymentResult } from '@airwave/react/wallet'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { loadWalletWords, startWallet, wallet, walletWords } from './walletStory'

// The payment result: waiting for the provider, paid with the order's details, or over with
// nothing charged and a way to try again.

const meta = {
  title: 'Wallet/PaymentResult',
  component: PaymentResult,
  globals: { role: 'member' },
  // The provider gets the session: the wallet asks whether a member is signed in.
  parameters: { account: true },
  args: { orderNo: 'G20260120-2000' },
  loaders: [loadWalletWords],
  beforeEach: startWallet,
} satisfies Meta<typeof PaymentResult>

export default meta
type Story = StoryObj<typeof meta>

export const Paid: Story = {
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByRole('heading', { name: t('resultPaidTitle') })
    await canvas.findByText(t('resultPaidLead', { count: 1000 }))
  },
}

export const Waiting: Story = {
  parameters: wallet({ payment: 'PENDING' }),
  play: async ({ canvas, globals }) => {
    await canvas.findByRole('heading', { name: walletWords(globals.locale)('resultWaitingTitle') })
  },
}

export const Declined: Story = {
  parameters: wallet({ payment: 'DECLINED' }),
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByRole('heading', { name: t('resultFailedTitle') })
    await canvas.findByRole('link', { name: t('retry') })
  },
}

export const Cancelled: Story = {
  parameters: wallet({ payment: 'EXPIRED' }),
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByRole('heading', { name: t('resultCancelledTitle') })
    await canvas.findByRole('link', { name: t('retry') })
  },
}

export const CouldNotCheck: Story = {
  parameters: { backend: { failing: ['getPaymentResult'] } },
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByRole('heading', { name: t('resultErrorTitle') }, { timeout: 10_000 })
    await canvas.findByRole('button', { name: t('resultCheckAgain') })
  },
}
