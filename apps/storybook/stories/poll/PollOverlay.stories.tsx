import { pollText } from '@airwave/react/poll'
import { pollCatalogue } from '@airwave/sdk/i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { advancePoll, type PollScenario, resetPoll } from '../../src/mocks/poll'
import { PollStage } from './PollStage'

// The poll's card over the player (`<Player overlay={<PollOverlay poll={poll} />}>`): in the
// picture's top corner, clear of the controls at the bottom; a press opens the popup.

const meta = {
  title: 'Poll/Overlay',
  component: PollStage,
  args: { width: 960 },
  globals: { role: 'member' },
  parameters: { poll: {} satisfies PollScenario },
  loaders: [async ({ globals }) => ({ words: await pollCatalogue.load(String(globals.locale)) })],
  beforeEach: ({ parameters }) => resetPoll(parameters.poll as PollScenario),
} satisfies Meta<typeof PollStage>

export default meta
type Story = StoryObj<typeof meta>

const poll = (scenario: PollScenario) => ({ poll: scenario })
const t = (locale: unknown) => pollText(String(locale))
const card = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('.aw-poll-overlay')).not.toBeNull())
  return canvasElement.querySelector('.aw-poll-overlay') as HTMLElement
}

/** A running poll Mina voted in: status, time left, question, "You voted"; in the top corner. */
export const Running: Story = {
  parameters: poll({ votedBy: 1 }),
  play: async ({ canvasElement, globals }) => {
    const words = t(globals.locale)
    const overlay = await card(canvasElement)
    await expect(overlay).toHaveAttribute('data-state', 'in-progress')
    await expect(overlay).toHaveAttribute('data-dot', 'off')
    await expect(within(overlay).getByText(words('statusInProgress'))).toBeVisible()
    await expect(within(overlay).getByText(/4:[23]\d/)).toBeVisible()
    await expect(within(overlay).getByText(words('youVoted'))).toBeVisible()
    // In the top right corner, in the picture's upper half: the controls are at the bottom.
    const frame = (overlay.closest('.aw-player') as HTMLElement).getBoundingClientRect()
    const box = overlay.getBoundingClientRect()
    await expect(box.top - frame.top).toBeLessThan(20)
    await expect(frame.right - box.right).toBeLessThan(20)
    await expect(box.bottom).toBeLessThan(frame.top + frame.height / 2)
  },
}

/** Not voted yet: the card says "Vote", with the red dot of a new poll. */
export const ToVote: Story = {
  parameters: poll({}),
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const words = t(globals.locale)
    const overlay = await card(canvasElement)
    await expect(within(overlay).getByText(words('vote'))).toBeVisible()
    await expect(overlay).toHaveAttribute('data-dot', 'on')
    // The popup never opens by itself: the card opens it, and closing it puts the dot out.
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await userEvent.click(overlay)
    const popup = await canvas.findByRole('dialog')
    await userEvent.click(within(popup).getByRole('button', { name: words('close') }))
    await waitFor(() => expect(overlay).toHaveAttribute('data-dot', 'off'))
  },
}

/** The press opens the popup, with the keyboard's focus in it. */
export const OpensPopup: Story = {
  parameters: poll({ votedBy: 1 }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const overlay = await card(canvasElement)
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await userEvent.click(overlay)
    const popup = await canvas.findByRole('dialog')
    await expect(popup).toHaveFocus()
    await expect(overlay).toHaveAttribute('aria-expanded', 'true')
  },
}

/** The result arrives: "Results", "See the results", and the red dot. */
export const Result: Story = {
  parameters: poll({ votedBy: 1 }),
  play: async ({ canvasElement, globals }) => {
    const words = t(globals.locale)
    const overlay = await card(canvasElement)
    advancePoll()
    await waitFor(() => expect(overlay).toHaveAttribute('data-state', 'result'))
    await expect(within(overlay).getByText(words('seeResults'))).toBeVisible()
    await expect(overlay).toHaveAttribute('data-dot', 'on')
  },
}

/** A long question is cut to two lines; on a phone to one. */
export const LongQuestion: Story = {
  parameters: poll({ current: 'long', votedBy: 1 }),
  args: { width: 358 },
  play: async ({ canvasElement }) => {
    const overlay = await card(canvasElement)
    const frame = (overlay.closest('.aw-player') as HTMLElement).getBoundingClientRect()
    await expect(overlay.getBoundingClientRect().width).toBeLessThanOrEqual(frame.width)
  },
}

/** No poll: no card over the picture. */
export const NoPoll: Story = {
  parameters: poll({ current: 'none' }),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-testid=stage]')).toHaveAttribute(
        'data-state',
        'none',
      ),
    )
    await expect(canvasElement.querySelector('.aw-poll-overlay')).toBeNull()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: poll({ current: 'result', votedBy: 1 }),
  play: async ({ canvasElement }) => {
    await card(canvasElement)
  },
}

export const Thai: Story = {
  globals: { locale: 'th-TH' },
  parameters: poll({ votedBy: 1 }),
  play: async ({ canvasElement }) => {
    const overlay = await card(canvasElement)
    await expect(within(overlay).getByText('เปิดโหวตอยู่')).toBeVisible()
  },
}
