import { createTranslator, Toaster } from '@airwave/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import type { KitLoaded } from '../../src/decorators/withAirwave'

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  args: { place: 'default' },
  parameters: { chrome: false },
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

const queueOf = (loaded: unknown) => (loaded as KitLoaded).toastQueue

/** No toast: the live region stays in the page so screen readers hear what is added. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const t = createTranslator(globals.locale)
    const region = canvas.getByRole('status', { name: t('notifications') })
    await expect(region).toBeEmptyDOMElement()
  },
}

export const OneToast: Story = {
  play: async ({ canvas, loaded }) => {
    queueOf(loaded).show('Comment deleted')
    await expect(await canvas.findByText('Comment deleted')).toBeVisible()
  },
}

/** Two at most: a third drops the oldest. */
export const TwoAtMost: Story = {
  play: async ({ canvas, loaded }) => {
    const queue = queueOf(loaded)
    queue.show('First')
    queue.show('Second')
    queue.show('Third')
    await expect(await canvas.findByText('Third')).toBeVisible()
    await expect(canvas.queryByText('First')).toBeNull()
    await expect(canvas.getByText('Second')).toBeVisible()
  },
}

export const RepeatedTextShownOnce: Story = {
  play: async ({ canvas, loaded }) => {
    const queue = queueOf(loaded)
    queue.show('Saved')
    queue.show('Saved')
    await expect(await canvas.findAllByText('Saved')).toHaveLength(1)
  },
}

export const Closed: Story = {
  play: async ({ canvas, globals, loaded, userEvent }) => {
    const t = createTranslator(globals.locale)
    queueOf(loaded).show('Pin disabled')
    const toast = (await canvas.findByText('Pin disabled')).parentElement as HTMLElement
    await userEvent.click(within(toast).getByRole('button', { name: t('close') }))
    await expect(canvas.queryByText('Pin disabled')).toBeNull()
  },
}

/** Leaves by itself after `duration`. */
export const TimesOut: Story = {
  args: { duration: 300 },
  play: async ({ canvas, loaded }) => {
    queueOf(loaded).show('Nickname has been blocked')
    await canvas.findByText('Nickname has been blocked')
    await waitFor(() => expect(canvas.queryByText('Nickname has been blocked')).toBeNull())
  },
}

/** Pointing at a toast holds it past its time; leaving it starts the time over. */
export const Held: Story = {
  args: { duration: 300 },
  play: async ({ canvas, loaded, userEvent }) => {
    queueOf(loaded).show('Reply deleted')
    const toast = (await canvas.findByText('Reply deleted')).parentElement as HTMLElement
    await userEvent.hover(toast)
    await expect(toast).toHaveAttribute('data-state', 'held')
    await new Promise((resolve) => setTimeout(resolve, 600))
    await expect(canvas.getByText('Reply deleted')).toBeVisible()
    await userEvent.unhover(toast)
    await waitFor(() => expect(canvas.queryByText('Reply deleted')).toBeNull())
  },
}

/** Another place keeps its own stack: the chat room's toasts are not the page's. */
export const OtherPlace: Story = {
  args: { place: 'chatroom' },
  play: async ({ canvas, loaded }) => {
    const queue = queueOf(loaded)
    queue.show('On the page')
    queue.show('In the chat room', 'chatroom')
    await expect(await canvas.findByText('In the chat room')).toBeVisible()
    await expect(canvas.queryByText('On the page')).toBeNull()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement, loaded }) => {
    queueOf(loaded).show('Post saved')
    await expect(await canvas.findByText('Post saved')).toBeVisible()
    await expect(canvasElement.querySelector('.aw-root')).toHaveAttribute('data-theme', 'dark')
  },
}

const inLocale = (locale: string): Story => ({
  globals: { locale },
  play: async ({ canvas, loaded }) => {
    const t = createTranslator(locale)
    queueOf(loaded).show('OK')
    const region = canvas.getByRole('status', { name: t('notifications') })
    await expect(await within(region).findByRole('button', { name: t('close') })).toBeVisible()
  },
})

export const Korean = inLocale('ko-KR')
export const Thai = inLocale('th-TH')
export const SimplifiedChinese = inLocale('zh-CN')
export const TraditionalChinese = inLocale('zh-TW')
export const Japanese = inLocale('ja-JP')
