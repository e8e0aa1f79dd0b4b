import { RaidPanel } from '@airwave/react/raid'
import { catalogueText, raidCatalogue } from '@airwave/sdk/i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import type { Scenario } from '../../src/mocks/backend'
import { BOARD } from '../../src/mocks/people'

// The streamer's raid panel (the owner, live on the board's channel), over the fake backend's
// live list and raid call (`src/mocks/raid.ts`): viewer1 and viewer2 are live; viewer3's live
// just ended, so a raid to it is refused; the streamer's own channel is never offered.

const meta = {
  title: 'Raid/Raid panel',
  component: RaidPanel,
  args: { channelId: BOARD, available: true },
  globals: { role: 'owner' },
  // The page's socket (RAID_AVAILABILITY comes to the streamer's): the stories' fake one.
  parameters: { chat: {} },
  loaders: [async ({ globals }) => ({ words: await raidCatalogue.load(String(globals.locale)) })],
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof RaidPanel>

export default meta
type Story = StoryObj<typeof meta>

// The toolbar's language, loaded by the story's loader.
const t = (locale: unknown) => catalogueText(raidCatalogue, String(locale))
const panel = (canvasElement: HTMLElement) => canvasElement.querySelector('.aw-raid-panel')

/** Live: the other live channels to pick from, "Start raid" waiting for a pick. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const words = t(globals.locale)
    await canvas.findByRole('option', { name: 'Speedrun night (viewer1)' })
    await expect(canvas.queryByRole('option', { name: /\(airwave\)/ })).toBeNull()
    await expect(canvas.getByRole('button', { name: words('raidStart') })).toBeDisabled()
    await expect(panel(canvasElement)).toHaveAttribute('data-state', 'idle')
  },
}

/** The streamer raids viewer1: sent, said so. */
export const Sent: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const words = t(globals.locale)
    await canvas.findByRole('option', { name: 'Speedrun night (viewer1)' })
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'viewer1')
    await userEvent.click(canvas.getByRole('button', { name: words('raidStart') }))
    await canvas.findByText(words('raidSent', { target: 'viewer1' }))
    await expect(panel(canvasElement)).toHaveAttribute('data-state', 'sent')
  },
}

/** The picked channel's live ended meanwhile: refused (STR40011), in words. */
export const Refused: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const words = t(globals.locale)
    await canvas.findByRole('option', { name: 'Last few minutes (viewer3)' })
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'viewer3')
    await userEvent.click(canvas.getByRole('button', { name: words('raidStart') }))
    await canvas.findByText(words('raidRefusedTargetOffline'))
    await expect(panel(canvasElement)).toHaveAttribute('data-state', 'failed')
  },
}

/** The raid on its way (the call has not answered). */
export const Sending: Story = {
  parameters: { backend: { pending: ['viewerRaid'] } satisfies Scenario },
  play: async ({ canvas, canvasElement, globals }) => {
    const words = t(globals.locale)
    await canvas.findByRole('option', { name: 'Speedrun night (viewer1)' })
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'viewer1')
    await userEvent.click(canvas.getByRole('button', { name: words('raidStart') }))
    await waitFor(() => expect(panel(canvasElement)).toHaveAttribute('data-state', 'sending'))
    await expect(canvas.getByRole('button', { name: words('raidSending') })).toBeDisabled()
  },
}

/** Nobody else is live. */
export const NoOneLive: Story = {
  parameters: { backend: { empty: true } satisfies Scenario },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(t(globals.locale)('raidNoTargets'))
    await expect(canvas.getByRole('combobox')).toBeDisabled()
  },
}

/** The live list does not load: said, with a refresh. */
export const ListFails: Story = {
  parameters: { backend: { failing: ['listStreams'] } satisfies Scenario },
  play: async ({ canvas, globals }) => {
    const words = t(globals.locale)
    await canvas.findByText(words('raidTargetsFailed'))
    await expect(canvas.getByRole('button', { name: words('raidRefresh') })).toBeEnabled()
  },
}

/** Loading the live list. */
export const Loading: Story = {
  parameters: { backend: { pending: ['listStreams'] } satisfies Scenario },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(t(globals.locale)('raidTargetsLoading'))
  },
}

/** Not live: a raid cannot be started. */
export const NotLive: Story = {
  args: { available: false },
  play: async ({ canvas, canvasElement, globals }) => {
    await canvas.findByText(t(globals.locale)('raidUnavailable'))
    await expect(panel(canvasElement)).toHaveAttribute('data-state', 'unavailable')
    await expect(canvas.queryByRole('combobox')).toBeNull()
  },
}

/** Dark. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await canvas.findByRole('option', { name: 'Speedrun night (viewer1)' })
  },
}

/** In Thai. */
export const Thai: Story = {
  globals: { locale: 'th-TH' },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'เริ่มเรด' })
  },
}
