import { createTranslator } from '@airwave/react'
import { BlockedUsers } from '@airwave/react/community'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import type { KitLoaded } from '../../src/decorators/withAirwave'
import { answeredCount, type Scenario } from '../../src/mocks/backend'
import { channels } from '../../src/mocks/channels'

// The member's blocked users (/setting/block-users). The member (viewer1) blocked `troll`.

const meta = {
  title: 'Settings/BlockedUsers',
  component: BlockedUsers,
  globals: { role: 'member' },
} satisfies Meta<typeof BlockedUsers>

export default meta
type Story = StoryObj<typeof meta>

const backend = (scenario: Scenario) => ({ backend: scenario })

export const Member: Story = {
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    await expect(await canvas.findByRole('link', { name: 'Free Gems Bot' })).toHaveAttribute(
      'href',
      '/troll',
    )
    await expect(canvas.getByText(t('blockedUsersCount', { count: 1, max: 100 }))).toBeVisible()
  },
}

/** Unblock, then block again without leaving: the row stays in place. */
export const UnblockAndBlockAgain: Story = {
  play: async ({ canvas, globals, loaded, userEvent }) => {
    const t = createTranslator(globals.locale)
    const name = 'Free Gems Bot'
    await userEvent.click(await canvas.findByRole('button', { name: t('unblockName', { name }) }))
    const block = await canvas.findByRole('button', { name: t('blockName', { name }) })
    await expect(block.closest('li')).toHaveAttribute('data-state', 'unblocked')
    const { toastQueue } = loaded as KitLoaded
    await expect(toastQueue.getSnapshot().map((toast) => toast.message)).toContain(
      t('toastUnblocked', { name }),
    )
    await userEvent.click(block)
    const unblock = await canvas.findByRole('button', { name: t('unblockName', { name }) })
    await expect(unblock.closest('li')).toHaveAttribute('data-state', 'blocked')
    await expect(answeredCount('block')).toBe(1)
  },
}

/** Ten a page, the next with see more. */
export const SeeMore: Story = {
  parameters: backend({ blockedCount: 12 }),
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(10))
    await userEvent.click(canvas.getByRole('button', { name: t('seeMore') }))
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(12))
    await expect(canvas.queryByRole('button', { name: t('seeMore') })).toBeNull()
  },
}

/**
 * Unblocked here, then 100 reached elsewhere (another tab blocked someone): blocking again is
 * refused (CHA30048) with the limit dialog.
 */
export const BlockOverTheLimit: Story = {
  parameters: backend({ blockedCount: 100 }),
  play: async ({ canvas, globals, userEvent }) => {
    const t = createTranslator(globals.locale)
    const name = 'Free Gems Bot'
    await userEvent.click(await canvas.findByRole('button', { name: t('unblockName', { name }) }))
    const block = await canvas.findByRole('button', { name: t('blockName', { name }) })
    channels.block('viewer1', 'viewer5')
    await userEvent.click(block)
    const alert = await canvas.findByRole('alertdialog', { name: t('maxBlockedTitle') })
    await userEvent.click(within(alert).getByRole('button', { name: t('confirm') }))
    await expect(canvas.getByRole('button', { name: t('blockName', { name }) })).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: backend({ empty: true }),
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    await expect(await canvas.findByText(t('blockedUsersEmpty'))).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: backend({ pending: ['listBlocked'] }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('status', { busy: true })).toBeInTheDocument()
    await expect(canvasElement.querySelector('.aw-blocked-users')).toHaveAttribute(
      'data-state',
      'loading',
    )
  },
}

export const LoadError: Story = {
  parameters: backend({ failing: ['listBlocked'] }),
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    const alert = await canvas.findByRole('alert')
    await expect(within(alert).getByRole('button', { name: t('retry') })).toBeEnabled()
  },
}

/** Blocked users are loaded only when logged in. */
export const Anonymous: Story = {
  globals: { role: 'anonymous' },
  args: { enabled: false },
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    await expect(canvas.getByRole('heading', { name: t('blockedUsersTitle') })).toBeVisible()
    await expect(answeredCount('listBlocked')).toBe(0)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: 'Free Gems Bot' })
    await expect(canvasElement.querySelector('.aw-root')).toHaveAttribute('data-theme', 'dark')
  },
}

const inLocale = (locale: string): Story => ({
  globals: { locale },
  play: async ({ canvas }) => {
    const t = createTranslator(locale)
    await expect(canvas.getByRole('heading', { name: t('blockedUsersTitle') })).toBeVisible()
    await expect(
      await canvas.findByRole('button', { name: t('unblockName', { name: 'Free Gems Bot' }) }),
    ).toBeVisible()
  },
})

export const English = inLocale('en-US')
export const Korean = inLocale('ko-KR')
export const Thai = inLocale('th-TH')
export const SimplifiedChinese = inLocale('zh-CN')
export const TraditionalChinese = inLocale('zh-TW')
export const Japanese = inLocale('ja-JP')
