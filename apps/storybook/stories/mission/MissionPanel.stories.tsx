import { MissionPanel } from '@airwave/react/mission'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { useViewer } from '../../src/decorators/withAirwave'
import { loadMissionWords, missionWords, startMission } from './missionStory'

// A channel's challenge missions (the channel page's panel, /challenge): the open and started
// lists, the propose form, pledges, the streamer's controls; each state of the panel.

const meta = {
  title: 'Mission/MissionPanel',
  component: MissionPanel,
  globals: { role: 'member' },
  parameters: { chat: {} },
  args: { channelId: 'airwave', onBuyGems: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 16 }}>{Story()}</div>],
  // The toolbar's role is who looks (owner: the streamer of airwave).
  render: function Render(args) {
    return <MissionPanel {...args} viewer={useViewer()} />
  },
  loaders: [loadMissionWords],
  beforeEach: startMission,
} satisfies Meta<typeof MissionPanel>

export default meta
type Story = StoryObj<typeof meta>

const panelState = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.aw-missions-panel')?.getAttribute('data-state')

/** A viewer: the started and open lists, the propose form, a pledge on each mission. */
export const Lists: Story = {
  play: async ({ canvas, globals }) => {
    const t = missionWords(globals.locale)
    await canvas.findByText('Speedrun level 3 under 5 minutes')
    await canvas.findByText('Beat the boss without healing')
    // The form waits for the channel's mission settings, asked beside the lists.
    await expect(await canvas.findByRole('form', { name: t('proposeTitle') })).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: t('pledge') }).length).toBeGreaterThan(0)
  },
}

/** A viewer proposes a mission: it joins the open list. */
export const Proposed: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = missionWords(globals.locale)
    const form = await canvas.findByRole('form', { name: t('proposeTitle') })
    await userEvent.type(within(form).getByLabelText(t('titleLabel')), 'Play with one hand')
    await userEvent.type(within(form).getByLabelText(t('gemLabel')), '200')
    await userEvent.click(within(form).getByRole('button', { name: t('propose') }))
    await canvas.findByText(t('proposed'))
    await canvas.findByText('Play with one hand')
  },
}

export const Empty: Story = {
  parameters: { mission: { empty: true } },
  play: async ({ canvas, globals }) => {
    const t = missionWords(globals.locale)
    await canvas.findByText(t('emptyOpen'))
    await canvas.findByText(t('emptyStarted'))
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['listMissions', 'getMissionConfig'] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(panelState(canvasElement)).toBe('loading'))
  },
}

/** The lists could not be read: each says so, with Try again. */
export const LoadError: Story = {
  parameters: { backend: { failing: ['listMissions'] } },
  play: async ({ canvas, globals }) => {
    const t = missionWords(globals.locale)
    await waitFor(async () =>
      expect(await canvas.findAllByRole('button', { name: t('retry') })).toHaveLength(2),
    )
  },
}

/** The streamer never agreed to missions: nobody may propose. */
export const NotAgreed: Story = {
  parameters: { mission: { notAgreed: true } },
  play: async ({ canvas, globals }) => {
    const t = missionWords(globals.locale)
    await canvas.findByText(t('notAgreed'))
  },
}

/** A guest: the lists, and a sign-in prompt instead of the form. */
export const SignedOut: Story = {
  globals: { role: 'anonymous' },
  play: async ({ canvas, globals }) => {
    const t = missionWords(globals.locale)
    await canvas.findByText(t('signedOut'))
    await expect(canvas.getByRole('button', { name: t('signIn') })).toBeVisible()
  },
}

/** The streamer on their own channel: start or reject the open ones, end the started ones. */
export const Streamer: Story = {
  globals: { role: 'owner' },
  play: async ({ canvas, globals }) => {
    const t = missionWords(globals.locale)
    await canvas.findByText('Beat the boss without healing')
    await expect(canvas.getAllByRole('button', { name: t('start') }).length).toBeGreaterThan(0)
    await expect(canvas.getByRole('button', { name: t('endSuccess') })).toBeVisible()
  },
}

/** A start on its way: the mission waits (status 5) until the server answers. */
export const Wait: Story = {
  globals: { role: 'owner' },
  parameters: { backend: { pending: ['startMission'] } },
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = missionWords(globals.locale)
    await canvas.findByText('Beat the boss without healing')
    await userEvent.click(canvas.getAllByRole('button', { name: t('start') })[0] as HTMLElement)
    await waitFor(() =>
      expect(canvasElement.querySelector('.aw-mission-card[data-state="wait"]')).not.toBeNull(),
    )
  },
}

/** A step refused: the status comes back and the refusal says why. */
export const StepRefused: Story = {
  globals: { role: 'owner' },
  parameters: { mission: { stepRefusal: 'MIS1003' } },
  play: async ({ canvas, globals, userEvent }) => {
    const t = missionWords(globals.locale)
    await userEvent.click(await canvas.findByRole('button', { name: t('endSuccess') }))
    await canvas.findByText(t('errorMIS1003'))
  },
}
