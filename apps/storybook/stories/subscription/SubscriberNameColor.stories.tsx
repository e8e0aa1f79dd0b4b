import { SubscriberNameColor } from '@airwave/react/subscription'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import {
  loadSubscriberWords,
  startSubscribers,
  subscribers,
  subscriberWords,
} from './subscriberStory'

// The streamer's name colours (/dashboard/subscribers/name-color): the switch, the 26 colour
// chips to allow, all or none, and the save (one colour at least).

const meta = {
  title: 'Subscription/SubscriberNameColor',
  component: SubscriberNameColor,
  globals: { role: 'owner' },
  parameters: { account: true },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
  loaders: [loadSubscriberWords],
  beforeEach: startSubscribers,
} satisfies Meta<typeof SubscriberNameColor>

export default meta
type Story = StoryObj<typeof meta>

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.aw-subscribers')?.getAttribute('data-state')

/** On, five colours allowed. */
export const Settings: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = subscriberWords(globals.locale)
    await expect(await canvas.findByRole('switch', { name: t('nameColorEnable') })).toBeChecked()
    await expect(canvas.getByText(t('nameColorCount', { count: 5, max: 26 }))).toBeVisible()
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(26)
    await expect(stateOf(canvasElement)).toBe('editing')
  },
}

/** A colour more, saved. */
export const Save: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = subscriberWords(globals.locale)
    await userEvent.click(await canvas.findByRole('checkbox', { name: t('color_lavender') }))
    await userEvent.click(canvas.getByRole('button', { name: t('nameColorSave') }))
    await canvas.findByText(t('nameColorSaved'))
    await expect(canvas.getByText(t('nameColorCount', { count: 6, max: 26 }))).toBeVisible()
  },
}

/** No colour: refused before it is sent. */
export const NoColor: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = subscriberWords(globals.locale)
    await userEvent.click(await canvas.findByRole('button', { name: t('nameColorClear') }))
    await userEvent.click(canvas.getByRole('button', { name: t('nameColorSave') }))
    await canvas.findByText(t('nameColorNoColor'))
  },
}

/** Off: subscribers keep the default colour. */
export const Off: Story = {
  parameters: subscribers({ nameColor: { enabled: false, colors: ['teal'] } }),
  play: async ({ canvas, globals }) => {
    const t = subscriberWords(globals.locale)
    await expect(
      await canvas.findByRole('switch', { name: t('nameColorEnable') }),
    ).not.toBeChecked()
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['getSubscriberNameColor'] } },
  play: async ({ canvas, canvasElement, globals }) => {
    await canvas.findByText(subscriberWords(globals.locale)('loading'))
    await expect(stateOf(canvasElement)).toBe('loading')
  },
}

export const Failed: Story = {
  parameters: { backend: { failing: ['getSubscriberNameColor'] } },
  play: async ({ canvas, globals }) => {
    const t = subscriberWords(globals.locale)
    await canvas.findByText(t('nameColorFailed'), {}, { timeout: 10_000 })
    await expect(canvas.getByRole('button', { name: t('retry') })).toBeVisible()
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Settings.play }

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: Settings.play,
}
