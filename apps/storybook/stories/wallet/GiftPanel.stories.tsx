import { GiftPanel } from '@airwave/react/wallet'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { loadWalletWords, startWallet, wallet, walletWords } from './walletStory'

// The chat's cheer panel: presets or a number, a message, the balance, the past cheers on a
// stack with Back; more than the balance is refused with the offer to buy gems.

const meta = {
  title: 'Wallet/GiftPanel',
  component: GiftPanel,
  globals: { role: 'member' },
  // The provider gets the session: the wallet asks whether a member is signed in.
  parameters: { account: true },
  args: { channelId: 'airwave', onClose: fn(), onBuyGems: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  loaders: [loadWalletWords],
  beforeEach: startWallet,
} satisfies Meta<typeof GiftPanel>

export default meta
type Story = StoryObj<typeof meta>

const panelState = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.aw-gift-panel form')?.getAttribute('data-state')

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-balance="1200"]')).not.toBeNull())
  },
}

export const Sent: Story = {
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = walletWords(globals.locale)
    await waitFor(() => expect(canvasElement.querySelector('[data-balance="1200"]')).not.toBeNull())
    await userEvent.click(canvas.getByRole('button', { name: t('gems', { count: 100 }) }))
    await userEvent.type(canvas.getByLabelText(t('giftMessage')), 'Great stream!')
    await userEvent.click(canvas.getByRole('button', { name: t('giftSend') }))
    await canvas.findByText(t('giftSent', { count: 100 }))
    await waitFor(() => expect(panelState(canvasElement)).toBe('sent'))
  },
}

/**
 * "Send more" opens the form again and sends nothing. (A button React turned into the submit
 * button in place submitted the press that reset the form, sending the last cheer again; only a
 * trusted press shows it: e2e/src/item/monetization.test.ts.)
 */
export const SendMore: Story = {
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = walletWords(globals.locale)
    await waitFor(() => expect(canvasElement.querySelector('[data-balance="1200"]')).not.toBeNull())
    await userEvent.click(canvas.getByRole('button', { name: t('gems', { count: 100 }) }))
    await userEvent.click(canvas.getByRole('button', { name: t('giftSend') }))
    await canvas.findByText(t('giftSent', { count: 100 }))
    await userEvent.click(canvas.getByRole('button', { name: t('giftSendMore') }))
    await canvas.findByRole('button', { name: t('giftSend') })
    // Long enough for a second cheer to be answered by the mock backend, had one gone.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(panelState(canvasElement)).toBe('editing')
    await expect(canvasElement.querySelector('[data-balance="1100"]')).not.toBeNull()
  },
}

/** More than the wallet holds: refused before any call, with the offer to buy gems. */
export const NotEnoughGems: Story = {
  parameters: wallet({ balance: 50 }),
  play: async ({ args, canvas, canvasElement, globals, userEvent }) => {
    const t = walletWords(globals.locale)
    await waitFor(() => expect(canvasElement.querySelector('[data-balance="50"]')).not.toBeNull())
    await userEvent.click(canvas.getByRole('button', { name: t('gems', { count: 100 }) }))
    await userEvent.click(canvas.getByRole('button', { name: t('giftSend') }))
    await canvas.findByText(t('errorNotEnoughGems'))
    await userEvent.click(canvas.getByRole('button', { name: t('buyGems') }))
    await expect(args.onBuyGems).toHaveBeenCalled()
  },
}

export const Refused: Story = {
  parameters: wallet({ cheerRefusal: 'ITE10009' }),
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = walletWords(globals.locale)
    await waitFor(() => expect(canvasElement.querySelector('[data-balance="1200"]')).not.toBeNull())
    await userEvent.click(canvas.getByRole('button', { name: t('gems', { count: 100 }) }))
    await userEvent.click(canvas.getByRole('button', { name: t('giftSend') }))
    await canvas.findByText(t('errorOwnChannel'))
  },
}

/** The stack: the member's past cheers, and Back. */
export const History: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = walletWords(globals.locale)
    await userEvent.click(await canvas.findByRole('button', { name: t('giftHistory') }))
    await canvas.findByRole('heading', { name: t('giftHistory') })
    await canvas.findByRole('button', { name: t('giftBack') })
  },
}

export const Guest: Story = {
  globals: { role: 'anonymous' },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('giftGuest'))
  },
}
