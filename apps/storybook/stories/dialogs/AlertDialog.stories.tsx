import { AlertDialog, createTranslator } from '@airwave/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'

const meta = {
  title: 'Dialogs/AlertDialog',
  component: AlertDialog,
  args: { kind: 'already-reported', defaultOpen: true, onConfirm: fn() },
} satisfies Meta<typeof AlertDialog>

export default meta
type Story = StoryObj<typeof meta>

export const AlreadyReported: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const dialog = await canvas.findByRole('alertdialog', { name: t('alreadyReportedTitle') })
    await userEvent.click(within(dialog).getByRole('button', { name: t('confirm') }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(canvas.queryByRole('alertdialog')).toBeNull()
  },
}

export const MaxBlocked: Story = {
  args: { kind: 'max-blocked' },
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    const dialog = await canvas.findByRole('alertdialog', { name: t('maxBlockedTitle') })
    await expect(dialog).toHaveAccessibleDescription(t('maxBlockedBody', { max: 100 }))
  },
}

export const NicknameRequired: Story = {
  args: { kind: 'nickname-required' },
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    await expect(
      await canvas.findByRole('alertdialog', { name: t('nicknameRequiredTitle') }),
    ).toBeVisible()
  },
}

export const TextTooLong: Story = {
  args: { kind: 'text-too-long' },
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    const dialog = await canvas.findByRole('alertdialog', { name: t('textTooLongTitle') })
    await expect(dialog).toHaveAccessibleDescription(t('textTooLongBody', { max: 5000 }))
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
    const dialog = await canvas.findByRole('alertdialog', { name: t('alreadyReportedTitle') })
    await expect(within(dialog).getByRole('button', { name: t('confirm') })).toBeVisible()
  },
})

export const Korean = inLocale('ko-KR')
export const Thai = inLocale('th-TH')
export const SimplifiedChinese = inLocale('zh-CN')
export const TraditionalChinese = inLocale('zh-TW')
export const Japanese = inLocale('ja-JP')
