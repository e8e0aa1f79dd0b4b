import { SignatureGems } from '@airwave/react/wallet'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { loadWalletWords, startWallet, wallet, walletWords } from './walletStory'

// The streamer's signature gems (/dashboard/signature-gem): their own amounts that play the
// alert box's special alert, listed smallest first, added, changed and removed (after asking),
// at most 20, one per amount.

const meta = {
  title: 'Wallet/SignatureGems',
  component: SignatureGems,
  globals: { role: 'owner' },
  parameters: { account: true },
  args: { channelId: 'airwave', signupHref: '#signup' },
  decorators: [(Story) => <div style={{ maxWidth: 860 }}>{Story()}</div>],
  loaders: [loadWalletWords],
  beforeEach: startWallet,
} satisfies Meta<typeof SignatureGems>

export default meta
type Story = StoryObj<typeof meta>

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.aw-signature-gems')?.getAttribute('data-state')

/** Two signature gems, smallest first. */
export const List: Story = {
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByRole('rowheader', { name: 'Hundred club' })
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Hundred club',
      'Lucky sevens',
    ])
    await expect(canvas.getByText(t('signatureCount', { count: 2, max: 20 }))).toBeVisible()
  },
}

/** A new one: what the form lacks is said at its field, then it is saved into the list. */
export const Add: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = walletWords(globals.locale)
    await userEvent.click(await canvas.findByRole('button', { name: t('signatureAdd') }))
    const form = within(await canvas.findByRole('form', { name: t('signatureNew') }))
    await userEvent.type(form.getByLabelText(t('signatureAmount')), '777')
    await userEvent.type(form.getByLabelText(t('signatureName')), 'Sevens again')
    await userEvent.click(form.getByRole('button', { name: t('signatureSave') }))
    await form.findByText(t('signatureTaken'))
    await userEvent.clear(form.getByLabelText(t('signatureAmount')))
    await userEvent.type(form.getByLabelText(t('signatureAmount')), '500')
    await userEvent.click(form.getByRole('button', { name: t('signatureSave') }))
    await canvas.findByText(t('signatureSaved'))
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Hundred club',
      'Sevens again',
      'Lucky sevens',
    ])
  },
}

/** The form open on a change, its title emptied: said at the title. */
export const Editing: Story = {
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = walletWords(globals.locale)
    await userEvent.click(
      await canvas.findByRole('button', { name: t('signatureEdit', { title: 'Lucky sevens' }) }),
    )
    const form = within(await canvas.findByRole('form', { name: t('signatureChange') }))
    await userEvent.clear(form.getByLabelText(t('signatureName')))
    await userEvent.click(form.getByRole('button', { name: t('signatureSave') }))
    await form.findByText(t('signatureTitleEmpty'))
    await expect(stateOf(canvasElement)).toBe('editing')
  },
}

/** Removing one asks first. */
export const ConfirmDelete: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = walletWords(globals.locale)
    await userEvent.click(
      await canvas.findByRole('button', { name: t('signatureDelete', { title: 'Hundred club' }) }),
    )
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: t('signatureDeleteTitle', { title: 'Hundred club' }),
    })
    await userEvent.click(within(dialog).getByRole('button', { name: t('signatureConfirmDelete') }))
    await canvas.findByText(t('signatureDeleted'))
    await waitFor(() =>
      expect(canvas.queryByRole('rowheader', { name: 'Hundred club' })).toBeNull(),
    )
  },
}

/** Twenty: no more can be added, and the page says why. */
export const Full: Story = {
  parameters: wallet({ signatureGems: 20 }),
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByText(t('signatureFull', { max: 20 }))
    await expect(canvas.getByRole('button', { name: t('signatureAdd') })).toBeDisabled()
  },
}

export const Empty: Story = {
  parameters: wallet({ signatureGems: 0 }),
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('signatureEmpty'))
  },
}

/** Not signed up for monetization: the way to the sign-up instead of the list. */
export const NotMonetized: Story = {
  parameters: wallet({ monetized: false }),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByText(t('signatureNotMonetized'))
    await expect(stateOf(canvasElement)).toBe('not-monetized')
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['listSignatureGems'] } },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('listLoading'))
  },
}

export const Failed: Story = {
  parameters: { backend: { failing: ['listSignatureGems'] } },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('signatureFailed'), {}, { timeout: 10_000 })
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: List.play,
}
