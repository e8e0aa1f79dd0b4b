import { createTranslator, ReportDialog } from '@airwave/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'

const meta = {
  title: 'Dialogs/ReportDialog',
  component: ReportDialog,
  args: { defaultOpen: true, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof ReportDialog>

export default meta
type Story = StoryObj<typeof meta>

export const ChooseAReason: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const dialog = await canvas.findByRole('dialog', { name: t('reportTitle') })
    const report = within(dialog).getByRole('button', { name: t('report') })
    // Nothing chosen yet: nothing to send.
    await expect(report).toBeDisabled()
    await userEvent.click(within(dialog).getByRole('radio', { name: t('reportReasonAbusive') }))
    await userEvent.click(report)
    await expect(args.onSubmit).toHaveBeenCalledWith('abusive')
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}

export const Cancelled: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const dialog = await canvas.findByRole('dialog', { name: t('reportTitle') })
    await userEvent.click(within(dialog).getByRole('radio', { name: t('reportReasonSpam') }))
    await userEvent.click(within(dialog).getByRole('button', { name: t('cancel') }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('dialog')).toBeVisible()
    await expect(canvasElement.querySelector('.aw-root')).toHaveAttribute('data-theme', 'dark')
  },
}

const inLocale = (locale: string): Story => ({
  globals: { locale },
  play: async ({ canvas }) => {
    const t = createTranslator(locale)
    const dialog = await canvas.findByRole('dialog', { name: t('reportTitle') })
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(6)
    await expect(within(dialog).getByRole('radio', { name: t('reportReasonOther') })).toBeVisible()
  },
})

export const Korean = inLocale('ko-KR')
export const Thai = inLocale('th-TH')
export const SimplifiedChinese = inLocale('zh-CN')
export const TraditionalChinese = inLocale('zh-TW')
export const Japanese = inLocale('ja-JP')
