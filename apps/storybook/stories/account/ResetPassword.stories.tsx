import { accountText, ResetPassword } from '@airwave/react/account'
import { accountCatalogue } from '@airwave/sdk/i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { RIGHT_CODE } from '../../src/mocks/account'

// A forgotten password: the account's e-mail and its code, an unknown address said at the
// e-mail, then the new password with its checklist, and the end.

const meta = {
  title: 'Account/Reset password',
  component: ResetPassword,
  args: { onReset: fn() },
  globals: { role: 'anonymous' },
  parameters: { account: {} },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  loaders: [
    async ({ globals }) => ({ words: await accountCatalogue.load(String(globals.locale)) }),
  ],
} satisfies Meta<typeof ResetPassword>

export default meta
type Story = StoryObj<typeof meta>

const t = (locale: unknown) => accountText(String(locale))
type Play = Parameters<NonNullable<Story['play']>>[0]

async function prove({ canvas, userEvent, globals }: Play, email: string) {
  const words = t(globals.locale)
  await userEvent.type(canvas.getByLabelText(words('email')), email)
  await userEvent.click(canvas.getByRole('button', { name: words('sendCode') }))
  await canvas.findByText(words('codeSent', { email }))
  await userEvent.type(canvas.getByLabelText(words('codeLabel')), RIGHT_CODE)
  await userEvent.click(canvas.getByRole('button', { name: words('next') }))
}

/** The first step: the account's e-mail. */
export const Email: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByText(t(globals.locale)('resetIntro'))).toBeVisible()
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'email')
  },
}

/** An address no account uses, said at the e-mail once the code is right. */
export const NotRegistered: Story = {
  play: async (play) => {
    await prove(play, 'nobody@example.com')
    await expect(
      await play.canvas.findByText(t(play.globals.locale)('problemNotRegistered')),
    ).toBeVisible()
  },
}

/** The new password, with a rule broken. */
export const NewPassword: Story = {
  play: async (play) => {
    const { canvas, userEvent, globals } = play
    const words = t(globals.locale)
    await prove(play, 'viewer1@airwave.test')
    const field = await canvas.findByLabelText(words('newPassword'), { selector: 'input' })
    await userEvent.type(field, 'aaa#1234B')
    await userEvent.click(canvas.getByRole('button', { name: words('resetSubmit') }))
    await expect(await canvas.findByText(words('problem1006'))).toBeVisible()
  },
}

/** Changed: it says so and offers the login. */
export const Done: Story = {
  play: async (play) => {
    const { canvas, userEvent, globals, args } = play
    const words = t(globals.locale)
    await prove(play, 'viewer1@airwave.test')
    const field = await canvas.findByLabelText(words('newPassword'), { selector: 'input' })
    await userEvent.type(field, 'Recovered#26')
    await userEvent.click(canvas.getByRole('button', { name: words('resetSubmit') }))
    await expect(await canvas.findByText(words('resetDone'))).toBeVisible()
    await waitFor(() => expect(args.onReset).toHaveBeenCalledWith('viewer1@airwave.test'))
  },
}
