import { createTranslator } from '@airwave/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import type { Scenario } from '../../src/mocks/backend'
import { POST_IDX } from '../../src/mocks/fixtures'
import { BOARD } from '../../src/mocks/people'
import { Comments } from './Comments'

// The states of a post's comments: one story per role, per data state, per locale and theme.
// Each play checks what makes the state what it is.

const meta = {
  title: 'Community/CommentSection',
  component: Comments,
  args: { postIdx: POST_IDX, channelId: BOARD },
} satisfies Meta<typeof Comments>

export default meta
type Story = StoryObj<typeof meta>

const backend = (scenario: Scenario) => ({ backend: scenario })

export const Member: Story = {
  globals: { role: 'member' },
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    await expect(
      await canvas.findByRole('heading', { name: t('commentCount', { count: 14 }) }),
    ).toBeVisible()
    // Ten a page: the pinned comment first, then the newest.
    const items = canvas.getAllByRole('listitem')
    await expect(items).toHaveLength(10)
    await expect(items[0]).toHaveAttribute('data-state', 'pinned')
    await expect(canvas.getByText('Great stream yesterday!', { exact: false })).toBeVisible()
  },
}

export const Anonymous: Story = {
  globals: { role: 'anonymous' },
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    const newest = await canvas.findByText('Can we get a replay of the second run?')
    const item = within(newest.closest('li') as HTMLElement)
    // A visitor reads: nothing liked, and the comment box asks for a login instead of typing.
    await expect(
      item.getByRole('button', { name: `${t('like')} ${t('likeCount', { count: 0 })}` }),
    ).toHaveAttribute('aria-pressed', 'false')
    await expect(canvas.getByRole('textbox', { name: t('writeComment') })).toHaveAttribute(
      'readonly',
    )
  },
}

export const Author: Story = {
  globals: { role: 'author' },
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const own = await canvas.findByText('See you all at 8.')
    await userEvent.click(
      within(own.closest('li') as HTMLElement).getByRole('button', { name: t('moreOptions') }),
    )
    // The author's own comment: edit and delete, nothing else.
    const menu = await canvas.findByRole('menu')
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([t('edit'), t('delete')])
  },
}

/** The author edits a comment: an input with its text replaces the text, menu and actions. */
export const Editing: Story = {
  globals: { role: 'author' },
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const own = await canvas.findByText('See you all at 8.')
    await userEvent.click(
      within(own.closest('li') as HTMLElement).getByRole('button', { name: t('moreOptions') }),
    )
    await userEvent.click(await canvas.findByRole('menuitem', { name: t('edit') }))
    const box = await canvas.findByRole('textbox', { name: t('editComment') })
    await expect(box).toHaveValue('See you all at 8.')
    const item = box.closest('li') as HTMLElement
    await expect(item).toHaveAttribute('data-state', 'editing')
    await expect(within(item).queryByRole('button', { name: t('moreOptions') })).toBeNull()
    // Unchanged text: nothing to save yet.
    await expect(within(item).getByRole('button', { name: t('submit') })).toBeDisabled()
  },
}

export const Owner: Story = {
  globals: { role: 'owner' },
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const other = await canvas.findByText('Can we get a replay of the second run?')
    await userEvent.click(
      within(other.closest('li') as HTMLElement).getByRole('button', { name: t('moreOptions') }),
    )
    const menu = await canvas.findByRole('menu')
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([t('pin'), t('delete'), t('blockUser')])
  },
}

/** The member blocked `troll`: its comment is replaced, with no time and no actions. */
export const Blocked: Story = {
  globals: { role: 'member' },
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    const placeholder = await canvas.findByText(t('blockedContent'))
    await expect(placeholder.closest('li')).toHaveAttribute('data-state', 'blocked')
    await expect(canvas.queryByText('FREE GEMS at totally-legit.example')).toBeNull()
  },
}

export const Pinned: Story = {
  globals: { role: 'owner' },
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    const pinned = await canvas.findByText('Pinned: the schedule is in the description.')
    const item = pinned.closest('li') as HTMLElement
    await expect(item).toHaveAttribute('data-state', 'pinned')
    await expect(within(item).getByRole('img', { name: t('pinned') })).toBeVisible()
  },
}

/** Opened from a post card's comment button (`#comment`): most liked first. */
export const SortedByPopularity: Story = {
  args: { hash: '#comment' },
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    await expect(await canvas.findByRole('button', { name: t('sortPopular') })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await waitFor(() =>
      expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('See you all at 8.'),
    )
  },
}

export const RepliesOpen: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const comment = await canvas.findByText('Great stream yesterday!', { exact: false })
    await userEvent.click(
      within(comment.closest('li') as HTMLElement).getByRole('button', {
        name: t('replyCount', { count: 2 }),
      }),
    )
    await expect(await canvas.findByText('Thank you, see you tonight!')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: t('writeReply') })).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: backend({ empty: true }),
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    await expect(await canvas.findByRole('heading', { name: t('noComments') })).toBeVisible()
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0)
  },
}

export const Loading: Story = {
  parameters: backend({ pending: ['listComments'] }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('status', { busy: true })).toBeVisible()
    await expect(canvasElement.querySelector('.aw-comments')).toHaveAttribute(
      'data-state',
      'loading',
    )
  },
}

export const LoadError: Story = {
  parameters: backend({ failing: ['listComments'] }),
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent(t('error'))
    await expect(within(alert).getByRole('button', { name: t('retry') })).toBeEnabled()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('See you all at 8.')
    await expect(canvasElement.querySelector('.aw-root')).toHaveAttribute('data-theme', 'dark')
  },
}

// One story per interface language: the heading's plural and the labels come from its catalogue.
const inLocale = (locale: string): Story => ({
  globals: { locale },
  play: async ({ canvas, canvasElement }) => {
    const t = createTranslator(locale)
    await expect(
      await canvas.findByRole('heading', { name: t('commentCount', { count: 14 }) }),
    ).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: t('writeComment') })).toBeVisible()
    await expect(canvasElement.querySelector('.aw-root')).toHaveAttribute('lang', locale)
  },
})

export const English = inLocale('en-US')
export const Korean = inLocale('ko-KR')
export const Thai = inLocale('th-TH')
export const SimplifiedChinese = inLocale('zh-CN')
export const TraditionalChinese = inLocale('zh-TW')
export const Japanese = inLocale('ja-JP')
