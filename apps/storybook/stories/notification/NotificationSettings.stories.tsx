import { NotificationSettings } from '@airwave/react/notification'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import type { KitLoaded } from '../../src/decorators/withAirwave'
import { answeredCount } from '../../src/mocks/backend'
import { type NotificationScenario, resetNotifications } from '../../src/mocks/notification'
import { loadNotificationWords, notificationWords } from './notificationStory'

// /setting/notifications: the switches by kind of event, and the live notifications of each
// followed channel, 20 a page (API1002 when switched too often).

const meta = {
  title: 'Notification/NotificationSettings',
  component: NotificationSettings,
  globals: { role: 'member' },
  parameters: { notification: {} satisfies NotificationScenario },
  decorators: [(Story) => <div style={{ maxWidth: 680, padding: 24 }}>{Story()}</div>],
  loaders: [loadNotificationWords],
  beforeEach: ({ parameters }) =>
    resetNotifications(parameters.notification as NotificationScenario),
} satisfies Meta<typeof NotificationSettings>

export default meta
type Story = StoryObj<typeof meta>

export const Switches: Story = {
  play: async ({ canvas, globals }) => {
    const t = notificationWords(globals.locale)
    await expect(await canvas.findByRole('switch', { name: t('kindLive') })).toBeChecked()
    await expect(
      await canvas.findByRole('switch', { name: t('channelSwitch', { name: 'Joon' }) }),
    ).not.toBeChecked()
  },
}

export const TurnRepliesOff: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = notificationWords(globals.locale)
    const replies = await canvas.findByRole('switch', { name: t('kindReply') })
    await userEvent.click(replies)
    await waitFor(() => expect(answeredCount('updateSettings')).toBe(1))
    await expect(replies).not.toBeChecked()
  },
}

/** Switched too often: API1002, the switch comes back and a toast says why. */
export const TooManySwitches: Story = {
  parameters: { notification: { switchLimit: 0 } satisfies NotificationScenario },
  play: async ({ canvas, globals, loaded, userEvent }) => {
    const t = notificationWords(globals.locale)
    const airwave = await canvas.findByRole('switch', {
      name: t('channelSwitch', { name: 'Airwave' }),
    })
    await userEvent.click(airwave)
    const { toastQueue } = loaded as KitLoaded
    await waitFor(() =>
      expect(toastQueue.getSnapshot().map((toast) => toast.message)).toContain(t('tooMany')),
    )
    await waitFor(() => expect(airwave).toBeChecked())
  },
}

export const ManyChannels: Story = {
  parameters: { notification: { follows: 45 } satisfies NotificationScenario },
  play: async ({ canvas, globals, userEvent }) => {
    const t = notificationWords(globals.locale)
    await canvas.findByText(t('pageOf', { page: '1', pages: '3' }))
    await userEvent.click(canvas.getByRole('button', { name: t('nextPage') }))
    await expect(await canvas.findByText(t('pageOf', { page: '2', pages: '3' }))).toBeVisible()
  },
}

export const NoChannels: Story = {
  parameters: { notification: { follows: 0 } satisfies NotificationScenario },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByText(notificationWords(globals.locale)('followsEmpty')),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['getSettings', 'listFollowSettings'] } },
  play: async ({ canvas, globals }) => {
    await expect(
      (await canvas.findAllByText(notificationWords(globals.locale)('loading'))).length,
    ).toBe(2)
  },
}

export const LoadError: Story = {
  parameters: { backend: { failing: ['getSettings'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toBeVisible()
  },
}
