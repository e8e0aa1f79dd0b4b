import { createTranslator } from '@airwave/react'
import { commentSchema } from '@airwave/sdk/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { type Scenario, store } from '../../src/mocks/backend'
import { POST_IDX } from '../../src/mocks/fixtures'
import { BOARD, type ChannelId, nicknameOf } from '../../src/mocks/people'
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
    await expect(within(item).getByRole('button', { name: t('save') })).toBeDisabled()
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

// The channel blinded the author's comment from its report queue: served, as the server does,
// with no text and its `isBlinded` flag.
function blindFirstComment() {
  const row = store.data.comments.find((entry) => entry.comment.content.startsWith('Great stream'))
  if (row) row.comment = { ...row.comment, content: '', isBlinded: true }
}

/**
 * A comment the channel blinded: a muted line in place of its text, its replies kept, no like;
 * its author may only delete it.
 */
export const Blinded: Story = {
  globals: { role: 'author' },
  beforeEach: blindFirstComment,
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const line = await canvas.findByText(t('blindedComment'))
    const item = line.closest('li') as HTMLElement
    await expect(item).toHaveAttribute('data-state', 'blinded')
    await expect(canvas.queryByText('Great stream yesterday!', { exact: false })).toBeNull()
    await expect(
      within(item).getByRole('button', { name: t('replyCount', { count: 2 }) }),
    ).toBeVisible()
    await userEvent.click(within(item).getByRole('button', { name: t('moreOptions') }))
    const menu = await canvas.findByRole('menu')
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((entry) => entry.textContent),
    ).toEqual([t('delete')])
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

// The demo thread grown to 500 comments, a long one wrapping over lines every seventh.
function addLongThread() {
  const authors: ChannelId[] = ['viewer2', 'viewer3', 'viewer4', 'viewer5']
  const start = Math.max(...store.data.comments.map((row) => row.comment.commentIdx)) + 1
  for (let commentIdx = start; commentIdx <= 500; commentIdx++) {
    const channelId = authors[commentIdx % authors.length] as ChannelId
    const content =
      commentIdx % 7 === 0
        ? `Comment ${commentIdx}: ${'a long thought that wraps over several lines, '.repeat(6)}`
        : `Comment ${commentIdx}`
    const wire = {
      commentIdx,
      channelId,
      nickname: nicknameOf(channelId),
      content,
      createDate: new Date(Date.now() - (600 - commentIdx) * 60_000).toISOString(),
      profileImgLink: null,
      likeCount: 0,
      replyCount: 0,
    }
    store.data.comments.push({
      postIdx: POST_IDX,
      comment: commentSchema.parse(wire),
      likes: new Set(),
    })
  }
}

/**
 * A thread of 500 comments read to the end: past 300 loaded, only the rows near the viewport
 * are in the page, each with its place in the whole list, and Tab still walks them in order.
 */
export const LongThread: Story = {
  beforeEach: addLongThread,
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const view = canvasElement.ownerDocument.defaultView as Window
    const page = canvasElement.ownerDocument.documentElement
    await canvas.findByRole('heading', { name: t('commentCount', { count: 500 }) })
    const list = canvasElement.querySelector('.aw-comment-list') as HTMLElement
    const rows = () => [...list.querySelectorAll<HTMLElement>(':scope > li:not([aria-hidden])')]
    const loaded = () => Number(list.dataset.loaded)
    // Scrolling to the end asks for the next page each time, as a reader would.
    while (loaded() < 500) {
      const before = loaded()
      view.scrollTo(0, page.scrollHeight)
      await waitFor(() => expect(loaded()).toBeGreaterThan(before))
    }
    // 500 loaded, a few dozen rendered: the ones at the end, in view.
    await waitFor(() => {
      view.scrollTo(0, page.scrollHeight)
      expect(rows().at(-1)).toHaveAttribute('aria-posinset', '500')
    })
    await expect(rows().length).toBeLessThan(60)
    await expect(rows()[0]).toHaveAttribute('aria-setsize', '500')
    // Every row in the page would be some 12,000 elements.
    await expect(canvasElement.querySelectorAll('*').length).toBeLessThan(3000)
    await expect(canvas.getByText('Hype message number 1')).toBeVisible()

    // Halfway: the rows in view are there, and still a bounded number of them.
    view.scrollTo(0, list.offsetTop + list.offsetHeight / 2)
    const inView = () =>
      rows().filter((row) => {
        const box = row.getBoundingClientRect()
        return box.bottom > 0 && box.top < view.innerHeight
      })
    await waitFor(() => expect(inView().length).toBeGreaterThan(0))
    const middle = Number(inView()[0]?.getAttribute('aria-posinset'))
    await expect(middle).toBeGreaterThan(150)
    await expect(middle).toBeLessThan(350)
    await expect(rows().length).toBeLessThan(60)

    // Tab from a like button goes on through the next comments, rendered as focus arrives.
    const first = inView()[0] as HTMLElement
    within(first)
      .getByRole('button', { name: new RegExp(`^${t('like')}`) })
      .focus()
    const positions: number[] = []
    for (let step = 0; step < 40; step++) {
      await userEvent.tab()
      const row = canvasElement.ownerDocument.activeElement?.closest('.aw-comment-list > li')
      positions.push(Number(row?.getAttribute('aria-posinset')))
    }
    await expect(positions.every((at, i) => at >= (positions[i - 1] ?? middle))).toBe(true)
    await expect(positions.at(-1)).toBeGreaterThan(middle + 5)

    // Back at the top, the pinned comment is first again.
    view.scrollTo(0, 0)
    await waitFor(() => expect(rows()[0]).toHaveAttribute('aria-posinset', '1'))
    await expect(rows()[0]).toHaveAttribute('data-state', 'pinned')
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
