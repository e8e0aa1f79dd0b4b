import { SocialAgreementForm, SocialChannelForm } from '@airwave/react/social'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { resetSocial, type SocialScenario, socialSignUps } from '../../src/mocks/social'
import { loadSocialWords, socialWords } from './socialStory'

// The social sign-up of a new member: the agreement with the birth date
// (/login/third-party/agreement), then the channel (/login/third-party/channel-select).

type Step = { step: 'agreement' | 'channel'; onDone: () => void }

const info = { platform: 'google' as const, email: 'neo@example.com', name: 'Neo', expiresAt: '' }
const agreement = { terms: true, privacy: true, year: '1990', month: '4', day: '2' }

function SignUpStep({ step, onDone }: Step) {
  return step === 'agreement' ? (
    <SocialAgreementForm info={info} onSubmit={onDone} />
  ) : (
    <SocialChannelForm agreement={agreement} onSignedUp={onDone} onBack={() => {}} />
  )
}

const meta = {
  title: 'Social/SignUp',
  component: SignUpStep,
  args: { step: 'agreement', onDone: fn() },
  globals: { role: 'anonymous' },
  parameters: { social: { pending: true, taken: ['airwave'] } satisfies SocialScenario },
  decorators: [(Story) => <div style={{ maxWidth: 520, padding: 24 }}>{Story()}</div>],
  loaders: [loadSocialWords],
  beforeEach: ({ parameters }) => resetSocial(parameters.social as SocialScenario),
} satisfies Meta<typeof SignUpStep>

export default meta
type Story = StoryObj<typeof meta>

export const Agreement: Story = {}

/** Next without the terms and the birth date: the SDK's rules say what is missing. */
export const AgreementProblems: Story = {
  play: async ({ canvas, globals, userEvent, args }) => {
    const t = socialWords(globals.locale)
    await userEvent.click(canvas.getByRole('button', { name: t('next') }))
    await expect(canvas.getByText(t('termsRequired'))).toBeVisible()
    await expect(canvas.getByText(t('birthRequired'))).toBeVisible()
    await expect(args.onDone).not.toHaveBeenCalled()
  },
}

export const AgreementDone: Story = {
  play: async ({ canvas, globals, userEvent, args }) => {
    const t = socialWords(globals.locale)
    await userEvent.click(canvas.getByLabelText(t('agreeAll')))
    await userEvent.type(canvas.getByLabelText(t('year')), '1990')
    await userEvent.type(canvas.getByLabelText(t('month')), '4')
    await userEvent.type(canvas.getByLabelText(t('day')), '2')
    await userEvent.click(canvas.getByRole('button', { name: t('next') }))
    await expect(args.onDone).toHaveBeenCalledOnce()
  },
}

export const Channel: Story = { args: { step: 'channel' } }

/** A taken channel id is said at its field (CHA30007). */
export const ChannelTaken: Story = {
  args: { step: 'channel' },
  play: async ({ canvas, globals, userEvent }) => {
    const t = socialWords(globals.locale)
    await userEvent.type(canvas.getByLabelText(t('channelId')), 'airwave')
    await userEvent.type(canvas.getByLabelText(t('nickname')), 'Neo')
    await userEvent.click(canvas.getByRole('button', { name: t('createChannel') }))
    await expect(await canvas.findByText(t('taken'))).toBeVisible()
    await expect(canvas.getByLabelText(t('channelId'))).toHaveAttribute('aria-invalid', 'true')
  },
}

export const ChannelCreated: Story = {
  args: { step: 'channel' },
  play: async ({ canvas, globals, userEvent, args }) => {
    const t = socialWords(globals.locale)
    await userEvent.type(canvas.getByLabelText(t('channelId')), 'neo42')
    await userEvent.type(canvas.getByLabelText(t('nickname')), 'Neo')
    await userEvent.click(canvas.getByRole('button', { name: t('createChannel') }))
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce())
    await expect(socialSignUps().map((body) => body.channelId)).toEqual(['neo42'])
  },
}
