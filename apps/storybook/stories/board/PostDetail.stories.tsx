import { createTranslator } from '@airwave/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import type { Scenario } from '../../src/mocks/backend'
import { POST_IDX } from '../../src/mocks/fixtures'
import { BOARD } from '../../src/mocks/people'
import { Post } from './Board'

// A post's page: the post, its comments, and the ways back to the list.

const meta = {
  title: 'Community/PostDetail',
  component: Post,
  args: { channelId: BOARD, postIdx: POST_IDX, onNavigate: fn(), onBack: fn() },
  globals: { role: 'member' },
} satisfies Meta<typeof Post>

export default meta
type Story = StoryObj<typeof meta>

const TEXT =
  'Tonight at 8 pm: the spring speedrun marathon. Bring snacks, the first run is a long one!'
const backend = (scenario: Scenario) => ({ backend: scenario })

export const Member: Story = {
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    const post = within((await canvas.findByText(TEXT)).closest('article') as HTMLElement)
    // The whole post: both images.
    await expect(post.getAllByRole('img', { name: /./ })).toHaveLength(2)
    await expect(
      await canvas.findByRole('heading', { name: t('commentCount', { count: 14 }) }),
    ).toBeVisible()
    // 10 comments or more: the bottom bar with the list and scroll-to-top buttons.
    await expect(canvas.getByRole('button', { name: t('scrollToTop') })).toBeVisible()
  },
}

export const Anonymous: Story = {
  globals: { role: 'anonymous' },
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const post = within((await canvas.findByText(TEXT)).closest('article') as HTMLElement)
    await userEvent.click(
      post.getByRole('button', { name: `${t('like')}, ${t('likeCount', { count: 3 })}` }),
    )
    await expect(await canvas.findByRole('dialog', { name: t('loginTitle') })).toBeVisible()
  },
}

export const Owner: Story = {
  globals: { role: 'owner' },
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const post = within((await canvas.findByText(TEXT)).closest('article') as HTMLElement)
    await userEvent.click(post.getByRole('button', { name: t('moreOptions') }))
    const menu = await canvas.findByRole('menu')
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([t('share'), t('unpin'), t('delete')])
  },
}

/** Opened from a card's comment button: comments sorted by popularity. */
export const FromCommentButton: Story = {
  args: { hash: '#comment' },
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    await expect(await canvas.findByRole('button', { name: t('sortPopular') })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

export const NotFound: Story = {
  args: { postIdx: 999 },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    await expect(await canvas.findByRole('heading', { name: t('notFoundTitle') })).toBeVisible()
    await userEvent.click(canvas.getByRole('link', { name: t('backToList') }))
    await expect(args.onNavigate).toHaveBeenCalledWith('/airwave/community')
  },
}

/** The route's channel is not the post's: not found either. */
export const OtherChannelsPost: Story = {
  args: { channelId: 'viewer3' },
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    await expect(await canvas.findByRole('heading', { name: t('notFoundTitle') })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: backend({ pending: ['getPost'] }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('status', { busy: true })).toBeInTheDocument()
    await expect(canvasElement.querySelector('.aw-post-page')).toHaveAttribute(
      'data-state',
      'loading',
    )
  },
}

export const LoadError: Story = {
  parameters: backend({ failing: ['getPost'] }),
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    const alert = await canvas.findByRole('alert')
    await expect(within(alert).getByRole('button', { name: t('retry') })).toBeEnabled()
  },
}

/** Back to the list: after a community page it goes back in history, else it opens the list. */
export const BackToList: Story = {
  args: { previousPath: '/airwave/community' },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    await canvas.findByText(TEXT)
    await userEvent.click(canvas.getByRole('link', { name: t('backToList') }))
    await expect(args.onBack).toHaveBeenCalledOnce()
    await expect(args.onNavigate).not.toHaveBeenCalled()
  },
}

export const DeleteGoesToList: Story = {
  globals: { role: 'owner' },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const post = within((await canvas.findByText(TEXT)).closest('article') as HTMLElement)
    await userEvent.click(post.getByRole('button', { name: t('moreOptions') }))
    await userEvent.click(await canvas.findByRole('menuitem', { name: t('delete') }))
    const confirm = await canvas.findByRole('alertdialog', { name: t('deletePostTitle') })
    await userEvent.click(within(confirm).getByRole('button', { name: t('delete') }))
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/airwave/community'))
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(TEXT)
    await expect(canvasElement.querySelector('.aw-root')).toHaveAttribute('data-theme', 'dark')
  },
}

const inLocale = (locale: string): Story => ({
  globals: { locale },
  play: async ({ canvas }) => {
    const t = createTranslator(locale)
    await expect(await canvas.findByRole('link', { name: t('backToList') })).toBeVisible()
    await expect(
      await canvas.findByRole('heading', { name: t('commentCount', { count: 14 }) }),
    ).toBeVisible()
  },
})

export const English = inLocale('en-US')
export const Korean = inLocale('ko-KR')
export const Thai = inLocale('th-TH')
export const SimplifiedChinese = inLocale('zh-CN')
export const TraditionalChinese = inLocale('zh-TW')
export const Japanese = inLocale('ja-JP')
