import { MissionConfigForm } from '@airwave/react/mission'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { loadMissionWords, missionWords, startMission } from './missionStory'

// The streamer's challenge mission settings (/challenge/config): the agreement, then the form.

const meta = {
  title: 'Mission/MissionConfigForm',
  component: MissionConfigForm,
  globals: { role: 'owner' },
  args: { channelId: 'airwave' },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 16 }}>{Story()}</div>],
  loaders: [loadMissionWords],
  beforeEach: startMission,
} satisfies Meta<typeof MissionConfigForm>

export default meta
type Story = StoryObj<typeof meta>

/** Never agreed: the agreement comes first. */
export const NotAgreed: Story = {
  parameters: { mission: { notAgreed: true } },
  play: async ({ canvas, globals, userEvent }) => {
    const t = missionWords(globals.locale)
    await userEvent.click(await canvas.findByRole('button', { name: t('agree') }))
    await canvas.findByLabelText(t('minimumLabel'))
  },
}

/** Agreed: the settings, saved. */
export const Config: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = missionWords(globals.locale)
    const minimum = await canvas.findByLabelText(t('minimumLabel'))
    await userEvent.clear(minimum)
    await userEvent.type(minimum, '250')
    await userEvent.click(canvas.getByRole('button', { name: t('save') }))
    await expect(await canvas.findByText(t('saved'))).toBeVisible()
  },
}
