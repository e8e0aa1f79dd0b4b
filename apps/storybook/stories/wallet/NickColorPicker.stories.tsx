import { NickColorPicker } from '@airwave/react/wallet'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { phone, startSubscriptions, subscriptions } from './subscriptionStory'
import { loadWalletWords, walletWords } from './walletStory'

// The subscriber's nickname colour in a channel: the 26 colours, the channel's offered ones
// selectable, saved at once.

const meta = {
  title: 'Wallet/NickColorPicker',
  component: NickColorPicker,
  globals: { role: 'member' },
  parameters: { account: true },
  args: { channelId: 'airwave', channelName: 'Airwave' },
  loaders: [loadWalletWords],
  beforeEach: startSubscriptions,
} satisfies Meta<typeof NickColorPicker>

export default meta
type Story = StoryObj<typeof meta>

/** Six of the 26 offered; the default chosen. */
export const Offered: Story = {
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByRole('radio', { name: t('nickColorDefault') })
    const radios = canvas.getAllByRole('radio')
    await expect(radios).toHaveLength(27)
    await expect(radios.filter((r) => !(r as HTMLInputElement).disabled)).toHaveLength(7)
    await expect(canvas.getByRole('radio', { name: t('nickColorDefault') })).toBeChecked()
  },
}

/** A colour chosen is saved and stays chosen. */
export const Choose: Story = {
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = walletWords(globals.locale)
    await canvas.findByRole('radio', { name: t('nickColorDefault') })
    const teal = canvasElement.querySelector<HTMLInputElement>('input[value=teal]')
    if (!teal) throw new Error('no teal chip')
    await userEvent.click(teal)
    await canvas.findByText(t('nickColorSaved'))
    await expect(teal).toBeChecked()
  },
}

/** The channel offers none: every chip disabled, the default only. */
export const NoneOffered: Story = {
  parameters: subscriptions({ colors: [] }),
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByText(t('nickColorNone'))
    const enabled = canvas.getAllByRole('radio').filter((r) => !(r as HTMLInputElement).disabled)
    await expect(enabled).toHaveLength(1)
  },
}

/** Not a subscriber of the channel: the server refuses, the picker says so. */
export const NotSubscriber: Story = {
  args: { channelId: 'sora', channelName: 'Sora' },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('nickColorLoadFailed'))
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['getBadgeNickColor'] } },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('listLoading'))
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Offered.play,
}

export const Phone: Story = {
  decorators: [phone],
  play: Offered.play,
}
