import { accountText, SignUp } from '@airwave/react/account'
import { accountCatalogue } from '@airwave/sdk/i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { RIGHT_CODE } from '../../src/mocks/account'

// The sign-up's three steps over the fake account backend: the e-mail and its code (05:00),
// the birth date, the password's checklist, the channel names with the server's refusals at
// their fields, the terms; a registered address, and the end.

const meta = {
  title: 'Account/Sign-up',
  component: SignUp,
  args: { onStepChange: fn(), onAlreadyRegistered: fn(), onSignedUp: fn() },
  globals: { role: 'anonymous' },
  parameters: { account: {} },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  loaders: [
    async ({ globals }) => ({ words: await accountCatalogue.load(String(globals.locale)) }),
  ],
} satisfies Meta<typeof SignUp>

export default meta
type Story = StoryObj<typeof meta>

const t = (locale: unknown) => accountText(String(locale))
type Play = Parameters<NonNullable<Story['play']>>[0]

async function sendCode({ canvas, userEvent, globals }: Play, email = 'newbie@example.com') {
  const words = t(globals.locale)
  await userEvent.type(canvas.getByLabelText(words('email')), email)
  await userEvent.click(canvas.getByRole('button', { name: words('sendCode') }))
  await canvas.findByText(words('codeSent', { email }))
}

async function firstStep(play: Play, email?: string) {
  const { canvas, userEvent, globals } = play
  const words = t(globals.locale)
  await sendCode(play, email)
  await userEvent.type(canvas.getByLabelText(words('codeLabel')), RIGHT_CODE)
  await userEvent.type(canvas.getByLabelText(words('year')), '1990')
  await userEvent.type(canvas.getByLabelText(words('month')), '4')
  await userEvent.type(canvas.getByLabelText(words('day')), '2')
  await userEvent.click(canvas.getByRole('button', { name: words('next') }))
}

async function secondStep(play: Play) {
  const { canvas, userEvent, globals } = play
  const words = t(globals.locale)
  await firstStep(play)
  await userEvent.type(
    await canvas.findByLabelText(words('password'), { selector: 'input' }),
    'Joined#2026x',
  )
  await userEvent.click(canvas.getByRole('button', { name: words('next') }))
  await canvas.findByLabelText(words('channelIdLabel'))
}

/** The first step as it opens. */
export const EmailStep: Story = {
  play: async ({ canvasElement, canvas, globals }) => {
    const words = t(globals.locale)
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'email')
    await expect(canvas.getByRole('button', { name: words('sendCode') })).toBeEnabled()
  },
}

/** Next with nothing filled: each problem at its field, the focus on the first. */
export const EmailStepProblems: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    await userEvent.type(canvas.getByLabelText(words('email')), 'newbie@example.com')
    await userEvent.click(canvas.getByRole('button', { name: words('next') }))
    await expect(await canvas.findByText(words('problemCodeNotSent'))).toBeVisible()
    await expect(canvas.getByText(words('problemRequired'))).toBeVisible()
    await waitFor(() => expect(canvas.getByLabelText(words('codeLabel'))).toHaveFocus())
  },
}

/** The code sent: the note, and the 05:00 timer counting down. */
export const CodeSent: Story = {
  play: async (play) => {
    const words = t(play.globals.locale)
    await sendCode(play)
    await expect(play.canvas.getByText(/0[45]:\d\d/)).toBeVisible()
    await expect(play.canvas.getByRole('button', { name: words('resendCode') })).toBeVisible()
  },
}

/** A wrong code is said at the code. */
export const WrongCode: Story = {
  play: async (play) => {
    const { canvas, userEvent, globals } = play
    const words = t(globals.locale)
    await sendCode(play)
    await userEvent.type(canvas.getByLabelText(words('codeLabel')), '000000')
    await userEvent.type(canvas.getByLabelText(words('year')), '1990')
    await userEvent.type(canvas.getByLabelText(words('month')), '4')
    await userEvent.type(canvas.getByLabelText(words('day')), '2')
    await userEvent.click(canvas.getByRole('button', { name: words('next') }))
    await expect(await canvas.findByText(words('problemCodeWrong'))).toBeVisible()
  },
}

/** Too young: the birth date's own problem. */
export const TooYoung: Story = {
  play: async (play) => {
    const { canvas, userEvent, globals } = play
    const words = t(globals.locale)
    await sendCode(play)
    await userEvent.type(canvas.getByLabelText(words('codeLabel')), RIGHT_CODE)
    await userEvent.type(canvas.getByLabelText(words('year')), String(new Date().getFullYear() - 5))
    await userEvent.type(canvas.getByLabelText(words('month')), '1')
    await userEvent.type(canvas.getByLabelText(words('day')), '1')
    await userEvent.click(canvas.getByRole('button', { name: words('next') }))
    await expect(await canvas.findByText(words('problemTooYoung', { age: 14 }))).toBeVisible()
  },
}

/** The password step: the checklist follows the typing; a broken rule is said on Next. */
export const PasswordStep: Story = {
  play: async (play) => {
    const { canvas, userEvent, globals, args } = play
    const words = t(globals.locale)
    await firstStep(play)
    const password = await canvas.findByLabelText(words('password'), { selector: 'input' })
    await expect(args.onStepChange).toHaveBeenCalledWith('password')
    await userEvent.type(password, 'newbie#2026')
    const rules = within(canvas.getByRole('list'))
    await expect(rules.getByText(words('ruleForbidden')).closest('li')).toHaveAttribute(
      'data-state',
      'unmet',
    )
    await userEvent.click(canvas.getByRole('button', { name: words('next') }))
    await expect(await canvas.findByText(words('problem1007'))).toBeVisible()
    await userEvent.clear(password)
    await userEvent.type(password, 'Joined#2026x')
    await waitFor(() =>
      expect(rules.getByText(words('ruleForbidden')).closest('li')).toHaveAttribute(
        'data-state',
        'met',
      ),
    )
  },
}

/** The names step: a reserved id and a forbidden nickname said at their fields, the terms. */
export const NamesStepProblems: Story = {
  play: async (play) => {
    const { canvas, userEvent, globals } = play
    const words = t(globals.locale)
    await secondStep(play)
    await userEvent.type(canvas.getByLabelText(words('channelIdLabel')), 'login')
    await userEvent.type(canvas.getByLabelText(words('nicknameLabel')), 'TheAdmin')
    await userEvent.tab()
    await expect(await canvas.findByText(words('problemCHA30000'))).toBeVisible()
    await expect(await canvas.findByText(words('problemCHA30001'))).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: words('createAccount') }))
    await expect(await canvas.findByText(words('problemTermsRequired'))).toBeVisible()
  },
}

/** A taken id (CHA30007) and nickname (CHA30008). */
export const NamesTaken: Story = {
  play: async (play) => {
    const { canvas, userEvent, globals } = play
    const words = t(globals.locale)
    await secondStep(play)
    await userEvent.type(canvas.getByLabelText(words('channelIdLabel')), 'airwave')
    await userEvent.type(canvas.getByLabelText(words('nicknameLabel')), 'Mina')
    await userEvent.tab()
    await expect(await canvas.findByText(words('problemCHA30007'))).toBeVisible()
    await expect(await canvas.findByText(words('problemCHA30008'))).toBeVisible()
  },
}

/** The whole way through: signed up with the channel made. */
export const SignedUp: Story = {
  play: async (play) => {
    const { canvas, userEvent, globals, args } = play
    const words = t(globals.locale)
    await secondStep(play)
    await userEvent.type(canvas.getByLabelText(words('channelIdLabel')), 'newbie26')
    await userEvent.type(canvas.getByLabelText(words('nicknameLabel')), 'Newbie')
    await userEvent.click(canvas.getByRole('checkbox', { name: words('terms') }))
    await userEvent.click(canvas.getByRole('button', { name: words('createAccount') }))
    await waitFor(() =>
      expect(args.onSignedUp).toHaveBeenCalledWith({ channelId: 'newbie26', nickname: 'Newbie' }),
    )
  },
}

/** A registered address: the app is told, to show `/member/already-register`. */
export const AlreadyRegistered: Story = {
  play: async (play) => {
    await firstStep(play, 'viewer1@airwave.test')
    await waitFor(() =>
      expect(play.args.onAlreadyRegistered).toHaveBeenCalledWith('viewer1@airwave.test'),
    )
  },
}
