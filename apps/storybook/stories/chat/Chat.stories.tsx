import { createTranslator } from '@airwave/react'
import { chatText } from '@airwave/react/chat'
import { SupporterRanking } from '@airwave/react/wallet'
import { CHAT_MOST_WAITING } from '@airwave/sdk/chat'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { expectAccessible } from '../../src/accessibility'
import type { KitLoaded } from '../../src/decorators/withAirwave'
import { type ChatScenario, chatStore } from '../../src/mocks/chat'
import { chatSocketControl } from '../../src/mocks/chatSocket'
import { BOARD } from '../../src/mocks/people'
import { loadWalletWords, startWallet } from '../wallet/walletStory'
import { ChatPane } from './ChatPane'

// The live chat of the board's channel in each of its states, over the fake socket and the
// in-memory chat (`src/mocks/chat.ts`): the member is viewer1 (Mina, who blocked `troll`), the
// author is viewer2 (Joon, a manager of the chat), the owner is the streamer.

const meta = {
  title: 'Chat/Chat',
  component: ChatPane,
  args: { channelId: BOARD },
  globals: { role: 'member' },
  parameters: { chat: {} satisfies ChatScenario },
} satisfies Meta<typeof ChatPane>

export default meta
type Story = StoryObj<typeof meta>

const chat = (scenario: ChatScenario) => ({ chat: scenario })
const log = (canvasElement: HTMLElement) => within(canvasElement).getByRole('log')
const line = (text: HTMLElement) => text.closest('li') as HTMLElement

/** The conversation as a member sees it: badges, colours, emoticons, a link, a mention. */
export const Member: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = chatText(globals.locale)
    const welcome = await canvas.findByText('Welcome in! Tonight: the second run, then questions.')
    await expect(line(welcome)).toHaveAttribute('data-role', 'streamer')
    await expect(within(line(welcome)).getByRole('img', { name: t('badgeStreamer') })).toBeVisible()
    // The history comes into view a few lines a frame (the SDK's chat pace).
    const map = await canvas.findByRole('link', { name: 'https://airwave.test/maps/run-2' })
    await expect(map).toHaveAttribute('target', '_blank')
    await expect(
      (await within(log(canvasElement)).findAllByRole('img', { name: 'face1' }))[0],
    ).toBeVisible()
    await expect(await canvas.findByText(t('blinded'))).toBeVisible()
    await expect(await canvas.findByRole('button', { name: t('notice') })).toBeVisible()
    // A member moderates nothing: their menu on others' lines only reports.
    await expect(canvas.queryByRole('button', { name: /Moderate/ })).toBeNull()
    await waitFor(() =>
      expect(canvasElement.querySelector('.aw-chat')).toHaveAttribute('data-state', 'connected'),
    )
  },
}

/** A cheer's line says its amount. */
export const Cheer: Story = {
  play: async ({ canvas }) => {
    const cheer = line(await canvas.findByText('for the stream!'))
    await expect(cheer).toHaveAttribute('data-type', 'GEMS')
    await expect(cheer).toHaveAttribute('data-gem', '500')
    await expect(cheer).toHaveTextContent(/500/)
  },
}

/**
 * The participant view: who chatted, by role, with the channel's top supporters above (the app's
 * `participantsHead`); Escape goes back to the messages.
 */
export const Participants: Story = {
  args: { participantsHead: <SupporterRanking channelId={BOARD} headingLevel={3} /> },
  loaders: [loadWalletWords],
  beforeEach: startWallet,
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = chatText(globals.locale)
    await canvas.findByText('Good luck on the run!')
    await userEvent.click(canvas.getByRole('button', { name: t('participants') }))
    const view = await canvas.findByRole('region', { name: t('participants') })
    await waitFor(() =>
      expect(view.querySelector('.aw-ranking[data-state="ready"]')).not.toBeNull(),
    )
    const groups = [...view.querySelectorAll('[data-group]')].map((g) =>
      g.getAttribute('data-group'),
    )
    await expect(groups[0]).toBe('streamer')
    await expect(canvasElement.querySelector('.aw-chat-view[hidden]')).not.toBeNull()
    await userEvent.keyboard('{Escape}')
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: t('participants') })).toBeNull(),
    )
    await expect(canvas.getByText('Good luck on the run!')).toBeVisible()
  },
}

/** Mina writes: Enter sends over the socket, the box empties, her line shows in the room. */
export const SendMessage: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = chatText(globals.locale)
    await canvas.findByText('Good luck on the run!')
    const box = canvas.getByRole('textbox', { name: t('messageLabel') })
    await userEvent.type(box, 'Hello from the stories!{Enter}')
    await expect(
      await within(canvas.getByRole('log')).findByText('Hello from the stories!'),
    ).toBeVisible()
    await waitFor(() => expect(box).toHaveValue(''))
  },
}

export const Empty: Story = {
  parameters: chat({ history: 'empty', info: { isChatNotice: false, isChatRule: false } }),
  play: async ({ canvas, globals }) => {
    const t = chatText(globals.locale)
    await expect(await canvas.findByText(t('emptyChat'))).toBeVisible()
  },
}

/** Hundreds of messages at once: the latest 200 in the log, the newest in view. */
export const Busy: Story = {
  parameters: chat({ history: 'busy' }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('is this the new route? #400')).toBeVisible()
    // Following, the newest lines come into view a few a frame, the older ones passed over:
    // the page holds a screenful or so, not all 200.
    const following = within(log(canvasElement)).getAllByRole('listitem').length
    await expect(following).toBeGreaterThanOrEqual(CHAT_MOST_WAITING)
    await expect(following).toBeLessThan(200)
    await expect(canvas.queryByText('gg #1')).toBeNull()
    // Reading back, the room's latest 200 are there to scroll through.
    const scroller = log(canvasElement)
    scroller.scrollTop = 0
    scroller.dispatchEvent(new Event('scroll'))
    await waitFor(() =>
      expect(within(log(canvasElement)).getAllByRole('listitem')).toHaveLength(200),
    )
  },
}

/** Reading back while the room talks: the list holds still and a pill counts what is new. */
export const ReadingBack: Story = {
  parameters: chat({ history: 'busy' }),
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const t = chatText(globals.locale)
    await canvas.findByText('is this the new route? #400')
    const scroller = log(canvasElement)
    scroller.scrollTop = 0
    scroller.dispatchEvent(new Event('scroll'))
    await waitFor(() =>
      expect(canvasElement.querySelector('.aw-chat-list-frame')).toHaveAttribute(
        'data-state',
        'paused',
      ),
    )
    const before = scroller.scrollTop
    // Someone else speaks (the streamer, over REST).
    await fetch('https://api.airwave.test/v2/chat/message/airwave', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer airwave' },
      body: JSON.stringify({ message: 'Thanks for watching!' }),
    })
    const pill = await canvas.findByRole('button', { name: t('newMessagesBelow', { count: 1 }) })
    await expect(scroller.scrollTop).toBe(before)
    await expect(canvas.queryByText('Thanks for watching!')).toBeNull()
    await userEvent.click(pill)
    await expect(await canvas.findByText('Thanks for watching!')).toBeVisible()
  },
}

export const IceMode: Story = {
  parameters: chat({ info: { isChatIce: true, iceChatLevel: 1 } }),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = chatText(globals.locale)
    await expect(await canvas.findByText(t('iceSubscribers'))).toBeVisible()
    // Mina does not subscribe: the SDK's rule bars her before she types.
    await waitFor(() =>
      expect(canvasElement.querySelector('form.aw-chat-input')).toHaveAttribute(
        'data-state',
        'barred',
      ),
    )
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('iceBarred'))
    await expect(canvas.getByRole('textbox', { name: t('messageLabel') })).toBeDisabled()
  },
}

/** The streamer's view: a menu on each viewer's line; deleting asks first. */
export const Moderator: Story = {
  globals: { role: 'owner' },
  play: async ({ canvas, userEvent, globals }) => {
    const t = chatText(globals.locale)
    const spam = await canvas.findByText('FREE GEMS at totally-legit.example, click now')
    await userEvent.click(
      await within(line(spam)).findByRole('button', {
        name: t('moderate', { name: 'Free Gems Bot' }),
      }),
    )
    const menu = await canvas.findByRole('menu')
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      t('deleteMessage'),
      t('blindMessage'),
      t('timeout1'),
      t('timeout10'),
      t('timeout60'),
      t('chatBlock'),
      t('userBlock'),
      t('erase'),
    ])
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('userBlock') }))
    const dialog = await canvas.findByRole('alertdialog', {
      name: t('userBlockTitle', { name: 'Free Gems Bot' }),
    })
    await userEvent.click(within(dialog).getByRole('button', { name: t('confirmBlock') }))
    await waitFor(() =>
      expect(canvas.queryByText('FREE GEMS at totally-legit.example, click now')).toBeNull(),
    )
    await expect(
      await canvas.findByText(t('toastChatBlocked', { name: 'Free Gems Bot' })),
    ).toBeVisible()
    await expect(chatStore.blocks.get('troll')).toBe(2)
  },
}

/** A moderator times a member out: no dialog, a toast, and the room's system line. */
export const Timeout: Story = {
  globals: { role: 'owner' },
  play: async ({ canvas, userEvent, globals }) => {
    const t = chatText(globals.locale)
    const hello = await canvas.findByText('Good luck on the run!')
    const name = 'Mina'
    await userEvent.click(
      await within(line(hello)).findByRole('button', { name: t('moderate', { name }) }),
    )
    await userEvent.click(await canvas.findByRole('menuitem', { name: t('timeout10') }))
    const system = await canvas.findByText(t('systemTimeout', { name, minutes: 10 }))
    await expect(line(system)).toHaveAttribute('data-type', 'SYSTEM')
    await expect(await canvas.findByText(t('toastTimedOut', { name, minutes: 10 }))).toBeVisible()
    await expectAccessible(line(system))
  },
}

/** The member is timed out: the input is barred and says the time left. */
export const TimedOut: Story = {
  parameters: chat({ timedOutSeconds: 545 }),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = chatText(globals.locale)
    await waitFor(() =>
      expect(canvasElement.querySelector('form.aw-chat-input')).toHaveAttribute(
        'data-state',
        'barred',
      ),
    )
    const alert = await canvas.findByRole('alert')
    await expect(alert.textContent).toMatch(/9:0\d/)
    await expect(alert.textContent).toContain(t('CHT10007', { time: 'X' }).split('X')[0] ?? '')
  },
}

/** A member reports another's line for a reason they pick; a toast thanks them. */
export const Report: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = chatText(globals.locale)
    const hello = await canvas.findByText('hi everyone', { exact: false })
    await userEvent.click(await within(line(hello)).findByRole('button', { name: t('report') }))
    await userEvent.click(await canvas.findByRole('menuitem', { name: t('report') }))
    const dialog = await canvas.findByRole('alertdialog')
    const report = within(dialog).getByRole('button', { name: t('confirmReport') })
    await expect(report).toBeDisabled()
    await userEvent.click(within(dialog).getByRole('radio', { name: t('reportReasonSpam') }))
    await userEvent.click(report)
    await expect(await canvas.findByText(t('toastReported'))).toBeVisible()
    await expect(chatStore.reports).toHaveLength(1)
  },
}

/** The member blocked `troll`: its lines never reach her chat. */
export const BlockedUserHidden: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Good luck on the run!')
    await expect(canvas.queryByText('FREE GEMS at totally-legit.example, click now')).toBeNull()
    await expect(canvas.queryByText('Free Gems Bot')).toBeNull()
  },
}

/** A ban word: the send is refused in words, the text stays, and the room tells only her. */
export const RefusedSend: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = chatText(globals.locale)
    await canvas.findByText('Good luck on the run!')
    const box = canvas.getByRole('textbox', { name: t('messageLabel') })
    await userEvent.type(box, 'cheap spam here{Enter}')
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('CHT10001'))
    await expect(box).toHaveValue('cheap spam here')
    await expect(await canvas.findByText(t('forbiddenWords'))).toBeVisible()
  },
}

/** Slow mode: after a message the input counts down and sending waits. */
export const SlowMode: Story = {
  parameters: chat({ info: { slowModeSeconds: 30 } }),
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const t = chatText(globals.locale)
    await expect(await canvas.findByText(t('slowMode', { seconds: 30 }))).toBeVisible()
    const box = canvas.getByRole('textbox', { name: t('messageLabel') })
    await userEvent.type(box, 'first!{Enter}')
    await expect(await within(log(canvasElement)).findByText('first!')).toBeVisible()
    await waitFor(() =>
      expect(canvasElement.querySelector('form.aw-chat-input')).toHaveAttribute(
        'data-state',
        'cooling',
      ),
    )
    await expect(canvas.getByText(/30|29|28/, { selector: '.aw-chat-cooldown' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('send') })).toBeDisabled()
  },
}

/** The connection drops: the status line says so; messages still go (over REST). */
export const Reconnecting: Story = {
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const t = chatText(globals.locale)
    await canvas.findByText('Good luck on the run!')
    await waitFor(() =>
      expect(canvasElement.querySelector('.aw-chat')).toHaveAttribute('data-state', 'connected'),
    )
    chatSocketControl().lose()
    await expect(await canvas.findByText(t('reconnecting'))).toBeVisible()
    await expect(canvasElement.querySelector('.aw-chat')).toHaveAttribute(
      'data-state',
      'reconnecting',
    )
    const box = canvas.getByRole('textbox', { name: t('messageLabel') })
    await expect(box).toBeEnabled()
    await userEvent.type(box, 'still here{Enter}')
    await expect(await within(log(canvasElement)).findByText('still here')).toBeVisible()
  },
}

/** The browser goes offline: the input is off until it is back, then the chat reconnects. */
export const Offline: Story = {
  // The browser's network state is the page's (react-query pauses its queries on it too): back
  // online at the end of the play, and after the story whatever happened, for the stories after.
  beforeEach: () => () => {
    window.dispatchEvent(new Event('online'))
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = chatText(globals.locale)
    await canvas.findByText('Good luck on the run!')
    window.dispatchEvent(new Event('offline'))
    await expect(await canvas.findByText(t('offline'))).toBeVisible()
    await expect(canvasElement.querySelector('.aw-chat')).toHaveAttribute('data-state', 'offline')
    await expect(canvas.getByRole('textbox', { name: t('messageLabel') })).toBeDisabled()
    // The offline state is checked here: the story ends back online.
    await expectAccessible(canvasElement)
    window.dispatchEvent(new Event('online'))
    await waitFor(() =>
      expect(canvasElement.querySelector('.aw-chat')).toHaveAttribute('data-state', 'connected'),
    )
    await expect(canvas.getByRole('textbox', { name: t('messageLabel') })).toBeEnabled()
  },
}

/** A guest reads; the input asks them to log in. */
export const Guest: Story = {
  globals: { role: 'anonymous' },
  play: async ({ canvas, userEvent, loaded, globals }) => {
    const t = chatText(globals.locale)
    await canvas.findByText('Good luck on the run!')
    const box = canvas.getByRole('textbox', { name: t('messageLabel') })
    await expect(box).toHaveAttribute('readonly')
    await userEvent.click(canvas.getByRole('button', { name: t('send') }))
    const kit = createTranslator(globals.locale)
    const prompt = await canvas.findByRole('dialog', { name: kit('loginTitle') })
    await userEvent.click(within(prompt).getByRole('button', { name: kit('login') }))
    await waitFor(() => expect((loaded as KitLoaded).openLogin).toHaveBeenCalled())
  },
}

/** Alone in a popout window: the chat takes the window's height. */
export const Popout: Story = {
  args: { popout: true },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Good luck on the run!')
    const root = canvasElement.querySelector('.aw-chat') as HTMLElement
    await expect(root).toHaveAttribute('data-layout', 'popout')
    await expect(root.getBoundingClientRect().height).toBe(window.innerHeight)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Good luck on the run!')
    await expect(canvasElement.querySelector('.aw-root')).toHaveAttribute('data-theme', 'dark')
  },
}

/** The manager (Joon) in the dark: his own menu, and the badges on a dark surface. */
export const ManagerDark: Story = {
  globals: { role: 'author', theme: 'dark' },
  play: async ({ canvas, userEvent, globals }) => {
    const t = chatText(globals.locale)
    const line3 = line(await canvas.findByText('hi everyone', { exact: false }))
    const menu = await within(line3).findByRole('button', { name: t('moderate', { name: 'Ploy' }) })
    // With a mouse a line's menu shows when the line is pointed at (always on a touch screen);
    // a keyboard user tabs to it, and it shows with the focus.
    menu.focus()
    await expect(menu).toBeVisible()
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByRole('menu')).toBeVisible()
  },
}

// One story per interface language: the chat's words come from its catalogue.
const inLocale = (locale: string): Story => ({
  globals: { locale },
  play: async ({ canvas, canvasElement }) => {
    const t = chatText(locale)
    await expect(await canvas.findByRole('textbox', { name: t('messageLabel') })).toBeVisible()
    await expect(canvas.getByRole('region', { name: t('chat') })).toBeVisible()
    await expect(canvasElement.querySelector('.aw-root')).toHaveAttribute('lang', locale)
  },
})

export const English = inLocale('en-US')
export const Korean = inLocale('ko-KR')
export const Thai = inLocale('th-TH')
export const SimplifiedChinese = inLocale('zh-CN')
export const TraditionalChinese = inLocale('zh-TW')
export const Japanese = inLocale('ja-JP')
