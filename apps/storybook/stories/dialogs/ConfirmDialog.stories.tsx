import { ConfirmDialog, createTranslator } from '@airwave/react'
import { addOverlayStyles } from '@airwave/widgets/overlays'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'

const meta = {
  title: 'Dialogs/ConfirmDialog',
  component: ConfirmDialog,
  args: { kind: 'delete-comment', defaultOpen: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

export const DeleteComment: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const dialog = await canvas.findByRole('alertdialog', { name: t('deleteCommentTitle') })
    // Cancel first, so Enter never deletes by accident.
    await expect(within(dialog).getByRole('button', { name: t('cancel') })).toHaveFocus()
    await userEvent.click(within(dialog).getByRole('button', { name: t('delete') }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(canvas.queryByRole('alertdialog')).toBeNull()
  },
}

export const Cancelled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole('alertdialog')
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).toHaveBeenCalledOnce()
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await expect(canvas.queryByRole('alertdialog')).toBeNull()
  },
}

export const DeleteReply: Story = {
  args: { kind: 'delete-reply' },
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    await expect(
      await canvas.findByRole('alertdialog', { name: t('deleteReplyTitle') }),
    ).toBeVisible()
  },
}

export const DeletePost: Story = {
  args: { kind: 'delete-post' },
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    await expect(
      await canvas.findByRole('alertdialog', { name: t('deletePostTitle') }),
    ).toBeVisible()
  },
}

export const PinReplace: Story = {
  args: { kind: 'pin-replace' },
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    const dialog = await canvas.findByRole('alertdialog', { name: t('pinReplaceTitle') })
    await expect(dialog).toHaveAccessibleDescription(t('pinReplaceBody'))
  },
}

export const PinPostReplace: Story = {
  args: { kind: 'pin-post-replace' },
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    const dialog = await canvas.findByRole('alertdialog', { name: t('pinPostReplaceTitle') })
    await expect(dialog).toHaveAccessibleDescription(t('pinPostReplaceBody'))
  },
}

export const Block: Story = {
  args: { kind: 'block', name: 'Haru' },
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    await expect(
      await canvas.findByRole('alertdialog', { name: t('blockTitle', { name: 'Haru' }) }),
    ).toBeVisible()
  },
}

/** Kept in the page while closed (`forceMount`), hidden. */
export const Closed: Story = {
  args: { defaultOpen: false, forceMount: true },
  play: async ({ canvasElement }) => {
    const overlay = canvasElement.querySelector('.aw-overlay')
    await expect(overlay).toHaveAttribute('data-state', 'closed')
    await expect(overlay).not.toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alertdialog')).toBeVisible()
    await expect(canvasElement.querySelector('.aw-root')).toHaveAttribute('data-theme', 'dark')
  },
}

const inLocale = (locale: string): Story => ({
  globals: { locale },
  play: async ({ canvas }) => {
    const t = createTranslator(locale)
    const dialog = await canvas.findByRole('alertdialog', { name: t('deleteCommentTitle') })
    await expect(within(dialog).getByRole('button', { name: t('delete') })).toBeVisible()
  },
})

export const Korean = inLocale('ko-KR')
export const Thai = inLocale('th-TH')
export const SimplifiedChinese = inLocale('zh-CN')
export const TraditionalChinese = inLocale('zh-TW')
export const Japanese = inLocale('ja-JP')

/**
 * The dashboard's widget pages load the OBS overlays' stylesheet beside the kit's dialogs: its
 * rules must not reach a dialog. (They once did through a shared class name, `aw-overlay`, and
 * every dialog on such a page read white 22 px text over a see-through card.)
 */
export const BesideTheOverlaysStylesheet: Story = {
  loaders: [() => addOverlayStyles(document)],
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('alertdialog')
    const backdrop = dialog.parentElement as HTMLElement
    await expect(getComputedStyle(backdrop).textShadow).toBe('none')
    await expect(getComputedStyle(backdrop).fontSize).toBe(
      getComputedStyle(backdrop.parentElement as HTMLElement).fontSize,
    )
    await expect(getComputedStyle(dialog).backgroundColor).not.toBe('rgba(0, 0, 0, 0)')
  },
}
