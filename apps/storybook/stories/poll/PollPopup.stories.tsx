import { pollText } from '@airwave/react/poll'
import { pollCatalogue } from '@airwave/sdk/i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import type { KitLoaded } from '../../src/decorators/withAirwave'
import { advancePoll, type PollScenario, resetPoll, voteAs } from '../../src/mocks/poll'
import { PollStage } from './PollStage'

// The poll's popup on the board's channel page in each of its states, over the fake polls
// (`src/mocks/poll.ts`) and their socket: the member is viewer1 (Mina), the owner the
// streamer. The popup opens by itself once a poll; the red dot is on the poll button.

const meta = {
  title: 'Poll/Popup',
  component: PollStage,
  args: { width: 720 },
  globals: { role: 'member' },
  parameters: { poll: {} satisfies PollScenario },
  loaders: [async ({ globals }) => ({ words: await pollCatalogue.load(String(globals.locale)) })],
  beforeEach: ({ parameters }) => resetPoll(parameters.poll as PollScenario),
} satisfies Meta<typeof PollStage>

export default meta
type Story = StoryObj<typeof meta>

const QUESTION = 'Which map do we play next?'
const poll = (scenario: PollScenario) => ({ poll: scenario })
const t = (locale: unknown) => pollText(String(locale))
// The popup never opens by itself (the page's overlays, issue 24): the viewer opens it with the
// poll button, whose red dot says there is a poll.
const dialog = async (
  canvas: {
    findByRole: (role: string, o: object) => Promise<HTMLElement>
    queryByRole: (role: string, o: object) => HTMLElement | null
  },
  name: string | RegExp = QUESTION,
) => {
  const open = canvas.queryByRole('dialog', { name })
  if (open) return open
  const button = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.aw-poll-button')
    if (!found) throw new Error('no poll button yet')
    return found
  })
  button.click()
  return canvas.findByRole('dialog', { name })
}

/** A new poll: the red dot on the button, and opened, the shares as they stand. */
export const Running: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const words = t(globals.locale)
    await waitFor(() =>
      expect(canvasElement.querySelector('.aw-poll-button')).toHaveAttribute('data-state', 'dot'),
    )
    await expect(canvas.queryByRole('dialog')).toBeNull()
    const popup = await dialog(canvas)
    await expect(popup).toHaveAttribute('data-state', 'in-progress')
    await expect(within(popup).getByText(words('statusInProgress'))).toBeVisible()
    await expect(within(popup).getByText(/4:[23]\d/)).toBeVisible()
    await expect(within(popup).getAllByRole('radio')).toHaveLength(3)
    await expect(within(popup).getByText('50%')).toBeVisible()
    await expect(within(popup).getByRole('button', { name: words('vote') })).toBeDisabled()
  },
}

/** Mina picks an option and votes: the results with her choice, as bars and percentages. */
export const Vote: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    const popup = await dialog(canvas)
    await userEvent.click(within(popup).getByRole('radio', { name: /Mirage/ }))
    await userEvent.click(within(popup).getByRole('button', { name: words('vote') }))
    await within(popup).findByText(words('youVoted'))
    const chosen = popup.querySelector('.aw-poll-result[data-state=chosen]') as HTMLElement
    await expect(within(chosen).getByText('Mirage')).toBeVisible()
    await expect(within(chosen).getByText(words('yourChoice'))).toBeVisible()
    await expect(within(popup).getByText(words('votes', { count: 5 }))).toBeVisible()
    await expect(within(popup).getAllByText('40%')).toHaveLength(2)
  },
}

/** Mina voted already: the results with her choice; entering, no red dot and no popup. */
export const Voted: Story = {
  parameters: poll({ votedBy: 2 }),
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const words = t(globals.locale)
    const button = await canvas.findByRole('button', { name: words('pollButton') })
    await expect(button).toHaveAttribute('data-state', 'none')
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await userEvent.click(button)
    const popup = await dialog(canvas)
    await expect(popup).toHaveFocus()
    await expect(within(popup).getByText(words('youVoted'))).toBeVisible()
    await expect(canvasElement.querySelectorAll('.aw-poll-result')).toHaveLength(3)
  },
}

/** Someone else votes while Mina looks: the counts move without a reload. */
export const LiveUpdate: Story = {
  parameters: poll({ votedBy: 2 }),
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    await userEvent.click(await canvas.findByRole('button', { name: words('pollButton') }))
    const popup = await dialog(canvas)
    await expect(within(popup).getByText(words('votes', { count: 5 }))).toBeVisible()
    voteAs('troll', 2)
    await within(popup).findByText(words('votes', { count: 6 }))
    await expect(within(popup).getAllByText('50%').length).toBeGreaterThan(0)
  },
}

/** The streamer hides the counts until the end: the options alone, and a note. */
export const CountsHidden: Story = {
  parameters: poll({ current: 'hidden' }),
  play: async ({ canvas, globals }) => {
    const words = t(globals.locale)
    const popup = await dialog(canvas)
    await expect(within(popup).getByText(words('resultsHidden'))).toBeVisible()
    await expect(within(popup).queryByText(/%/)).toBeNull()
  },
}

/** Voted with the counts hidden: her choice, still no counts. */
export const VotedCountsHidden: Story = {
  parameters: poll({ current: 'hidden', votedBy: 3 }),
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    await userEvent.click(await canvas.findByRole('button', { name: words('pollButton') }))
    const popup = await dialog(canvas)
    await expect(within(popup).getByText(words('yourChoice'))).toBeVisible()
    await expect(within(popup).getByText(words('resultsHidden'))).toBeVisible()
  },
}

/** The result: every option's rank and share, the winner, the red dot. */
export const Result: Story = {
  parameters: poll({ current: 'result', votedBy: 1 }),
  play: async ({ canvas, canvasElement, globals }) => {
    const words = t(globals.locale)
    const popup = await dialog(canvas)
    await expect(popup).toHaveAttribute('data-state', 'result')
    await expect(within(popup).getByText(words('winner'))).toBeVisible()
    await expect(within(popup).getByText(words('rank', { rank: 1 }))).toBeVisible()
    await expect(within(popup).queryByRole('radio')).toBeNull()
    await expect(canvasElement.querySelector('.aw-poll-result[data-rank="1"]')).toHaveTextContent(
      'Dust',
    )
  },
}

/** Two options with the same votes: both rank first, both win. */
export const Tie: Story = {
  parameters: poll({ current: 'tie' }),
  play: async ({ canvas, globals }) => {
    const words = t(globals.locale)
    const popup = await dialog(canvas)
    await expect(within(popup).getAllByText(words('winner'))).toHaveLength(2)
  },
}

/** The status changes while Mina watches: the result lights the dot, the popup stays shut. */
export const ResultArrives: Story = {
  parameters: poll({ votedBy: 1 }),
  play: async ({ canvas, canvasElement, globals }) => {
    const words = t(globals.locale)
    await canvas.findByRole('button', { name: words('pollButton') })
    advancePoll()
    await canvas.findByRole('button', { name: words('pollButtonNew') })
    await waitFor(() =>
      expect(canvasElement.querySelector('.aw-poll-overlay')).toHaveAttribute(
        'data-state',
        'result',
      ),
    )
    // Entering with a running poll she voted in did not open it; the result opens it once.
    await dialog(canvas)
  },
}

/** The streamer closes the result: the poll leaves the page. */
export const Ended: Story = {
  parameters: poll({ current: 'result', votedBy: 1 }),
  play: async ({ canvas, canvasElement }) => {
    await dialog(canvas)
    advancePoll()
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-testid=stage]')).toHaveAttribute(
        'data-state',
        'none',
      ),
    )
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** A guest: "Sign in to vote" opens the login prompt, which leads to the app's login. */
export const Guest: Story = {
  globals: { role: 'anonymous' },
  play: async ({ canvas, userEvent, globals, loaded }) => {
    const words = t(globals.locale)
    const popup = await dialog(canvas)
    await userEvent.click(within(popup).getByRole('button', { name: words('signInToVote') }))
    const prompt = await canvas.findByRole('dialog', { name: 'Log in to continue' })
    await userEvent.click(within(prompt).getByRole('button', { name: 'Log in' }))
    await expect((loaded as KitLoaded).openLogin).toHaveBeenCalled()
  },
}

/** A refusal the catalogue knows (CHA30094, voted on another device): its title and words. */
export const RefusedAlreadyVoted: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    const popup = await dialog(canvas)
    // Mina votes from her phone meanwhile.
    voteAs('viewer1', 3)
    await userEvent.click(within(popup).getByRole('radio', { name: /Dust/ }))
    await userEvent.click(within(popup).getByRole('button', { name: words('vote') }))
    const alert = await within(await dialog(canvas)).findByRole('alert')
    await expect(alert).toHaveTextContent(words('alertVotedTitle'))
    await expect(alert).toHaveTextContent(words('alertVotedBody'))
    await userEvent.click(within(alert).getByRole('button', { name: words('alertDismiss') }))
    await expect(within(await dialog(canvas)).queryByRole('alert')).toBeNull()
  },
}

/** A failure the catalogue does not know: its status code as the title, the server's words. */
export const RefusedUnknown: Story = {
  parameters: { backend: { failing: ['votePoll'] } },
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    const popup = await dialog(canvas)
    await userEvent.click(within(popup).getByRole('radio', { name: /Nuke/ }))
    await userEvent.click(within(popup).getByRole('button', { name: words('vote') }))
    const alert = await within(await dialog(canvas)).findByRole('alert')
    await expect(alert).toHaveTextContent('500')
    await expect(alert).toHaveTextContent('votePoll failed (story scenario)')
  },
}

/** Ten long options and a long question wrap in the popup. */
export const LongPoll: Story = {
  parameters: poll({ current: 'long' }),
  play: async ({ canvas }) => {
    const popup = await dialog(canvas, /very long map names/)
    await expect(within(popup).getAllByRole('radio')).toHaveLength(10)
  },
}

/** Escape closes it and the keyboard goes back to the button; the dot goes out. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    const button = await canvas.findByRole('button', { name: words('pollButtonNew') })
    button.focus()
    await userEvent.keyboard('{Enter}')
    const popup = await canvas.findByRole('dialog', { name: QUESTION })
    await expect(popup).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await expect(canvas.getByRole('button', { name: words('pollButton') })).toHaveFocus()
  },
}

/** On a phone: a sheet at the bottom of the screen. */
export const Phone: Story = {
  args: { width: 358 },
  play: async ({ canvas }) => {
    await dialog(canvas)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: poll({ current: 'result', votedBy: 2 }),
  play: async ({ canvas }) => {
    await dialog(canvas)
  },
}

export const Korean: Story = {
  globals: { locale: 'ko-KR' },
  play: async ({ canvas }) => {
    const popup = await dialog(canvas)
    await expect(within(popup).getByText('투표 진행 중')).toBeVisible()
    await expect(within(popup).getByRole('button', { name: '투표하기' })).toBeVisible()
  },
}

/** No poll on the channel: no button, no card, no popup. */
export const NoPoll: Story = {
  parameters: poll({ current: 'none' }),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-testid=stage]')).toHaveAttribute(
        'data-state',
        'none',
      ),
    )
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** The channel's poll is on its way: nothing shows yet. */
export const Loading: Story = {
  parameters: { backend: { pending: ['getOngoingPoll'] } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-testid=stage]')).toHaveAttribute(
      'data-state',
      'loading',
    )
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}
