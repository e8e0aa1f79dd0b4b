import { GemBalance } from '@airwave/react/wallet'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { loadWalletWords, startWallet, walletWords } from './walletStory'

// The header's balance: the member's gems, nothing for a guest.

const meta = {
  title: 'Wallet/GemBalance',
  component: GemBalance,
  globals: { role: 'member' },
  // The provider gets the session: the wallet asks whether a member is signed in.
  parameters: { account: true },
  args: { href: '#wallet' },
  loaders: [loadWalletWords],
  beforeEach: startWallet,
} satisfies Meta<typeof GemBalance>

export default meta
type Story = StoryObj<typeof meta>

export const Member: Story = {
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByText(`${t('balanceLabel')}: ${t('gems', { count: 1200 })}`)
  },
}
