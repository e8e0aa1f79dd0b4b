import { SocialLoginButtons } from '@airwave/react/social'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { resetSocial, type SocialScenario } from '../../src/mocks/social'
import { loadSocialWords, socialWords } from './socialStory'

// The social sign-in buttons of /login and the embed's popup: one per platform the server
// offers, each running the OpenID Connect flow in a popup (the provider's page is the
// server's; these stories stop before it).

const meta = {
  title: 'Social/SocialLoginButtons',
  component: SocialLoginButtons,
  args: { onOutcome: fn() },
  globals: { role: 'anonymous' },
  parameters: { social: {} satisfies SocialScenario },
  decorators: [(Story) => <div style={{ maxWidth: 380, padding: 24 }}>{Story()}</div>],
  loaders: [loadSocialWords],
  beforeEach: ({ parameters }) => resetSocial(parameters.social as SocialScenario),
} satisfies Meta<typeof SocialLoginButtons>

export default meta
type Story = StoryObj<typeof meta>

const section = (element: HTMLElement) => element.querySelector('.aw-social') as HTMLElement

export const AllPlatforms: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = socialWords(globals.locale)
    for (const platform of ['Google', 'Apple', 'Facebook']) {
      await expect(
        await canvas.findByRole('button', { name: t('continueWith', { platform }) }),
      ).toBeEnabled()
    }
    await expect(section(canvasElement)).toHaveAttribute('data-state', 'idle')
  },
}

/** In production only the configured platforms show. */
export const OnlyConfigured: Story = {
  parameters: { social: { providers: ['google'] } satisfies SocialScenario },
  play: async ({ canvas, globals }) => {
    const t = socialWords(globals.locale)
    await canvas.findByRole('button', { name: t('continueWith', { platform: 'Google' }) })
    await expect(canvas.getAllByRole('button')).toHaveLength(1)
  },
}

export const NoneOffered: Story = {
  parameters: { social: { providers: [] } satisfies SocialScenario },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(socialWords(globals.locale)('noProviders'))).toBeVisible()
  },
}

/** The server refuses the flow (SOC10005): said under the buttons, which stay usable. */
export const Refused: Story = {
  parameters: { social: { refuseAuthorize: 'SOC10005' } satisfies SocialScenario },
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = socialWords(globals.locale)
    const google = await canvas.findByRole('button', {
      name: t('continueWith', { platform: 'Google' }),
    })
    await userEvent.click(google)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent(t('errorNotOffered', { platform: 'Google' }))
    await expect(section(canvasElement)).toHaveAttribute('data-state', 'failed')
    await expect(google).toBeEnabled()
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['listProviders'] } },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(
      await canvas.findByText(socialWords(globals.locale)('loadingProviders')),
    ).toBeVisible()
    await expect(section(canvasElement)).toHaveAttribute('data-state', 'loading')
  },
}

export const LoadError: Story = {
  parameters: { backend: { failing: ['listProviders'] } },
  play: async ({ canvas, globals }) => {
    const alert = await canvas.findByRole('alert')
    await expect(
      within(alert).getByRole('button', { name: socialWords(globals.locale)('retry') }),
    ).toBeEnabled()
  },
}
