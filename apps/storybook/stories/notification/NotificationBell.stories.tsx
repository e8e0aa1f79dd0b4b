import { NotificationBell } from '@airwave/react/notification'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { answeredCount } from '../../src/mocks/backend'
import { type NotificationScenario, resetNotifications } from '../../src/mocks/notification'
import { loadNotificationWords, notificationWords } from './notificationStory'

// The header's bell: the unread badge (99+ past 99) and its panel of records, newest first,
// with mark all read, read one (open it), delete one, show more and the settings link.

const meta = {
  title: 'Notification/NotificationBell',
  component: NotificationBell,
  globals: { role: 'member' },
  parameters: { notification: {} satisfies NotificationScenario },
  // Room under the bell for the panel; the bell sits at the right, as in a header.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16, minHeight: 620 }}>
        {Story()}
      </div>
    ),
  ],
  loaders: [loadNotificationWords],
  beforeEach: ({ parameters }) =>
    resetNotifications(parameters.notification as NotificationScenario),
} satisfies Meta<typeof NotificationBell>

export default meta
type Story = StoryObj<typeof meta>

const panel = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.aw-notify-panel') as HTMLElement | null

export const NothingNew: Story = {
  parameters: { notification: { unread: 0 } satisfies NotificationScenario },
  play: async ({ canvas, globals }) => {
    const t = notificationWords(globals.locale)
    await waitFor(() => expect(answeredCount('getBadge')).toBe(1))
    await expect(canvas.getByRole('button', { name: t('notifications') })).toBeVisible()
    await expect(canvas.queryByTestId('notification-badge')).toBeNull()
  },
}

export const ThreeNew: Story = {
  play: async ({ canvas, globals }) => {
    const t = notificationWords(globals.locale)
    await canvas.findByRole('button', { name: t('bellNew', { count: 3, shown: '3' }) })
    await expect(canvas.getByTestId('notification-badge')).toHaveTextContent('3')
  },
}

export const MoreThan99: Story = {
  parameters: { notification: { records: 25, unread: 120 } satisfies NotificationScenario },
  play: async ({ canvas, globals }) => {
    const t = notificationWords(globals.locale)
    // The name says what the badge shows: 99+.
    await canvas.findByRole('button', { name: t('bellNew', { count: 120, shown: '99+' }) })
    await expect(canvas.getByTestId('notification-badge')).toHaveTextContent('99+')
  },
}

/** Opened: the badge clears, the records show, the unread ones marked. */
export const PanelOpen: Story = {
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = notificationWords(globals.locale)
    await userEvent.click(
      await canvas.findByRole('button', { name: t('bellNew', { count: 3, shown: '3' }) }),
    )
    await waitFor(() => expect(panel(canvasElement)).toHaveAttribute('data-state', 'ready'))
    await waitFor(() => expect(answeredCount('clearBadge')).toBe(1))
    await expect(canvas.queryByTestId('notification-badge')).toBeNull()
    const items = within(panel(canvasElement) as HTMLElement).getAllByRole('listitem')
    await expect(items.map((item) => item.dataset.state)).toEqual([
      'unread',
      'unread',
      'unread',
      'read',
      'read',
      'read',
    ])
  },
}

export const MarkAllRead: Story = {
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = notificationWords(globals.locale)
    await userEvent.click(
      await canvas.findByRole('button', { name: t('bellNew', { count: 3, shown: '3' }) }),
    )
    // The button is there, disabled, while the list loads; a click then does nothing.
    const markAll = await canvas.findByRole('button', { name: t('markAllRead') })
    await waitFor(() => expect(markAll).toBeEnabled())
    await userEvent.click(markAll)
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.aw-notify-item[data-state=unread]')).toHaveLength(0),
    )
    await expect(canvas.getByRole('button', { name: t('markAllRead') })).toBeDisabled()
  },
}

export const DeleteOne: Story = {
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = notificationWords(globals.locale)
    await userEvent.click(
      await canvas.findByRole('button', { name: t('bellNew', { count: 3, shown: '3' }) }),
    )
    const first = await canvas.findByRole('button', {
      name: `${t('deleteRecord')}: ${t('typeLive', { nickname: 'Airwave' })}`,
    })
    await userEvent.click(first)
    await waitFor(() => expect(canvasElement.querySelectorAll('.aw-notify-item')).toHaveLength(5))
    await waitFor(() => expect(answeredCount('deleteRecord')).toBe(1))
  },
}

/** 20 a page; more with "show more". */
export const ShowMore: Story = {
  parameters: { notification: { records: 27, unread: 0 } satisfies NotificationScenario },
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = notificationWords(globals.locale)
    await userEvent.click(await canvas.findByRole('button', { name: t('notifications') }))
    await waitFor(() => expect(canvasElement.querySelectorAll('.aw-notify-item')).toHaveLength(20))
    await userEvent.click(canvas.getByRole('button', { name: t('showMore') }))
    await waitFor(() => expect(canvasElement.querySelectorAll('.aw-notify-item')).toHaveLength(27))
  },
}

export const Empty: Story = {
  parameters: { notification: { records: 0, unread: 0 } satisfies NotificationScenario },
  args: { defaultOpen: true },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(notificationWords(globals.locale)('empty'))).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['listRecords'] } },
  args: { defaultOpen: true },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(
      await canvas.findByText(notificationWords(globals.locale)('loading')),
    ).toBeVisible()
    await expect(panel(canvasElement)).toHaveAttribute('data-state', 'loading')
  },
}

export const LoadError: Story = {
  parameters: { backend: { failing: ['listRecords'] } },
  args: { defaultOpen: true },
  play: async ({ canvas, globals }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 })
    await expect(
      within(alert).getByRole('button', { name: notificationWords(globals.locale)('retry') }),
    ).toBeEnabled()
  },
}
