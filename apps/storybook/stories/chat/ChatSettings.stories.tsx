import { chatSettingsText } from '@airwave/react/chat'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { answeredCount } from '../../src/mocks/backend'
import { type ChatScenario, chatStore } from '../../src/mocks/chat'
import { BOARD } from '../../src/mocks/people'
import { SettingsPane } from './SettingsPane'

// The streamer's chat settings (dashboard): the owner is the streamer, the author (Joon) a
// manager the streamer has not let switch ice mode.

const meta = {
  title: 'Chat/ChatSettings',
  component: SettingsPane,
  args: { channelId: BOARD },
  globals: { role: 'owner' },
  parameters: { chat: {} satisfies ChatScenario },
} satisfies Meta<typeof SettingsPane>

export default meta
type Story = StoryObj<typeof meta>

export const Streamer: Story = {
  play: async ({ canvas, globals }) => {
    const t = chatSettingsText(globals.locale)
    await expect(await canvas.findByLabelText(t('noticeLabel'))).toHaveValue(
      'The second run starts at 20:30. Questions at the end!',
    )
    await expect(canvas.getByLabelText(t('permitUrlChat'))).toBeEnabled()
    await expect(await canvas.findByText('spam')).toBeVisible()
  },
}

/** Ice mode for managers and slow mode at 10 s: only those fields are sent. */
export const SaveSettings: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = chatSettingsText(globals.locale)
    await userEvent.click(await canvas.findByLabelText(t('iceOn')))
    await userEvent.click(canvas.getByLabelText(t('iceLevelManagers')))
    const slow = canvas.getByLabelText(t('slowModeLabel'))
    await userEvent.clear(slow)
    await userEvent.type(slow, '10')
    await userEvent.click(canvas.getByRole('button', { name: t('save') }))
    await expect(await canvas.findByText(t('saved'))).toBeVisible()
    await expect(chatStore.info).toMatchObject({
      isChatIce: true,
      iceChatLevel: 2,
      slowModeSeconds: 10,
    })
  },
}

/** Slow mode must be a whole number of seconds up to 300: the field says so, save waits. */
export const InvalidSlowMode: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = chatSettingsText(globals.locale)
    const slow = await canvas.findByLabelText(t('slowModeLabel'))
    await userEvent.clear(slow)
    await userEvent.type(slow, '900')
    await expect(canvas.getByText(t('slowModeInvalid', { max: 300 }))).toBeVisible()
    await expect(slow).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('button', { name: t('save') })).toBeDisabled()
  },
}

export const BanWords: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = chatSettingsText(globals.locale)
    const section = await canvas.findByRole('region', { name: t('banWords') })
    await within(section).findByText('spam')
    const input = within(section).getByLabelText(t('newBanWord'))
    await userEvent.type(input, 'SPAM')
    await expect(within(section).getByRole('alert')).toHaveTextContent(t('banWordDuplicate'))
    await userEvent.clear(input)
    await userEvent.type(input, 'giveaway{Enter}')
    await expect(await within(section).findByText('giveaway')).toBeVisible()
    await userEvent.click(
      within(section).getByRole('button', { name: t('removeBanWord', { word: 'spam' }) }),
    )
    await waitFor(() => expect(within(section).queryByText('spam')).toBeNull())
    await expect(chatStore.banWords.map((w) => w.word)).toEqual(['scam', 'giveaway'])
  },
}

/** 250 ban words: 200 a page, and the next page. */
export const BanWordPages: Story = {
  parameters: { chat: { banWords: 250 } satisfies ChatScenario },
  play: async ({ canvas, userEvent, globals }) => {
    const t = chatSettingsText(globals.locale)
    const section = await canvas.findByRole('region', { name: t('banWords') })
    await within(section).findByText('spam')
    await expect(within(section).getAllByRole('listitem')).toHaveLength(200)
    await userEvent.click(within(section).getByRole('button', { name: t('nextPage') }))
    await expect(await within(section).findByText('word248')).toBeVisible()
    await waitFor(() => expect(answeredCount('listBanWords')).toBeGreaterThanOrEqual(2))
  },
}

/** A manager: the notice and the rules, not the streamer's permissions nor ice mode. */
export const Manager: Story = {
  globals: { role: 'author' },
  play: async ({ canvas, globals }) => {
    const t = chatSettingsText(globals.locale)
    await expect(await canvas.findByText(t('iceNotPermitted'))).toBeVisible()
    await expect(canvas.getByText(t('streamerOnly'))).toBeVisible()
    await expect(canvas.getByLabelText(t('permitUrlChat'))).toBeDisabled()
    await expect(canvas.getByLabelText(t('noticeLabel'))).toBeEnabled()
  },
}

export const NotAModerator: Story = {
  globals: { role: 'member' },
  play: async ({ canvas, globals }) => {
    const t = chatSettingsText(globals.locale)
    await expect(await canvas.findByText(t('notModerator'))).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('spam')
    await expect(canvasElement.querySelector('.aw-root')).toHaveAttribute('data-theme', 'dark')
  },
}

const inLocale = (locale: string): Story => ({
  globals: { locale },
  play: async ({ canvas }) => {
    const t = chatSettingsText(locale)
    await expect(await canvas.findByRole('heading', { name: t('settingsTitle') })).toBeVisible()
    await expect(await canvas.findByLabelText(t('slowModeLabel'))).toBeVisible()
  },
})

export const English = inLocale('en-US')
export const Korean = inLocale('ko-KR')
export const Thai = inLocale('th-TH')
export const SimplifiedChinese = inLocale('zh-CN')
export const TraditionalChinese = inLocale('zh-TW')
export const Japanese = inLocale('ja-JP')
