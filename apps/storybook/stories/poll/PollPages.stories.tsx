import { PollDetail, PollList, PollOngoing, pollManageText } from '@airwave/react/poll'
import { pollCatalogue, pollManageCatalogue } from '@airwave/sdk/i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { type PollScenario, resetPoll } from '../../src/mocks/poll'

// The streamer's poll pages over the fake polls: the list (10 a page, by status), a poll's
// page with its counts and ranks (end and close with a confirmation), the current poll.

type PageArgs = { page: 'list' | 'detail' | 'ongoing'; pollIdx?: number }

function PollPage({ page, pollIdx = 103 }: PageArgs) {
  if (page === 'list') return <PollList />
  if (page === 'detail') return <PollDetail pollIdx={pollIdx} />
  return <PollOngoing channelId="airwave" />
}

const meta = {
  title: 'Poll/Pages',
  component: PollPage,
  args: { page: 'list' },
  globals: { role: 'owner' },
  // The pages follow the channel live: they take the page's socket (the stories' chat socket).
  parameters: { poll: {} satisfies PollScenario, chat: {} },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
  loaders: [
    async ({ globals }) => {
      const locale = String(globals.locale)
      await Promise.all([pollCatalogue.load(locale), pollManageCatalogue.load(locale)])
      return {}
    },
  ],
  beforeEach: ({ parameters }) => resetPoll(parameters.poll as PollScenario),
} satisfies Meta<typeof PollPage>

export default meta
type Story = StoryObj<typeof meta>

const t = (locale: unknown) => pollManageText(String(locale))
const section = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('section') as HTMLElement

/** The channel's polls, newest first: the running one with its edit link. */
export const List: Story = {
  parameters: { poll: { history: 12 } satisfies PollScenario },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const words = t(globals.locale)
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'ready'))
    const items = canvas.getAllByRole('listitem')
    await expect(items).toHaveLength(10)
    await expect(items[0]).toHaveAttribute('data-state', 'in-progress')
    await expect(
      within(items[0] as HTMLElement).getByRole('link', { name: words('edit') }),
    ).toBeVisible()
    await expect(canvas.getByText(words('pageOf', { page: '1', pages: '2' }))).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: words('nextPage') }))
    await canvas.findByText(words('pageOf', { page: '2', pages: '2' }))
  },
}

export const Empty: Story = {
  parameters: { poll: { current: 'none', history: 0 } satisfies PollScenario },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(t(globals.locale)('listEmpty'))
  },
}

/** A member who does not manage the channel. */
export const NotAllowed: Story = {
  globals: { role: 'member' },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(t(globals.locale)('notAllowed'))
  },
}

/** A running poll's page: every count and rank; the end asks first. */
export const Detail: Story = {
  args: { page: 'detail', pollIdx: 103 },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const words = t(globals.locale)
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'in-progress'))
    await expect(canvas.getByText('50%')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: words('endPoll') }))
    const confirm = await canvas.findByRole('alertdialog', { name: words('endConfirmTitle') })
    await expect(within(confirm).getByRole('button', { name: words('cancel') })).toHaveFocus()
    await userEvent.click(within(confirm).getByRole('button', { name: words('endPoll') }))
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'result'))
    await expect(canvas.getByRole('button', { name: words('closeResults') })).toBeVisible()
  },
}

export const DetailResult: Story = {
  args: { page: 'detail', pollIdx: 103 },
  parameters: { poll: { current: 'result' } satisfies PollScenario },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'result'))
  },
}

export const DetailNotFound: Story = {
  args: { page: 'detail', pollIdx: 999 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'not-found'))
  },
}

/** The current poll, and none. */
export const Ongoing: Story = {
  args: { page: 'ongoing' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(section(canvasElement)).toHaveAttribute('data-state', 'in-progress'))
  },
}

export const OngoingNone: Story = {
  args: { page: 'ongoing' },
  parameters: { poll: { current: 'none' } satisfies PollScenario },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(t(globals.locale)('noOngoing'))
  },
}

export const DarkKorean: Story = {
  args: { page: 'detail', pollIdx: 103 },
  globals: { theme: 'dark', locale: 'ko-KR' },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: '투표 종료' })
  },
}
