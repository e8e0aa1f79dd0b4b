import { accountText, LoginForm } from '@airwave/react/account'
import { accountCatalogue } from '@airwave/sdk/i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { DEMO_PASSWORD } from '../../src/mocks/account'

// The e-mail sign-in: off until both fields are filled and the e-mail is well formed, the
// server's refusal under the password with both fields marked, offline's own words, and the
// blocks handed to the app.

const meta = {
  title: 'Account/Login',
  component: LoginForm,
  args: { onSignedIn: fn(), onBlocked: fn() },
  globals: { role: 'anonymous' },
  parameters: { account: {} },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  loaders: [
    async ({ globals }) => ({ words: await accountCatalogue.load(String(globals.locale)) }),
  ],
} satisfies Meta<typeof LoginForm>

export default meta
type Story = StoryObj<typeof meta>

const t = (locale: unknown) => accountText(String(locale))

/** Nothing typed: the button is off. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const words = t(globals.locale)
    await expect(canvas.getByRole('button', { name: words('loginSubmit') })).toBeDisabled()
    await expect(canvas.getByRole('link', { name: words('forgotPassword') })).toHaveAttribute(
      'href',
      '/reset-password',
    )
  },
}

/** A malformed e-mail is said when the field is left (rule 1004), and keeps the button off. */
export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    await userEvent.type(canvas.getByLabelText(words('email')), 'mina@')
    await userEvent.type(canvas.getByLabelText(words('password'), { selector: 'input' }), 'x')
    await expect(await canvas.findByText(words('problem1004'))).toBeVisible()
    await expect(canvas.getByLabelText(words('email'))).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('button', { name: words('loginSubmit') })).toBeDisabled()
  },
}

/** A wrong password: the server's message under the password, both fields marked. */
export const WrongPassword: Story = {
  play: async ({ canvas, userEvent, globals, canvasElement }) => {
    const words = t(globals.locale)
    await userEvent.type(canvas.getByLabelText(words('email')), 'viewer1@airwave.test')
    await userEvent.type(canvas.getByLabelText(words('password'), { selector: 'input' }), 'nope')
    await userEvent.click(canvas.getByRole('button', { name: words('loginSubmit') }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The e-mail or password is not correct',
    )
    await expect(canvas.getByLabelText(words('email'))).toHaveAttribute('aria-invalid', 'true')
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'error')
  },
}

/** Offline: text key 26 under the password instead of the server's message. */
export const Offline: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    try {
      await userEvent.type(canvas.getByLabelText(words('email')), 'viewer1@airwave.test')
      await userEvent.type(canvas.getByLabelText(words('password'), { selector: 'input' }), 'x1')
      await userEvent.click(canvas.getByRole('button', { name: words('loginSubmit') }))
      await expect(await canvas.findByRole('alert')).toHaveTextContent(words('loginOffline'))
    } finally {
      Reflect.deleteProperty(navigator, 'onLine')
    }
  },
}

/** A blocked account (MEM10029): the app is told, to show `/member/block`. */
export const Blocked: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const words = t(globals.locale)
    await userEvent.type(canvas.getByLabelText(words('email')), 'blocked@airwave.test')
    await userEvent.type(
      canvas.getByLabelText(words('password'), { selector: 'input' }),
      DEMO_PASSWORD,
    )
    await userEvent.click(canvas.getByRole('button', { name: words('loginSubmit') }))
    await waitFor(() => expect(args.onBlocked).toHaveBeenCalledWith('account'))
  },
}

/** The right password (shown with its button first): signed in. */
export const SignedIn: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const words = t(globals.locale)
    await userEvent.type(canvas.getByLabelText(words('email')), 'viewer1@airwave.test')
    const password = canvas.getByLabelText(words('password'), { selector: 'input' })
    await userEvent.type(password, DEMO_PASSWORD)
    await userEvent.click(canvas.getByRole('button', { name: words('showPassword') }))
    await expect(password).toHaveAttribute('type', 'text')
    // Enter in the field sends the form.
    await userEvent.type(password, '{Enter}')
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalled())
  },
}

/** Locked after too many wrong passwords: said, and a sign-in link by e-mail offered, then sent. */
export const Locked: Story = {
  play: async ({ canvas, userEvent, globals, canvasElement }) => {
    const words = t(globals.locale)
    await userEvent.type(canvas.getByLabelText(words('email')), 'locked@airwave.test')
    await userEvent.type(
      canvas.getByLabelText(words('password'), { selector: 'input' }),
      DEMO_PASSWORD,
    )
    await userEvent.click(canvas.getByRole('button', { name: words('loginSubmit') }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(words('loginLocked'))
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'locked')
    await userEvent.click(canvas.getByRole('button', { name: words('signInLinkOffer') }))
    await expect(
      await canvas.findByRole('button', { name: words('signInLinkAgain') }),
    ).toBeEnabled()
    await expect(
      canvas.getByText(words('signInLinkSent', { email: 'locked@airwave.test' })),
    ).toHaveAttribute('role', 'status')
  },
}
