import { MonetizationSignup } from '@airwave/react/wallet'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { loadWalletWords, startWallet, wallet, walletWords } from './walletStory'

// The streamer's monetization sign-up (/dashboard/monetization/signup): the terms, the box that
// agrees to them, the sign-up; a channel signed up already sees since when.

const meta = {
  title: 'Wallet/MonetizationSignup',
  component: MonetizationSignup,
  globals: { role: 'owner' },
  parameters: { account: true, ...wallet({ monetized: false }) },
  args: {
    onSigned: fn(),
    earningsHref: '#earnings',
    signatureGemsHref: '#signature-gems',
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  loaders: [loadWalletWords],
  beforeEach: startWallet,
} satisfies Meta<typeof MonetizationSignup>

export default meta
type Story = StoryObj<typeof meta>

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.aw-monetize')?.getAttribute('data-state')

/** Not signed up: the terms and the unticked box. */
export const Terms: Story = {
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByRole('heading', { name: t('monetizeTermsTitle') })
    await expect(canvas.getByRole('checkbox', { name: t('monetizeAgree') })).not.toBeChecked()
  },
}

/** Asked to sign up without the agreement: said at the box, nothing sent. */
export const AgreeFirst: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = walletWords(globals.locale)
    await userEvent.click(await canvas.findByRole('button', { name: t('monetizeSubmit') }))
    await canvas.findByText(t('monetizeAgreeFirst'))
    await expect(canvas.getByRole('checkbox', { name: t('monetizeAgree') })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

/** Agreed and signed up: the page moves on, with the ways to the earnings and signature gems. */
export const Signed: Story = {
  play: async ({ args, canvas, canvasElement, globals, userEvent }) => {
    const t = walletWords(globals.locale)
    await userEvent.click(await canvas.findByRole('checkbox', { name: t('monetizeAgree') }))
    await userEvent.click(canvas.getByRole('button', { name: t('monetizeSubmit') }))
    await canvas.findByText(t('monetizeSigned'))
    await waitFor(() => expect(args.onSigned).toHaveBeenCalled())
    await expect(stateOf(canvasElement)).toBe('signed')
    await expect(canvas.getByRole('link', { name: t('monetizeToEarnings') })).toBeVisible()
  },
}

/** A channel signed up before: since when, and the ways on. */
export const AlreadyMonetized: Story = {
  parameters: wallet({ monetized: true }),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByRole('link', { name: t('monetizeToSignatures') })
    await expect(stateOf(canvasElement)).toBe('monetized')
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['getMonetization'] } },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('listLoading'))
  },
}

export const Failed: Story = {
  parameters: { backend: { failing: ['getMonetization'] } },
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByText(t('monetizeFailed'), {}, { timeout: 10_000 })
    await expect(canvas.getByRole('button', { name: t('retry') })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Terms.play,
}
