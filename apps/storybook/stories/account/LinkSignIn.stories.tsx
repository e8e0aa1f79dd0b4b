import { accountText, LinkSignIn } from '@airwave/react/account'
import { accountCatalogue } from '@airwave/sdk/i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'

// The page an e-mailed sign-in link opens (sent while sign-in is locked): it signs in at once;
// a used or expired link says so and leads back to the sign-in page.

const meta = {
  title: 'Account/Sign-in link',
  component: LinkSignIn,
  args: { token: `1.${'a'.repeat(43)}`, onSignedIn: fn(), onBlocked: fn() },
  globals: { role: 'anonymous' },
  parameters: { account: {} },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  loaders: [
    async ({ globals }) => ({ words: await accountCatalogue.load(String(globals.locale)) }),
  ],
} satisfies Meta<typeof LinkSignIn>

export default meta
type Story = StoryObj<typeof meta>

const t = (locale: unknown) => accountText(String(locale))

/** A live link: signed in at once, the app told. */
export const SignedIn: Story = {
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalled())
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'signed-in')
  },
}

/** A link used already, or expired: said, with the way back to the sign-in page. */
export const Used: Story = {
  args: { token: `2.${'a'.repeat(43)}` },
  play: async ({ canvas, globals, args }) => {
    const words = t(globals.locale)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(words('linkSignInInvalid'))
    await expect(canvas.getByRole('link', { name: words('linkSignInToLogin') })).toHaveAttribute(
      'href',
      '/login',
    )
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}

/** No token in the address (a cut link): said without asking the server. */
export const Broken: Story = {
  args: { token: undefined },
  play: async ({ canvas, globals }) => {
    const words = t(globals.locale)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(words('linkSignInInvalid'))
  },
}
