import {
  AccountInfo,
  accountText,
  PasswordChangeForm,
  SignedInClients,
  WithdrawalForm,
} from '@airwave/react/account'
import { accountCatalogue } from '@airwave/sdk/i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { DEMO_PASSWORD } from '../../src/mocks/account'

// The member's account pages: the account (the e-mail masked), the password change, the
// signed-in devices and the withdrawal, each loading, failing and in use.

const meta = {
  title: 'Account/Settings',
  component: AccountInfo,
  globals: { role: 'member' },
  parameters: { account: {} },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  loaders: [
    async ({ globals }) => ({ words: await accountCatalogue.load(String(globals.locale)) }),
  ],
} satisfies Meta<typeof AccountInfo>

export default meta
type Story = StoryObj<typeof meta>

const t = (locale: unknown) => accountText(String(locale))

/** The account: the e-mail masked after its first 3 characters. */
export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('vie****@airwave.test')).toBeVisible()
    await expect(canvas.getByText('Mina (@viewer1)')).toBeVisible()
  },
}

/** While the account loads. */
export const InfoLoading: Story = {
  parameters: { backend: { pending: ['getMyChannel'] } },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(await canvas.findByText(t(globals.locale)('loading'))).toBeVisible()
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'loading')
  },
}

/** The account failed to load: the message and a retry. */
export const InfoFailed: Story = {
  parameters: { backend: { failing: ['getMyChannel'] } },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('button', { name: t(globals.locale)('retry') }),
    ).toBeVisible()
  },
}

/** The password change as it opens. */
export const PasswordChange: Story = {
  render: () => <PasswordChangeForm email="viewer1@airwave.test" onChanged={fn()} />,
  play: async ({ canvas, globals }) => {
    const words = t(globals.locale)
    await expect(
      canvas.getByLabelText(words('currentPassword'), { selector: 'input' }),
    ).toBeVisible()
    await expect(canvas.getByLabelText(words('newPassword'), { selector: 'input' })).toBeVisible()
  },
}

/** A wrong current password: MEM10055 at the current password, the focus on it. */
export const PasswordWrongCurrent: Story = {
  render: () => <PasswordChangeForm email="viewer1@airwave.test" />,
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    const current = canvas.getByLabelText(words('currentPassword'), { selector: 'input' })
    await userEvent.type(current, 'Wrong#pass1')
    await userEvent.type(
      canvas.getByLabelText(words('newPassword'), { selector: 'input' }),
      'Fresh#2026',
    )
    await userEvent.click(canvas.getByRole('button', { name: words('changePassword') }))
    await expect(await canvas.findByText(words('problemMEM10055'))).toBeVisible()
    await waitFor(() => expect(current).toHaveFocus())
  },
}

/** The current password again as the new one. */
export const PasswordSame: Story = {
  render: () => <PasswordChangeForm email="viewer1@airwave.test" />,
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    await userEvent.type(
      canvas.getByLabelText(words('currentPassword'), { selector: 'input' }),
      DEMO_PASSWORD,
    )
    await userEvent.type(
      canvas.getByLabelText(words('newPassword'), { selector: 'input' }),
      DEMO_PASSWORD,
    )
    await userEvent.click(canvas.getByRole('button', { name: words('changePassword') }))
    await expect(await canvas.findByText(words('problemSamePassword'))).toBeVisible()
  },
}

/** Changed: the other devices were signed out. */
export const PasswordChanged: Story = {
  render: () => <PasswordChangeForm email="viewer1@airwave.test" />,
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    await userEvent.type(
      canvas.getByLabelText(words('currentPassword'), { selector: 'input' }),
      DEMO_PASSWORD,
    )
    await userEvent.type(
      canvas.getByLabelText(words('newPassword'), { selector: 'input' }),
      'Fresh#2026',
    )
    await userEvent.click(canvas.getByRole('button', { name: words('changePassword') }))
    await expect(await canvas.findByText(words('passwordChanged'))).toBeVisible()
  },
}

/** The signed-in devices, this one marked; signing another out. */
export const Devices: Story = {
  render: () => <SignedInClients clientId="storybook" />,
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    await expect(await canvas.findByText(words('thisDevice'))).toBeVisible()
    await userEvent.click(
      canvas.getByRole('button', { name: words('signOutDeviceOf', { device: 'ios-app' }) }),
    )
    await waitFor(() => expect(canvas.queryByText('ios-app')).toBeNull())
  },
}

/** Only this device. */
export const DevicesThisOneOnly: Story = {
  parameters: { account: { oneDevice: true } },
  render: () => <SignedInClients clientId="storybook" />,
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(t(globals.locale)('thisDevice'))).toBeVisible()
    await expect(canvas.queryAllByRole('button')).toHaveLength(0)
  },
}

/** The devices failed to load. */
export const DevicesFailed: Story = {
  parameters: { backend: { failing: ['listClients'] } },
  render: () => <SignedInClients clientId="storybook" />,
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('button', { name: t(globals.locale)('retry') }),
    ).toBeVisible()
  },
}

/** The withdrawal as it opens, with the reasons in the page's language. */
export const Withdrawal: Story = {
  render: () => <WithdrawalForm onWithdrawn={fn()} />,
  play: async ({ canvas, globals }) => {
    const words = t(globals.locale)
    await expect(await canvas.findByRole('radio', { name: words('reason3') })).toBeVisible()
  },
}

/** Sent without a reason nor the terms: both said, the focus on the reasons. */
export const WithdrawalProblems: Story = {
  render: () => <WithdrawalForm />,
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    await canvas.findByRole('radio', { name: words('reason1') })
    await userEvent.click(canvas.getByRole('button', { name: words('withdrawSubmit') }))
    await expect(await canvas.findByText(words('problemReasonRequired'))).toBeVisible()
    await expect(canvas.getByText(words('problemTermsRequired'))).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('radio', { name: words('reason1') })).toHaveFocus())
  },
}

/** The reasons failed to load: a retry. */
export const WithdrawalFailed: Story = {
  parameters: { backend: { failing: ['listUnregisterReasons'] } },
  render: () => <WithdrawalForm />,
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('button', { name: t(globals.locale)('retry') }),
    ).toBeVisible()
  },
}

/** Withdrawn: the reason, the memo and its count, the terms. */
export const Withdrawn: Story = {
  render: (_, { loaded }) => <WithdrawalForm onWithdrawn={(loaded as { done: () => void }).done} />,
  loaders: [() => ({ done: fn() })],
  play: async ({ canvas, userEvent, globals, loaded }) => {
    const words = t(globals.locale)
    await userEvent.click(await canvas.findByRole('radio', { name: words('reason5') }))
    await userEvent.type(canvas.getByLabelText(words('memoLabel')), 'Taking a break')
    await expect(canvas.getByText(words('textCount', { count: 14, max: 1000 }))).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: words('withdrawalTerms') }))
    await userEvent.click(canvas.getByRole('button', { name: words('withdrawSubmit') }))
    await waitFor(() => expect((loaded as { done: () => void }).done).toHaveBeenCalled())
  },
}
