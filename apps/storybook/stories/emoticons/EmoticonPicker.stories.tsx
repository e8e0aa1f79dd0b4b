import { createTranslator } from '@airwave/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { BOARD } from '../../src/mocks/people'
import { Picker } from './Picker'

// The emoticon picker on the board `airwave`, whose subscriber emoticons are airwave1..3: the
// member (viewer1) is not subscribed, the author (viewer2) is, the owner has their own.

const meta = {
  title: 'Community/EmoticonPicker',
  component: Picker,
  args: { channelId: BOARD, onPick: fn(), onSubscribe: fn() },
  globals: { role: 'member' },
} satisfies Meta<typeof Picker>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    const button = canvas.getByRole('button', { name: t('emoticons') })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    const panel = await canvas.findByRole('dialog', { name: t('emoticons') })
    const tabs = within(panel).getAllByRole('tab')
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      t('emoticonTabRecent'),
      t('emoticonTabSubscribe'),
      t('emoticonTabOthers'),
    ])
    await expect(tabs[0]).toHaveFocus()
  },
}

/** Pick from the others tab: the emoticon is handed over, and heads the recent tab. */
export const PickEmoticon: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const button = canvas.getByRole('button', { name: t('emoticons') })
    await userEvent.click(button)
    await userEvent.click(await canvas.findByRole('tab', { name: t('emoticonTabOthers') }))
    await userEvent.click(await canvas.findByRole('button', { name: 'face3' }))
    await expect(args.onPick).toHaveBeenCalledWith(
      expect.objectContaining({ emoticonKeyword: 'face3' }),
    )
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await expect(button).toHaveFocus()
    await userEvent.click(button)
    await userEvent.click(await canvas.findByRole('tab', { name: t('emoticonTabRecent') }))
    const recent = await canvas.findByRole('grid', { name: t('emoticonTabRecent') })
    await expect(within(recent).getAllByRole('button')[0]).toHaveAccessibleName('face3')
  },
}

export const KeyboardPick: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    await userEvent.click(canvas.getByRole('button', { name: t('emoticons') }))
    // Recent is focused on opening; the arrow keys move to the others tab, Tab into its grid.
    const recent = await canvas.findByRole('tab', { name: t('emoticonTabRecent') })
    await waitFor(() => expect(recent).toHaveFocus())
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('tab', { name: t('emoticonTabOthers') })).toHaveFocus()
    await userEvent.tab()
    await expect(await canvas.findByRole('button', { name: 'face1' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await expect(args.onPick).toHaveBeenCalledWith(
      expect.objectContaining({ emoticonKeyword: 'face2' }),
    )
  },
}

export const EscapeCloses: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    await canvas.findByRole('dialog', { name: t('emoticons') })
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await expect(canvas.getByRole('button', { name: t('emoticons') })).toHaveFocus()
  },
}

/** A subscriber emoticon, locked for a member who is not subscribed: the subscribe guide. */
export const LockedOpensSubscribeGuide: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    await userEvent.click(await canvas.findByRole('tab', { name: t('emoticonTabSubscribe') }))
    const locked = await canvas.findByRole('button', { name: `airwave1, ${t('emoticonLocked')}` })
    await userEvent.click(locked)
    const guide = await canvas.findByRole('dialog', { name: t('subscribeGuideTitle') })
    await expect(guide).toHaveAccessibleDescription(t('subscribeGuideBody', { name: 'Airwave' }))
    await expect(args.onPick).not.toHaveBeenCalled()
    await userEvent.click(within(guide).getByRole('button', { name: t('subscribe') }))
    await expect(args.onSubscribe).toHaveBeenCalledWith(BOARD)
  },
}

/** The author subscribes to the channel: its emoticons are unlocked. */
export const Subscriber: Story = {
  globals: { role: 'author' },
  args: { defaultOpen: true },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    await userEvent.click(await canvas.findByRole('tab', { name: t('emoticonTabSubscribe') }))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'airwave2' })).toHaveAttribute(
        'data-state',
        'unlocked',
      ),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'airwave2' }))
    await expect(args.onPick).toHaveBeenCalledWith(
      expect.objectContaining({ emoticonKeyword: 'airwave2' }),
    )
  },
}

export const Anonymous: Story = {
  globals: { role: 'anonymous' },
  args: { defaultOpen: true },
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    await userEvent.click(await canvas.findByRole('tab', { name: t('emoticonTabSubscribe') }))
    const cells = await canvas.findAllByRole('button', { name: new RegExp(t('emoticonLocked')) })
    await expect(cells).toHaveLength(3)
  },
}

/** The lists did not load: each tab says it has nothing. */
export const NothingLoaded: Story = {
  args: { defaultOpen: true },
  parameters: { backend: { failing: ['listEmoticons', 'listChannelEmoticons'] } },
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    await userEvent.click(await canvas.findByRole('tab', { name: t('emoticonTabOthers') }))
    await expect(await canvas.findByText(t('emoticonListEmpty'))).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('dialog')).toBeVisible()
    await expect(canvasElement.querySelector('.aw-root')).toHaveAttribute('data-theme', 'dark')
  },
}

const inLocale = (locale: string): Story => ({
  globals: { locale },
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent }) => {
    const t = createTranslator(locale)
    await userEvent.click(await canvas.findByRole('tab', { name: t('emoticonTabOthers') }))
    await expect(await canvas.findByRole('grid', { name: t('emoticonTabOthers') })).toBeVisible()
  },
})

export const English = inLocale('en-US')
export const Korean = inLocale('ko-KR')
export const Thai = inLocale('th-TH')
export const SimplifiedChinese = inLocale('zh-CN')
export const TraditionalChinese = inLocale('zh-TW')
export const Japanese = inLocale('ja-JP')
