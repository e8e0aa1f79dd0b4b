import { SubscriberList } from '@airwave/react/subscription'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import {
  loadSubscriberWords,
  startSubscribers,
  subscribers,
  subscriberWords,
} from './subscriberStory'

// The streamer's subscribers (/dashboard/subscribers): active and past, with months, since,
// kind, gifter and renewal, 20 a page.

const meta = {
  title: 'Subscription/SubscriberList',
  component: SubscriberList,
  globals: { role: 'owner' },
  parameters: { account: true },
  args: { channelHref: (channelId: string) => `#/${channelId}` },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
  loaders: [loadSubscriberWords],
  beforeEach: startSubscribers,
} satisfies Meta<typeof SubscriberList>

export default meta
type Story = StoryObj<typeof meta>

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.aw-subscribers')?.getAttribute('data-state')

/** Four active subscribers: monthly ones that renew, a gift with its giver, a trial. */
export const Active: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = subscriberWords(globals.locale)
    await canvas.findByRole('rowheader', { name: 'Mina' })
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(4)
    await expect(canvas.getByText('Kind soul')).toBeInTheDocument()
    await expect(canvas.getAllByText(t('kind_gift')).length).toBeGreaterThan(0)
    await expect(stateOf(canvasElement)).toBe('ready')
  },
}

/** The past ones: ended. */
export const Past: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = subscriberWords(globals.locale)
    await userEvent.click(await canvas.findByRole('button', { name: t('statePast') }))
    await canvas.findByRole('rowheader', { name: 'Wei' })
    await expect(canvas.getAllByText(t('ended')).length).toBe(2)
  },
}

/** Forty-five subscribers: three pages. */
export const Pages: Story = {
  parameters: subscribers({ active: 45 }),
  play: async ({ canvas, globals, userEvent }) => {
    const t = subscriberWords(globals.locale)
    await canvas.findByText(t('pageOf', { page: 1, pages: 3 }))
    await userEvent.click(canvas.getByRole('button', { name: t('pageNext') }))
    await canvas.findByText(t('pageOf', { page: 2, pages: 3 }))
  },
}

export const Empty: Story = {
  parameters: subscribers({ active: 0, past: 0 }),
  play: async ({ canvas, canvasElement, globals }) => {
    await canvas.findByText(subscriberWords(globals.locale)('listEmptyActive'))
    await expect(stateOf(canvasElement)).toBe('empty')
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['listSubscribers'] } },
  play: async ({ canvas, canvasElement, globals }) => {
    await canvas.findByText(subscriberWords(globals.locale)('loading'))
    await expect(stateOf(canvasElement)).toBe('loading')
  },
}

export const Failed: Story = {
  parameters: { backend: { failing: ['listSubscribers'] } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = subscriberWords(globals.locale)
    await canvas.findByText(t('listFailed'), {}, { timeout: 10_000 })
    await expect(canvas.getByRole('button', { name: t('retry') })).toBeVisible()
    await expect(stateOf(canvasElement)).toBe('error')
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Active.play }

/** At a phone's width the since and gifted-by columns step aside. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: Active.play,
}
