import { AccountNotice, accountText, MaintenanceNotice } from '@airwave/react/account'
import { accountCatalogue } from '@airwave/sdk/i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'

// The account's status pages: the blocks, a registered address, a deleted account, an error,
// and the maintenance page while the platform is down and when it comes back.

const meta = {
  title: 'Account/Notices',
  component: AccountNotice,
  args: { kind: 'block-account' },
  globals: { role: 'anonymous' },
  parameters: { account: {} },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  loaders: [
    async ({ globals }) => ({ words: await accountCatalogue.load(String(globals.locale)) }),
  ],
} satisfies Meta<typeof AccountNotice>

export default meta
type Story = StoryObj<typeof meta>

const t = (locale: unknown) => accountText(String(locale))

/** `/member/block` for the account (MEM10029). */
export const AccountBlocked: Story = {
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { name: t(globals.locale)('blockAccountTitle') }),
    ).toBeVisible()
  },
}

/** `/member/block` for the channel (MEM10058). */
export const ChannelBlocked: Story = {
  args: { kind: 'block-channel' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { name: t(globals.locale)('blockChannelTitle') }),
    ).toBeVisible()
  },
}

/** `/member/already-register`: sign in or reset. */
export const AlreadyRegistered: Story = {
  args: { kind: 'already-registered' },
  play: async ({ canvas, globals }) => {
    const words = t(globals.locale)
    await expect(canvas.getByRole('link', { name: words('forgotPassword') })).toBeVisible()
  },
}

/** `/withdrawal-completed`. */
export const Withdrawn: Story = {
  args: { kind: 'withdrawn' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { name: t(globals.locale)('withdrawalCompletedTitle') }),
    ).toBeVisible()
  },
}

/** `/error`, with its retry. */
export const ErrorPage: Story = {
  args: { kind: 'error', onRetry: fn() },
  play: async ({ canvas, userEvent, globals, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t(globals.locale)('retry') }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

const info = {
  title: 'Database upgrade',
  description: 'We are moving to a bigger database.',
  overhaulImpact: 'Sign-in and chat',
  startTimeISO: '2026-11-22T10:00:00Z',
  endTimeISO: '2026-11-22T12:00:00Z',
}

/** `/under-maintenance` while down: the info, the times in local time, and a check button. */
export const Maintenance: Story = {
  parameters: { account: { maintenance: true } },
  render: () => <MaintenanceNotice info={info} onEnded={fn()} />,
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    await expect(canvas.getByRole('heading', { name: 'Database upgrade' })).toBeVisible()
    await expect(canvas.getByText('Sign-in and chat')).toBeVisible()
    const start = new Intl.DateTimeFormat(String(globals.locale), {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(info.startTimeISO))
    await expect(canvas.getByText(start)).toBeVisible()
    await userEvent.click(await canvas.findByRole('button', { name: words('maintenanceCheck') }))
    await expect(
      await canvas.findByRole('button', { name: words('maintenanceCheck') }),
    ).toBeVisible()
  },
}

/** The platform is back: the page says so and the app returns. */
export const MaintenanceOver: Story = {
  render: (_, { loaded }) => (
    <MaintenanceNotice info={info} onEnded={(loaded as { ended: () => void }).ended} />
  ),
  loaders: [() => ({ ended: fn() })],
  play: async ({ canvas, globals, loaded }) => {
    await expect(await canvas.findByText(t(globals.locale)('maintenanceBack'))).toBeVisible()
    await waitFor(() => expect((loaded as { ended: () => void }).ended).toHaveBeenCalled())
  },
}
