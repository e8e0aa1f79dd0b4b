import { type Poll, PollForm, pollManageText, pollText } from '@airwave/react/poll'
import { pollCatalogue, pollManageCatalogue } from '@airwave/sdk/i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { type PollScenario, resetPoll } from '../../src/mocks/poll'

// The streamer's poll form, creating and editing, over the fake polls: every check with its
// message, the default form (2 empty options, 1 minute), empty options left out, the time
// added when editing, the options locked once someone voted, and the server's refusals.

const meta = {
  title: 'Poll/Form',
  component: PollForm,
  args: { onSaved: fn(), onCancel: fn() },
  globals: { role: 'owner' },
  parameters: { poll: { current: 'none' } satisfies PollScenario },
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
  loaders: [
    async ({ globals }) => {
      const locale = String(globals.locale)
      await Promise.all([pollCatalogue.load(locale), pollManageCatalogue.load(locale)])
      return {}
    },
  ],
  beforeEach: ({ parameters }) => resetPoll(parameters.poll as PollScenario),
} satisfies Meta<typeof PollForm>

export default meta
type Story = StoryObj<typeof meta>

const t = (locale: unknown) => pollManageText(String(locale))
const form = (canvasElement: HTMLElement) => canvasElement.querySelector('form') as HTMLElement

const running: Poll = {
  idx: 103,
  status: 'in-progress',
  channelId: 'airwave',
  title: 'Which map do we play next?',
  isRankingExpose: true,
  totalVoteCnt: 0,
  canManage: true,
  voteItem: [
    { idx: 1, content: 'Dust', voteCnt: 0 },
    { idx: 2, content: 'Mirage', voteCnt: 0 },
  ],
}

/** The form a streamer starts from: no question, 2 empty options, 1 minute. */
export const Create: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const words = t(globals.locale)
    await expect(canvas.getByRole('heading', { name: words('createTitle') })).toBeVisible()
    await expect(canvas.getAllByRole('textbox')).toHaveLength(3)
    const [days, hours, minutes] = canvas.getAllByRole('combobox')
    await expect(days).toHaveValue('0')
    await expect(hours).toHaveValue('0')
    await expect(minutes).toHaveValue('1')
    await expect(form(canvasElement)).toHaveAttribute('data-state', 'idle')
  },
}

/** Sent as it starts: every problem said, beside its field and in a summary; the focus on the first. */
export const Invalid: Story = {
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const words = t(globals.locale)
    await userEvent.click(canvas.getByRole('button', { name: words('start') }))
    await expect(form(canvasElement)).toHaveAttribute('data-state', 'invalid')
    await expect(canvas.getByRole('alert')).toHaveTextContent(words('fixProblems', { count: 2 }))
    await expect(canvas.getByText(words('problemTitleRequired'))).toBeVisible()
    await expect(canvas.getByText(words('problemOptionsTooFew'))).toBeVisible()
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: words('titleLabel') })).toHaveFocus(),
    )
  },
}

/** Filled and started: the kept options only (the empty one left out); the poll starts. */
export const Start: Story = {
  play: async ({ canvas, canvasElement, userEvent, globals, args, loaded }) => {
    const words = t(globals.locale)
    await userEvent.type(canvas.getByRole('textbox', { name: words('titleLabel') }), 'Next map?')
    await userEvent.type(
      canvas.getByRole('textbox', { name: words('optionLabel', { number: '1' }) }),
      'Dust',
    )
    await userEvent.click(canvas.getByRole('button', { name: words('addOption') }))
    await userEvent.type(
      canvas.getByRole('textbox', { name: words('optionLabel', { number: '3' }) }),
      'Nuke',
    )
    await userEvent.selectOptions(canvas.getAllByRole('combobox')[2] as HTMLElement, '5')
    await userEvent.click(canvas.getByRole('button', { name: words('start') }))
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled())
    const saved = (args.onSaved as ReturnType<typeof fn>).mock.calls[0]?.[0] as Poll
    await expect(saved.voteItem.map((item) => item.content)).toEqual(['Dust', 'Nuke'])
    await expect(saved.time).toEqual({ day: 0, hour: 0, minute: 5 })
    await expect(form(canvasElement)).toHaveAttribute('data-state', 'saved')
    void loaded
  },
}

/** A paste over 50 characters is cut at 50, and the count says it is full. */
export const LongPaste: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    const title = canvas.getByRole('textbox', { name: words('titleLabel') })
    await userEvent.click(title)
    await userEvent.paste('x'.repeat(70))
    await expect(title).toHaveValue('x'.repeat(50))
    await expect(canvas.getByText(words('textCount', { count: 50, max: 50 }))).toBeVisible()
  },
}

/** 0 days, 0 hours, 0 minutes: a poll runs for at least a minute. */
export const TooShort: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    await userEvent.selectOptions(canvas.getAllByRole('combobox')[2] as HTMLElement, '0')
    await expect(canvas.getByText(words('problemTimeTooShort'))).toBeVisible()
  },
}

/** Ten options at most: the add button goes; each row can be removed. */
export const TenOptions: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    for (let i = 0; i < 8; i++) {
      await userEvent.click(canvas.getByRole('button', { name: words('addOption') }))
    }
    await expect(canvas.getAllByRole('textbox')).toHaveLength(11)
    await expect(canvas.queryByRole('button', { name: words('addOption') })).toBeNull()
    await userEvent.click(
      canvas.getByRole('button', { name: words('removeOption', { number: '10' }) }),
    )
    await expect(canvas.getAllByRole('textbox')).toHaveLength(10)
  },
}

/** A poll already runs on the channel: the server's refusal (CHA30092) in words. */
export const RefusedRunning: Story = {
  parameters: { poll: { current: 'running' } satisfies PollScenario },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const words = t(globals.locale)
    await userEvent.type(canvas.getByRole('textbox', { name: words('titleLabel') }), 'Another?')
    await userEvent.type(
      canvas.getByRole('textbox', { name: words('optionLabel', { number: '1' }) }),
      'Yes',
    )
    await userEvent.click(canvas.getByRole('button', { name: words('start') }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent(pollText(String(globals.locale))('alertRunningTitle'))
    await expect(form(canvasElement)).toHaveAttribute('data-state', 'error')
  },
}

/** A member who does not manage the channel (CHA30091). */
export const RefusedNotAllowed: Story = {
  globals: { role: 'member' },
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    await userEvent.type(canvas.getByRole('textbox', { name: words('titleLabel') }), 'Mine?')
    await userEvent.type(
      canvas.getByRole('textbox', { name: words('optionLabel', { number: '1' }) }),
      'Yes',
    )
    await userEvent.click(canvas.getByRole('button', { name: words('start') }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent(pollText(String(globals.locale))('alertForbiddenTitle'))
  },
}

/** Editing a running poll nobody voted in: every field, and the time to add from 0. */
export const Edit: Story = {
  // The fake's running poll is the first it makes (no earlier polls): idx 100.
  args: {
    mode: 'edit',
    poll: {
      ...running,
      idx: 100,
      voteItem: ['Dust', 'Mirage', 'Nuke'].map((content, i) => ({ idx: i + 1, content })),
    },
  },
  parameters: { poll: { current: 'running', history: 0, noVotes: true } satisfies PollScenario },
  play: async ({ canvas, userEvent, globals, args }) => {
    const words = t(globals.locale)
    await expect(canvas.getByRole('heading', { name: words('editTitle') })).toBeVisible()
    await expect(canvas.getByRole('group', { name: words('addTimeLabel') })).toBeVisible()
    await expect(canvas.getAllByRole('combobox')[2]).toHaveValue('0')
    await expect(canvas.getByText(words('addTimeHint'))).toBeVisible()
    const title = canvas.getByRole('textbox', { name: words('titleLabel') })
    await userEvent.clear(title)
    await userEvent.type(title, 'Which map next?')
    await userEvent.click(canvas.getByRole('button', { name: words('save') }))
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled())
  },
}

/** Someone voted: the options are locked, the rest can change. */
export const EditLocked: Story = {
  args: { mode: 'edit', poll: { ...running, totalVoteCnt: 4 } },
  play: async ({ canvas, globals }) => {
    const words = t(globals.locale)
    await expect(canvas.getByText(words('optionsLocked'))).toBeVisible()
    await expect(
      canvas.getByRole('textbox', { name: words('optionLabel', { number: '1' }) }),
    ).toHaveAttribute('readonly')
    await expect(canvas.queryByRole('button', { name: words('addOption') })).toBeNull()
  },
}

/** An ended poll cannot be edited. */
export const EditEnded: Story = {
  args: { mode: 'edit', poll: { ...running, status: 'result' } },
  play: async ({ canvas, globals }) => {
    const words = t(globals.locale)
    await expect(canvas.getByText(words('notEditable'))).toBeVisible()
    await expect(canvas.getByRole('button', { name: words('save') })).toBeDisabled()
  },
}

/** Saving: the button says so and waits. */
export const Saving: Story = {
  parameters: { backend: { pending: ['createPoll'] } },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const words = t(globals.locale)
    await userEvent.type(canvas.getByRole('textbox', { name: words('titleLabel') }), 'Next?')
    await userEvent.type(
      canvas.getByRole('textbox', { name: words('optionLabel', { number: '1' }) }),
      'A',
    )
    await userEvent.click(canvas.getByRole('button', { name: words('start') }))
    await within(form(canvasElement)).findByRole('button', { name: words('saving') })
    await expect(form(canvasElement)).toHaveAttribute('data-state', 'saving')
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: t(globals.locale)('start') }))
  },
}

export const Japanese: Story = {
  globals: { locale: 'ja-JP' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '投票を作成' })).toBeVisible()
  },
}
