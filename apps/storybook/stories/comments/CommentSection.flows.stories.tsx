import { createTranslator } from '@airwave/react'
import { CommentSection } from '@airwave/react/community'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import type { KitLoaded } from '../../src/decorators/withAirwave'
import { answeredCount, resetBackend } from '../../src/mocks/backend'
import { POST_IDX } from '../../src/mocks/fixtures'
import { BOARD } from '../../src/mocks/people'
import { Comments } from './Comments'

// The comment flows, played against the in-memory backend: what a viewer does and what the
// section shows after the server answered. Labels come from the story's locale, so each play
// also passes with another locale picked in the toolbar.

const meta = {
  title: 'Community/CommentSection/Flows',
  component: Comments,
  args: { postIdx: POST_IDX, channelId: BOARD },
  globals: { role: 'member' },
} satisfies Meta<typeof Comments>

export default meta
type Story = StoryObj<typeof meta>

/** The `<li>` of the comment (or reply) whose text is `text`. */
const itemOf = (element: HTMLElement) => within(element.closest('li') as HTMLElement)

export const WriteComment: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    await canvas.findByText('See you all at 8.')
    const box = canvas.getByRole('textbox', { name: t('writeComment') })
    await userEvent.click(box)
    await userEvent.type(box, 'First time here!{Enter}Hello everyone')
    await userEvent.click(canvas.getByRole('button', { name: t('submitComment') }))
    // After the pinned comment, and counted.
    await waitFor(() =>
      expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('First time here!'),
    )
    await expect(
      canvas.getByRole('heading', { name: t('commentCount', { count: 15 }) }),
    ).toBeVisible()
    await expect(box).toHaveValue('')
  },
}

/** An emoticon picked into the comment box is sent as `{:key:}` and drawn in the comment. */
export const CommentWithEmoticon: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    await canvas.findByText('See you all at 8.')
    const box = canvas.getByRole('textbox', { name: t('writeComment') })
    await userEvent.click(box)
    await userEvent.type(box, 'Hype ')
    const form = box.closest('form') as HTMLElement
    await userEvent.click(within(form).getByRole('button', { name: t('emoticons') }))
    await userEvent.click(await within(form).findByRole('tab', { name: t('emoticonTabOthers') }))
    await userEvent.click(await within(form).findByRole('button', { name: 'face10' }))
    await expect(box).toHaveValue('Hype {:face10:}')
    await userEvent.click(within(form).getByRole('button', { name: t('submitComment') }))
    const emoticon = await canvas.findByRole('img', { name: 'face10' })
    await expect(emoticon.closest('li')).toHaveTextContent('Hype')
    await waitFor(() => expect((emoticon as HTMLImageElement).naturalWidth).toBe(64))
  },
}

/** Over 5000 visible characters: the box is invalid and nothing can be sent. */
export const TextOverTheLimit: Story = {
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    await canvas.findByText('See you all at 8.')
    const box = canvas.getByRole('textbox', { name: t('writeComment') })
    await userEvent.click(box)
    await userEvent.paste('x'.repeat(5001))
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('button', { name: t('submitComment') })).toBeDisabled()
    await expect(canvasElement.querySelector('.aw-comment-counter')).toHaveAttribute(
      'data-state',
      'over',
    )
  },
}

/** A member without a channel nickname yet may read and like, not write: the alert says so. */
export const NicknameRequired: Story = {
  render: (args) => (
    <CommentSection {...args} viewer={{ status: 'member', channelId: 'viewer1', nickname: null }} />
  ),
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    await canvas.findByText('See you all at 8.')
    const box = canvas.getByRole('textbox', { name: t('writeComment') })
    await userEvent.click(box)
    await userEvent.type(box, 'Hello')
    await userEvent.click(canvas.getByRole('button', { name: t('submitComment') }))
    await expect(
      await canvas.findByRole('alertdialog', { name: t('nicknameRequiredTitle') }),
    ).toBeVisible()
    await expect(answeredCount('createComment')).toBe(0)
  },
}

export const Reply: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const comment = itemOf(await canvas.findByText('Great stream yesterday!', { exact: false }))
    await userEvent.click(comment.getByRole('button', { name: t('reply') }))
    const box = await comment.findByRole('textbox', { name: t('writeReply') })
    await userEvent.type(box, 'Same here')
    const form = within(box.closest('form') as HTMLElement)
    await userEvent.click(form.getByRole('button', { name: t('submitReply') }))
    await expect(await comment.findByText('Same here')).toBeVisible()
    await userEvent.click(comment.getByRole('button', { name: t('hideReplies') }))
    await expect(comment.getByRole('button', { name: t('replyCount', { count: 3 }) })).toBeVisible()
  },
}

export const LikeAndUnlike: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const comment = itemOf(await canvas.findByText('Can we get a replay of the second run?'))
    const label = (count: number) => `${t('like')} ${t('likeCount', { count })}`
    await userEvent.click(comment.getByRole('button', { name: label(0) }))
    await expect(comment.getByRole('button', { name: label(1) })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await waitFor(() => expect(answeredCount('likeComment')).toBe(1))
    await userEvent.click(comment.getByRole('button', { name: label(1) }))
    await expect(comment.getByRole('button', { name: label(0) })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await waitFor(() => expect(answeredCount('unlikeComment')).toBe(1))
  },
}

/** The server refuses the like: the optimistic like is undone and its message shown. */
export const LikeFailsAndRollsBack: Story = {
  parameters: { backend: { failing: ['likeComment'] } },
  play: async ({ canvas, globals, loaded, userEvent }) => {
    const t = createTranslator(globals.locale)
    const comment = itemOf(await canvas.findByText('Can we get a replay of the second run?'))
    const like = comment.getByRole('button', {
      name: `${t('like')} ${t('likeCount', { count: 0 })}`,
    })
    await userEvent.click(like)
    const { toastQueue } = loaded as KitLoaded
    await waitFor(() =>
      expect(toastQueue.getSnapshot().map((toast) => toast.message)).toEqual([
        'likeComment failed (story scenario)',
      ]),
    )
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await expect(like).toHaveAccessibleName(`${t('like')} ${t('likeCount', { count: 0 })}`)
  },
}

export const AnonymousLikeAsksToLogIn: Story = {
  globals: { role: 'anonymous' },
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const comment = itemOf(await canvas.findByText('Can we get a replay of the second run?'))
    const like = comment.getByRole('button', {
      name: `${t('like')} ${t('likeCount', { count: 0 })}`,
    })
    await userEvent.click(like)
    const prompt = await canvas.findByRole('dialog', { name: t('loginTitle') })
    // Nothing changed: no optimistic like for a visitor.
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(within(prompt).getByRole('button', { name: t('cancel') }))
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await expect(answeredCount('likeComment')).toBe(0)
  },
}

/** The comment box asks a visitor to log in; the prompt's button goes to the app's login. */
export const AnonymousCommentAsksToLogIn: Story = {
  globals: { role: 'anonymous' },
  play: async ({ canvas, globals, loaded, userEvent }) => {
    const t = createTranslator(globals.locale)
    await canvas.findByText('See you all at 8.')
    await userEvent.click(canvas.getByRole('textbox', { name: t('writeComment') }))
    const prompt = await canvas.findByRole('dialog', { name: t('loginTitle') })
    await userEvent.click(within(prompt).getByRole('button', { name: t('login') }))
    await expect((loaded as KitLoaded).openLogin).toHaveBeenCalledOnce()
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}

/** The owner pins a second comment: asked to confirm, the new one takes the old one's place. */
export const PinReplacesPinned: Story = {
  globals: { role: 'owner' },
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const text = 'Who else stayed up for the whole thing?'
    const comment = itemOf(await canvas.findByText(text))
    await userEvent.click(comment.getByRole('button', { name: t('moreOptions') }))
    await userEvent.click(await canvas.findByRole('menuitem', { name: t('pin') }))
    const confirm = await canvas.findByRole('alertdialog', { name: t('pinReplaceTitle') })
    await userEvent.click(within(confirm).getByRole('button', { name: t('pin') }))
    await waitFor(() =>
      expect(canvas.getByText(text).closest('li')).toHaveAttribute('data-state', 'pinned'),
    )
    const before = canvas.getByText('Pinned: the schedule is in the description.').closest('li')
    await expect(before).toHaveAttribute('data-state', 'default')
  },
}

export const CancelPinReplacement: Story = {
  globals: { role: 'owner' },
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const comment = itemOf(await canvas.findByText('See you all at 8.'))
    await userEvent.click(comment.getByRole('button', { name: t('moreOptions') }))
    await userEvent.click(await canvas.findByRole('menuitem', { name: t('pin') }))
    const confirm = await canvas.findByRole('alertdialog', { name: t('pinReplaceTitle') })
    await userEvent.click(within(confirm).getByRole('button', { name: t('cancel') }))
    await expect(canvas.getByText('See you all at 8.').closest('li')).toHaveAttribute(
      'data-state',
      'default',
    )
    await expect(answeredCount('pinComment')).toBe(0)
  },
}

/** The same comment reported twice: the second time the already-reported alert. */
export const ReportTwice: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const report = async () => {
      const comment = itemOf(canvas.getByText('Who else stayed up for the whole thing?'))
      await userEvent.click(comment.getByRole('button', { name: t('moreOptions') }))
      await userEvent.click(await canvas.findByRole('menuitem', { name: t('report') }))
      const dialog = await canvas.findByRole('dialog', { name: t('reportTitle') })
      await userEvent.click(within(dialog).getByRole('radio', { name: t('reportReasonSpam') }))
      await userEvent.click(within(dialog).getByRole('button', { name: t('report') }))
    }
    await canvas.findByText('Who else stayed up for the whole thing?')
    await report()
    await waitFor(() => expect(answeredCount('reportComment')).toBe(1))
    await expect(canvas.queryByRole('alertdialog')).toBeNull()
    await report()
    const alert = await canvas.findByRole('alertdialog', { name: t('alreadyReportedTitle') })
    await userEvent.click(within(alert).getByRole('button', { name: t('confirm') }))
    await expect(canvas.queryByRole('alertdialog')).toBeNull()
  },
}

/** Blocking an author replaces all of their comments with the blocked placeholder. */
export const BlockAuthor: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const comment = itemOf(await canvas.findByText('Can we get a replay of the second run?'))
    await expect(canvas.getAllByText(t('blockedContent'))).toHaveLength(1)
    await userEvent.click(comment.getByRole('button', { name: t('moreOptions') }))
    await userEvent.click(await canvas.findByRole('menuitem', { name: t('blockUser') }))
    const confirm = await canvas.findByRole('alertdialog', {
      name: t('blockTitle', { name: 'Haru' }),
    })
    await userEvent.click(within(confirm).getByRole('button', { name: t('block') }))
    // Haru wrote the newest comment and two of the fillers on this page.
    await waitFor(() => expect(canvas.getAllByText(t('blockedContent'))).toHaveLength(4))
    await waitFor(() => expect(answeredCount('block')).toBe(1))
    await expect(canvas.queryByText('Can we get a replay of the second run?')).toBeNull()
  },
}

/** At 100 blocked channels the block is refused (CHA30048) and the placeholder rolled back. */
export const BlockOverTheLimit: Story = {
  parameters: { backend: { blockedCount: 100 } },
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const comment = itemOf(await canvas.findByText('Can we get a replay of the second run?'))
    await userEvent.click(comment.getByRole('button', { name: t('moreOptions') }))
    await userEvent.click(await canvas.findByRole('menuitem', { name: t('blockUser') }))
    const confirm = await canvas.findByRole('alertdialog', {
      name: t('blockTitle', { name: 'Haru' }),
    })
    await userEvent.click(within(confirm).getByRole('button', { name: t('block') }))
    await expect(
      await canvas.findByRole('alertdialog', { name: t('maxBlockedTitle') }),
    ).toBeVisible()
    await expect(canvas.getByText('Can we get a replay of the second run?')).toBeVisible()
  },
}

export const EditOwnComment: Story = {
  globals: { role: 'author' },
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const comment = itemOf(await canvas.findByText('See you all at 8.'))
    await userEvent.click(comment.getByRole('button', { name: t('moreOptions') }))
    await userEvent.click(await canvas.findByRole('menuitem', { name: t('edit') }))
    const box = await canvas.findByRole('textbox', { name: t('editComment') })
    await userEvent.clear(box)
    await userEvent.type(box, 'See you all at 9!')
    await userEvent.click(itemOf(box).getByRole('button', { name: t('save') }))
    // The input leaves once saved (its textarea holds the same words until then).
    await waitFor(() =>
      expect(canvas.queryByRole('textbox', { name: t('editComment') })).toBeNull(),
    )
    const edited = itemOf(await canvas.findByText('See you all at 9!'))
    await expect(edited.getByText(t('edited'))).toBeVisible()
    await expect(answeredCount('updateComment')).toBe(1)
  },
}

export const CancelEdit: Story = {
  globals: { role: 'author' },
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const comment = itemOf(await canvas.findByText('See you all at 8.'))
    await userEvent.click(comment.getByRole('button', { name: t('moreOptions') }))
    await userEvent.click(await canvas.findByRole('menuitem', { name: t('edit') }))
    const box = await canvas.findByRole('textbox', { name: t('editComment') })
    await userEvent.type(box, ' (changed)')
    await userEvent.click(itemOf(box).getByRole('button', { name: t('cancel') }))
    await expect(await canvas.findByText('See you all at 8.')).toBeVisible()
    await expect(answeredCount('updateComment')).toBe(0)
  },
}

export const DeleteOwnComment: Story = {
  globals: { role: 'author' },
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const comment = itemOf(await canvas.findByText('See you all at 8.'))
    await userEvent.click(comment.getByRole('button', { name: t('moreOptions') }))
    await userEvent.click(await canvas.findByRole('menuitem', { name: t('delete') }))
    const confirm = await canvas.findByRole('alertdialog', { name: t('deleteCommentTitle') })
    await userEvent.click(within(confirm).getByRole('button', { name: t('delete') }))
    await waitFor(() => expect(canvas.queryByText('See you all at 8.')).toBeNull())
    await expect(
      canvas.getByRole('heading', { name: t('commentCount', { count: 13 }) }),
    ).toBeVisible()
  },
}

export const SortByPopularity: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    await canvas.findByText('See you all at 8.')
    await userEvent.click(canvas.getByRole('button', { name: t('sortPopular') }))
    // The pinned comment stays first; the most liked follows it.
    await waitFor(() =>
      expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('See you all at 8.'),
    )
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('data-state', 'pinned')
  },
}

/** Scrolling to the end loads the next page (the bottom sentinel becomes visible). */
export const SeeMoreComments: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('See you all at 8.')
    canvasElement.querySelector('[data-sentinel]')?.scrollIntoView()
    await expect(await canvas.findByText('Hype message number 1')).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(14)
  },
}

export const ViewMoreReplies: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const comment = itemOf(await canvas.findByText('Who else stayed up for the whole thing?'))
    await userEvent.click(comment.getByRole('button', { name: t('replyCount', { count: 12 }) }))
    await expect(await comment.findByText('Me! (14)')).toBeVisible()
    await userEvent.click(comment.getByRole('button', { name: t('viewMoreReplies') }))
    await expect(await comment.findByText('Me! (3)')).toBeVisible()
  },
}

/** A failed load, then a retry once the server is back. */
export const RetryAfterError: Story = {
  parameters: { backend: { failing: ['listComments'] } },
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const alert = await canvas.findByRole('alert')
    resetBackend()
    await userEvent.click(within(alert).getByRole('button', { name: t('retry') }))
    await expect(await canvas.findByText('See you all at 8.')).toBeVisible()
  },
}
