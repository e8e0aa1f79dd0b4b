import { createTranslator, LoginPromptDialog } from '@airwave/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { KitLoaded } from '../../src/decorators/withAirwave'

const meta = {
  title: 'Dialogs/LoginPromptDialog',
  component: LoginPromptDialog,
  args: { defaultOpen: true },
  globals: { role: 'anonymous' },
} satisfies Meta<typeof LoginPromptDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The login button goes to the app's login (the provider's `onLoginRequired`). */
export const LogIn: Story = {
  play: async ({ canvas, globals, loaded, userEvent }) => {
    const t = createTranslator(globals.locale)
    const dialog = await canvas.findByRole('dialog', { name: t('loginTitle') })
    await userEvent.click(within(dialog).getByRole('button', { name: t('login') }))
    await expect((loaded as KitLoaded).openLogin).toHaveBeenCalledOnce()
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}

export const NotNow: Story = {
  play: async ({ canvas, globals, loaded, userEvent }) => {
    const t = createTranslator(globals.locale)
    const dialog = await canvas.findByRole('dialog', { name: t('loginTitle') })
    await userEvent.click(within(dialog).getByRole('button', { name: t('cancel') }))
    await expect((loaded as KitLoaded).openLogin).not.toHaveBeenCalled()
    await expect(canvas.queryByRole('dialog')).toBeNull()
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
    const dialog = await canvas.findByRole('dialog', { name: t('loginTitle') })
    await expect(dialog).toHaveAccessibleDescription(t('loginBody'))
  },
})

export const Korean = inLocale('ko-KR')
export const Thai = inLocale('th-TH')
export const SimplifiedChinese = inLocale('zh-CN')
export const TraditionalChinese = inLocale('zh-TW')
export const Japanese = inLocale('ja-JP')
