import { createTranslator } from '@airwave/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import type { KitLoaded } from '../../src/decorators/withAirwave'
import { answeredCount, type Scenario } from '../../src/mocks/backend'
import { BOARD } from '../../src/mocks/people'
import { Board } from './Board'

// A channel's board: its states by role, data, locale and theme, then the flows on its posts.
// Links go to `onNavigate` (a spy), as they would to the app's router.

const meta = {
  title: 'Community/CommunityBoard',
  component: Board,
  args: { channelId: BOARD, onNavigate: fn() },
  globals: { role: 'member' },
} satisfies Meta<typeof Board>

export default meta
type Story = StoryObj<typeof meta>

const PINNED =
  'Tonight at 8 pm: the spring speedrun marathon. Bring snacks, the first run is a long one!'
const LONG = /^Thanks for 10k followers!/
const SOCIAL = 'New clip from last night'
const RESERVED = 'Next week: a charity stream'

/** The post card around a text of the post. */
const articleOf = (element: HTMLElement) => element.closest('article') as HTMLElement
const backend = (scenario: Scenario) => ({ backend: scenario })

export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(articleOf(await canvas.findByText(PINNED))).toHaveAttribute('data-state', 'pinned')
    // The first page holds 20 posts; the reserved one is the owner's until its time.
    await expect(canvas.getAllByRole('article')).toHaveLength(20)
    await expect(canvas.queryByText(RESERVED)).toBeNull()
  },
}

export const Anonymous: Story = {
  globals: { role: 'anonymous' },
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const post = within(articleOf(await canvas.findByText('Stream notes #5')))
    await userEvent.click(post.getByRole('button', { name: t('moreOptions') }))
    const menu = await canvas.findByRole('menu')
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([t('share'), t('report')])
  },
}

export const Owner: Story = {
  globals: { role: 'owner' },
  args: { onEditPost: fn() },
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    // The owner sees the scheduled post, with its date and no share.
    const reserved = within(articleOf(await canvas.findByText(RESERVED)))
    await expect(reserved.getByText(/./, { selector: '.aw-badge time' })).toBeVisible()
    await userEvent.click(reserved.getByRole('button', { name: t('moreOptions') }))
    const menu = await canvas.findByRole('menu')
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([t('edit'), t('pin'), t('delete')])
  },
}

/** A post that links to a social network opens it in a new tab and has no menu. */
export const SocialPost: Story = {
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    const post = within(articleOf(await canvas.findByText(SOCIAL)))
    await expect(post.getByRole('link', { name: new RegExp(t('opensInNewTab')) })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(post.queryByRole('button', { name: t('moreOptions') })).toBeNull()
  },
}

export const Empty: Story = {
  parameters: backend({ empty: true }),
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    await expect(await canvas.findByText(t('noPosts'))).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: backend({ pending: ['listPosts'] }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('status', { busy: true })).toBeInTheDocument()
    await expect(canvasElement.querySelector('.aw-board')).toHaveAttribute('data-state', 'loading')
  },
}

export const LoadError: Story = {
  parameters: backend({ failing: ['listPosts'] }),
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    const alert = await canvas.findByRole('alert')
    await expect(within(alert).getByRole('button', { name: t('retry') })).toBeEnabled()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(PINNED)
    await expect(canvasElement.querySelector('.aw-root')).toHaveAttribute('data-theme', 'dark')
  },
}

const inLocale = (locale: string): Story => ({
  globals: { locale },
  play: async ({ canvas }) => {
    const t = createTranslator(locale)
    await expect(await canvas.findByRole('region', { name: t('communityPosts') })).toBeVisible()
    const pinned = within(articleOf(await canvas.findByText(PINNED)))
    await expect(pinned.getByText(t('pinned'))).toBeVisible()
  },
})

export const English = inLocale('en-US')
export const Korean = inLocale('ko-KR')
export const Thai = inLocale('th-TH')
export const SimplifiedChinese = inLocale('zh-CN')
export const TraditionalChinese = inLocale('zh-TW')
export const Japanese = inLocale('ja-JP')

/** Long text is cut at three lines, with see more / collapse. */
export const SeeMoreText: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const text = await canvas.findByText(LONG)
    await expect(text).toHaveAttribute('data-state', 'collapsed')
    const toggle = within(articleOf(text)).getByRole('button', { name: t('seeMore') })
    await userEvent.click(toggle)
    await expect(text).toHaveAttribute('data-state', 'expanded')
    await expect(toggle).toHaveAccessibleName(t('collapse'))
  },
}

/** Scrolling to the end loads the next page: 10 more after the first 20. */
export const LoadMorePosts: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(PINNED)
    canvasElement.querySelector('[data-sentinel]')?.scrollIntoView()
    await expect(await canvas.findByText('Stream notes #26')).toBeInTheDocument()
    await expect(canvas.getAllByRole('article')).toHaveLength(25)
  },
}

/** A channel page's preview (`limit`): the first three posts, the pinned one first, no more. */
export const Preview: Story = {
  args: { limit: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(articleOf(await canvas.findByText(PINNED))).toHaveAttribute('data-state', 'pinned')
    await expect(canvas.getAllByRole('article')).toHaveLength(3)
    await expect(canvasElement.querySelector('[data-sentinel]')).toBeNull()
  },
}

/** A post's link (its time) goes to the app's router, and so does its comment button. */
export const OpenPost: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const article = articleOf(await canvas.findByText('Stream notes #5'))
    await userEvent.click(article.querySelector('time') as HTMLElement)
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/airwave/community/5')
    const comments = within(article).getByRole('link', { name: t('commentCount', { count: 0 }) })
    await userEvent.click(comments)
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/airwave/community/5#comment')
  },
}

export const LikeAndUnlike: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const post = within(articleOf(await canvas.findByText('Stream notes #5')))
    const label = (count: number) => `${t('like')}, ${t('likeCount', { count })}`
    await userEvent.click(post.getByRole('button', { name: label(0) }))
    await expect(post.getByRole('button', { name: label(1) })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await waitFor(() => expect(answeredCount('likePost')).toBe(1))
    await userEvent.click(post.getByRole('button', { name: label(1) }))
    await expect(post.getByRole('button', { name: label(0) })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await waitFor(() => expect(answeredCount('unlikePost')).toBe(1))
  },
}

export const AnonymousLikeAsksToLogIn: Story = {
  globals: { role: 'anonymous' },
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const post = within(articleOf(await canvas.findByText('Stream notes #5')))
    const like = post.getByRole('button', { name: `${t('like')}, ${t('likeCount', { count: 0 })}` })
    await userEvent.click(like)
    await expect(await canvas.findByRole('dialog', { name: t('loginTitle') })).toBeVisible()
    await expect(like).toHaveAttribute('aria-pressed', 'false')
  },
}

/** The owner pins another post: asked to confirm, it takes the pin from the pinned one. */
export const PinAnotherPost: Story = {
  globals: { role: 'owner' },
  play: async ({ canvas, globals, loaded, userEvent }) => {
    const t = createTranslator(globals.locale)
    const article = articleOf(await canvas.findByText('Stream notes #5'))
    await userEvent.click(within(article).getByRole('button', { name: t('moreOptions') }))
    await userEvent.click(await canvas.findByRole('menuitem', { name: t('pin') }))
    const confirm = await canvas.findByRole('alertdialog', { name: t('pinPostReplaceTitle') })
    await userEvent.click(within(confirm).getByRole('button', { name: t('pin') }))
    await waitFor(() =>
      expect(articleOf(canvas.getByText('Stream notes #5'))).toHaveAttribute(
        'data-state',
        'pinned',
      ),
    )
    await expect(articleOf(canvas.getByText(PINNED))).toHaveAttribute('data-state', 'default')
    const { toastQueue } = loaded as KitLoaded
    await waitFor(() =>
      expect(toastQueue.getSnapshot().map((toast) => toast.message)).toContain(t('toastPinned')),
    )
  },
}

/** The same post reported twice: the second time the already-reported alert. */
export const ReportPostTwice: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const report = async () => {
      const post = within(articleOf(canvas.getByText('Stream notes #5')))
      await userEvent.click(post.getByRole('button', { name: t('moreOptions') }))
      await userEvent.click(await canvas.findByRole('menuitem', { name: t('report') }))
      const dialog = await canvas.findByRole('dialog', { name: t('reportTitle') })
      await userEvent.click(within(dialog).getByRole('radio', { name: t('reportReasonSpam') }))
      await userEvent.click(within(dialog).getByRole('button', { name: t('report') }))
    }
    await canvas.findByText('Stream notes #5')
    await report()
    await waitFor(() => expect(answeredCount('reportPost')).toBe(1))
    await report()
    await expect(
      await canvas.findByRole('alertdialog', { name: t('alreadyReportedTitle') }),
    ).toBeVisible()
  },
}

export const DeletePost: Story = {
  globals: { role: 'owner' },
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const post = within(articleOf(await canvas.findByText('Stream notes #5')))
    await userEvent.click(post.getByRole('button', { name: t('moreOptions') }))
    await userEvent.click(await canvas.findByRole('menuitem', { name: t('delete') }))
    const confirm = await canvas.findByRole('alertdialog', { name: t('deletePostTitle') })
    await userEvent.click(within(confirm).getByRole('button', { name: t('delete') }))
    await waitFor(() => expect(canvas.queryByText('Stream notes #5')).toBeNull())
    await expect(await canvas.findByText(t('toastPostDeleted'))).toBeVisible()
  },
}
