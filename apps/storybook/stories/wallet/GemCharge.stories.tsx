import { GemCharge } from '@airwave/react/wallet'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { loadWalletWords, startWallet, wallet, walletWords } from './walletStory'

// The gem shop: the packs of a region, cheapest first; a pack goes to the hosted checkout.

const meta = {
  title: 'Wallet/GemCharge',
  component: GemCharge,
  globals: { role: 'member' },
  // The provider gets the session: the wallet asks whether a member is signed in.
  parameters: { account: true },
  args: { goTo: () => {} },
  loaders: [loadWalletWords],
  beforeEach: startWallet,
} satisfies Meta<typeof GemCharge>

export default meta
type Story = StoryObj<typeof meta>

const state = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.aw-gem-charge')?.getAttribute('data-state')

export const Packs: Story = {
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    const list = await canvas.findByRole('list', { name: t('chargeTitle') })
    await expect(list.querySelectorAll('button')).toHaveLength(5)
  },
}

/** A pack chosen: the order is made and the page leaves for the checkout. */
export const Redirecting: Story = {
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = walletWords(globals.locale)
    const list = await canvas.findByRole('list', { name: t('chargeTitle') })
    await userEvent.click(list.querySelectorAll('button')[2] as HTMLElement)
    await waitFor(() => expect(state(canvasElement)).toBe('redirecting'))
    await canvas.findByText(t('chargeRedirecting'))
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['getPayPolicy'] } },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('chargeLoading'))
  },
}

export const Failed: Story = {
  parameters: { backend: { failing: ['getPayPolicy'] } },
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByText(t('chargeFailed'), {}, { timeout: 10_000 })
    await expect(canvas.getByRole('button', { name: t('retry') })).toBeVisible()
  },
}

/** No payment provider: nothing to sell. */
export const Unavailable: Story = {
  parameters: wallet({ noProvider: true }),
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('chargeUnavailable'))
  },
}

export const Guest: Story = {
  globals: { role: 'anonymous' },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('chargeSignIn'))
  },
}
