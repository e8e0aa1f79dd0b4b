import { MissionHistory, RecentMissions } from '@airwave/react/mission'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { loadMissionWords, missionWords, startMission } from './missionStory'

// The member's missions and where their gems went (/challenge/history), and a channel's
// recently completed.

const meta = {
  title: 'Mission/MissionHistory',
  component: MissionHistory,
  globals: { role: 'member' },
  parameters: { account: true },
  decorators: [(Story) => <div style={{ maxWidth: 720, padding: 16 }}>{Story()}</div>],
  loaders: [loadMissionWords],
  beforeEach: startMission,
} satisfies Meta<typeof MissionHistory>

export default meta
type Story = StoryObj<typeof meta>

export const History: Story = {
  play: async ({ canvas, globals }) => {
    const t = missionWords(globals.locale)
    await expect(await canvas.findByText(t('outcomePaid'))).toBeVisible()
    await expect(canvas.getAllByText(t('outcomeReturned')).length).toBeGreaterThan(0)
  },
}

export const HistorySignedOut: Story = {
  globals: { role: 'anonymous' },
  play: async ({ canvas, globals }) => {
    const t = missionWords(globals.locale)
    await canvas.findByText(t('signedOut'))
  },
}

/** A channel's recently completed missions. */
export const Recent: Story = {
  parameters: { chat: {} },
  render: () => <RecentMissions channelId="airwave" />,
  play: async ({ canvas }) => {
    await canvas.findByText('Ten headshots in a row')
  },
}
