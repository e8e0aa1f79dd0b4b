import { LinkedAccounts } from '@airwave/react/social'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import type { KitLoaded } from '../../src/decorators/withAirwave'
import { resetSocial, type SocialScenario } from '../../src/mocks/social'
import { loadSocialWords, socialWords } from './socialStory'

// /account/connect: the member's linked social accounts, each platform linked or not, an
// unlink asked first, then the list read again and the success toast.

const meta = {
  title: 'Social/LinkedAccounts',
  component: LinkedAccounts,
  globals: { role: 'member' },
  parameters: { social: {} satisfies SocialScenario },
  decorators: [(Story) => <div style={{ maxWidth: 720, padding: 24 }}>{Story()}</div>],
  loaders: [loadSocialWords],
  beforeEach: ({ parameters }) => resetSocial(parameters.social as SocialScenario),
} satisfies Meta<typeof LinkedAccounts>

export default meta
type Story = StoryObj<typeof meta>

const rows = (element: HTMLElement) =>
  [...element.querySelectorAll('.aw-linked-row')].map((row) => (row as HTMLElement).dataset.state)

export const GoogleLinked: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = socialWords(globals.locale)
    await canvas.findByRole('button', { name: t('unlinkPlatform', { platform: 'Google' }) })
    await expect(rows(canvasElement)).toEqual(['linked', 'not-linked', 'not-linked'])
  },
}

export const AllLinked: Story = {
  parameters: { social: { linked: ['google', 'apple', 'facebook'] } satisfies SocialScenario },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = socialWords(globals.locale)
    await canvas.findByRole('button', { name: t('unlinkPlatform', { platform: 'Apple' }) })
    await expect(rows(canvasElement)).toEqual(['linked', 'linked', 'linked'])
  },
}

/** A member without a password keeps their only way to sign in. */
export const OnlyWayToSignIn: Story = {
  parameters: { social: { hasPassword: false } satisfies SocialScenario },
  play: async ({ canvas, globals }) => {
    const t = socialWords(globals.locale)
    await expect(
      await canvas.findByRole('button', { name: t('unlinkPlatform', { platform: 'Google' }) }),
    ).toBeDisabled()
    await expect(canvas.getByText(new RegExp(t('onlyWay')))).toBeVisible()
  },
}

export const UnlinkAsks: Story = {
  parameters: { social: { linked: ['google', 'facebook'] } satisfies SocialScenario },
  play: async ({ canvas, globals, userEvent }) => {
    const t = socialWords(globals.locale)
    await userEvent.click(
      await canvas.findByRole('button', { name: t('unlinkPlatform', { platform: 'Facebook' }) }),
    )
    const dialog = await canvas.findByRole('alertdialog', {
      name: t('unlinkTitle', { platform: 'Facebook' }),
    })
    await expect(within(dialog).getByRole('button', { name: t('cancel') })).toHaveFocus()
  },
}

/** Unlinked: the list is read again and the success toast shows. */
export const Unlinked: Story = {
  parameters: { social: { linked: ['google', 'facebook'] } satisfies SocialScenario },
  play: async ({ canvas, canvasElement, globals, loaded, userEvent }) => {
    const t = socialWords(globals.locale)
    await userEvent.click(
      await canvas.findByRole('button', { name: t('unlinkPlatform', { platform: 'Facebook' }) }),
    )
    const dialog = await canvas.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: t('unlink') }))
    await waitFor(() => expect(rows(canvasElement)).toEqual(['linked', 'not-linked', 'not-linked']))
    const { toastQueue } = loaded as KitLoaded
    await expect(toastQueue.getSnapshot().map((toast) => toast.message)).toContain(
      t('unlinked', { platform: 'Facebook' }),
    )
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['listLinks'] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('status', { busy: true })).toBeInTheDocument()
    await expect(canvasElement.querySelector('.aw-linked')).toHaveAttribute('data-state', 'loading')
  },
}

export const LoadError: Story = {
  parameters: { backend: { failing: ['listLinks'] } },
  play: async ({ canvas, globals }) => {
    const alert = await canvas.findByRole('alert')
    await expect(within(alert).getByText(socialWords(globals.locale)('loadFailed'))).toBeVisible()
  },
}
