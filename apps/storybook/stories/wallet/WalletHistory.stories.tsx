import { WalletHistory } from '@airwave/react/wallet'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { loadWalletWords, startWallet, wallet, walletWords } from './walletStory'

// The wallet's purchases and every movement of its gems: 20 a page, filtered by date.

const meta = {
  title: 'Wallet/WalletHistory',
  component: WalletHistory,
  globals: { role: 'member' },
  // The provider gets the session: the wallet asks whether a member is signed in.
  parameters: { account: true },
  args: { list: 'history' },
  loaders: [loadWalletWords],
  beforeEach: startWallet,
} satisfies Meta<typeof WalletHistory>

export default meta
type Story = StoryObj<typeof meta>

export const Movements: Story = {
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findAllByText(t('kindCheer', { channel: 'Airwave' }))
    await expect(canvas.getAllByRole('row')).toHaveLength(7)
  },
}

export const Purchases: Story = {
  args: { list: 'purchases' },
  play: async ({ canvas }) => {
    await canvas.findByText('G20260120-1000')
  },
}

/** Two pages: the pager shows. */
export const Paged: Story = {
  parameters: wallet({ movements: 45 }),
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('pageOf', { page: 1, pages: 3 }))
  },
}

export const Empty: Story = {
  parameters: wallet({ movements: 0 }),
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('listEmpty'))
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['listGemHistory'] } },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('listLoading'))
  },
}

export const Failed: Story = {
  parameters: { backend: { failing: ['listGemHistory'] } },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('listFailed'), {}, { timeout: 10_000 })
  },
}
