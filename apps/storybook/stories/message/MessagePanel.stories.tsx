import type { MessageRoomStatus } from '@airwave/react/message'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { answeredCount } from '../../src/mocks/backend'
import { type MessageScenario, ROOM_STATUSES, resetMessages } from '../../src/mocks/message'
import { loadMessageWords, MessagesDemo, messageWords } from './messageStory'

// The header's messages button (unread rooms) and the direct-message panel: the room list, a
// room in each of its statuses (its banner, composer or reason), a long thread paged back in
// time, a message sending or failed, and the channel search.

const meta = {
  title: 'Message/MessagePanel',
  component: MessagesDemo,
  globals: { role: 'member' },
  // The page's socket (the stories' in-memory one): the panel follows it.
  parameters: { chat: {}, message: {} satisfies MessageScenario },
  loaders: [loadMessageWords],
  beforeEach: ({ parameters }) => resetMessages(parameters.message as MessageScenario),
} satisfies Meta<typeof MessagesDemo>

export default meta
type Story = StoryObj<typeof meta>

const panel = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.aw-msg-panel') as HTMLElement

/** The rooms load: nothing answers yet. */
export const RoomsLoading: Story = {
  parameters: { backend: { pending: ['listMessageRooms'] } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(panel(canvasElement).querySelector('.aw-msg-body')).toHaveAttribute(
        'data-state',
        'loading',
      ),
    )
  },
}

export const RoomsEmpty: Story = {
  parameters: { message: { empty: true, unread: 0 } satisfies MessageScenario },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(messageWords(globals.locale)('roomsEmpty'))
  },
}

export const RoomsError: Story = {
  parameters: { backend: { failing: ['listMessageRooms'] } },
  play: async ({ canvas, globals }) => {
    const t = messageWords(globals.locale)
    await canvas.findByText(t('loadFailed'))
    await expect(canvas.getByRole('button', { name: t('retry') })).toBeVisible()
  },
}

/** Every room, latest first: unread counts, the request statuses' words, the badge. */
export const RoomsWithUnread: Story = {
  play: async ({ canvas, globals }) => {
    const t = messageWords(globals.locale)
    await canvas.findByRole('button', { name: t('messagesUnread', { count: 2 }) })
    await canvas.findByText(t('unreadCount', { count: 2 }))
    await expect(canvas.getByText(t('previewReceived'))).toBeVisible()
  },
}

const roomStory = (status: MessageRoomStatus): Story => {
  const found = ROOM_STATUSES.find(([, s]) => s === status)
  if (!found) throw new Error(`No demo room is ${status}`)
  const [messageRoomIdx, , channelId, nickname] = found
  return {
    args: { view: { messageRoomIdx, roomStatus: status, channel: { channelId, nickname } } },
    play: async ({ canvasElement }) => {
      await waitFor(() =>
        expect(panel(canvasElement).querySelector('.aw-msg-room-view')).toHaveAttribute(
          'data-status',
          status,
        ),
      )
    },
  }
}

export const RoomNormal = roomStory('NORMAL')
export const RequestReceived: Story = {
  ...roomStory('REQUEST_RECEIVED'),
  play: async ({ canvas, globals, userEvent }) => {
    const t = messageWords(globals.locale)
    await canvas.findByText(t('alertReceived', { nickname: 'Ploy' }))
    await userEvent.click(canvas.getByRole('button', { name: t('accept') }))
    await canvas.findByText(t('alertAllowed'))
    await expect(canvas.getByRole('textbox')).toBeVisible()
  },
}
export const RequestSent = roomStory('REQUEST_SENT')
export const RequestRejected = roomStory('REQUEST_REJECTED')
export const RequestDeclined = roomStory('REQUEST_DECLINED')
export const ApprovedByMe = roomStory('APPROVED_BY_ME')
export const ApprovedByOther = roomStory('APPROVED_BY_OTHER')
export const CannotSendOfficial = roomStory('OFFICIAL_CHANNEL_CANNOT_SEND')
export const CannotSendWithdrawn = roomStory('WITHDRAWN_CHANNEL_CANNOT_SEND')
export const CannotSendUserSetting = roomStory('USER_SETTING_CANNOT_SEND')
export const CannotSendUnblockRequired = roomStory('UNBLOCK_REQUIRED')
export const CannotSendService = roomStory('SERVICE_UNBLOCK_REQUIRED')
export const CannotSendDeleted = roomStory('DELETED')
export const CannotSendChannelBlocked = roomStory('CHANNEL_UNBLOCK_REQUIRED')
export const CannotSendBlacklisted = roomStory('BLACKLIST_UNBLOCK_REQUIRED')

/** A first message to a channel that does not follow the member: a request. */
export const RequestRequired: Story = {
  args: { view: { channel: { channelId: 'newfriend', nickname: 'New Friend' } } },
  play: async ({ canvas, globals }) => {
    const t = messageWords(globals.locale)
    await canvas.findByText(t('alertRequest', { nickname: 'New Friend' }))
    await expect(canvas.getByPlaceholderText(t('requestPlaceholder'))).toBeVisible()
  },
}

/** Leaving with a request pending: the alert says it is declined. */
export const LeaveConfirm: Story = {
  ...roomStory('REQUEST_RECEIVED'),
  play: async ({ canvas, globals, userEvent }) => {
    const t = messageWords(globals.locale)
    await canvas.findByText(t('alertReceived', { nickname: 'Ploy' }))
    await userEvent.click(canvas.getByRole('button', { name: t('menu') }))
    await userEvent.click(await canvas.findByRole('menuitem', { name: t('leave') }))
    await canvas.findByText(t('leaveDeclinesRequest'))
  },
}

/** Eighty messages: the newest page, older ones on scrolling up. */
export const LongThread: Story = {
  ...roomStory('NORMAL'),
  parameters: { message: { thread: 80 } satisfies MessageScenario },
  play: async ({ canvas, globals, userEvent }) => {
    const t = messageWords(globals.locale)
    const older = await canvas.findByRole('button', { name: t('loadOlder') })
    await userEvent.click(older)
    await waitFor(() => expect(answeredCount('listMessageContents')).toBeGreaterThanOrEqual(2))
  },
}

/** A message on its way: its row waits, faded, "Sending…". */
export const Sending: Story = {
  ...roomStory('NORMAL'),
  parameters: { backend: { pending: ['sendMessage'] } },
  play: async ({ canvas, globals, userEvent }) => {
    const t = messageWords(globals.locale)
    const box = await canvas.findByRole('textbox')
    await userEvent.type(box, 'On my way!{Enter}')
    await canvas.findByText(t('sending'))
  },
}

/** A message that did not go: its text stays, with "Send again" (same client id). */
export const SendFailed: Story = {
  ...roomStory('NORMAL'),
  parameters: { backend: { failing: ['sendMessage'] } },
  play: async ({ canvas, globals, userEvent }) => {
    const t = messageWords(globals.locale)
    const box = await canvas.findByRole('textbox')
    await userEvent.type(box, 'Did this arrive?{Enter}')
    await canvas.findByRole('button', { name: t('retrySend') })
    await expect(canvas.getByText('Did this arrive?')).toBeVisible()
  },
}

/** The channel search that starts a room. */
export const Search: Story = {
  args: { view: 'search' },
  play: async ({ canvas, globals, userEvent }) => {
    const t = messageWords(globals.locale)
    await userEvent.type(canvas.getByRole('searchbox', { name: t('searchLabel') }), 'friend')
    await canvas.findByText('New Friend')
  },
}
