import { SubscriberEmoticons } from '@airwave/react/subscription'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import {
  fakeImage,
  imageFile,
  loadSubscriberWords,
  startSubscribers,
  subscribers,
  subscriberWords,
} from './subscriberStory'

// The streamer's subscriber emoticons (/dashboard/subscribers/emoticon): the grid, the form
// that adds one (a keyword and an image, both checked first), delete after asking, 30 at most.

const meta = {
  title: 'Subscription/SubscriberEmoticons',
  component: SubscriberEmoticons,
  globals: { role: 'owner' },
  parameters: { account: true },
  args: { channelId: 'airwave' },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
  loaders: [loadSubscriberWords],
  beforeEach: startSubscribers,
} satisfies Meta<typeof SubscriberEmoticons>

export default meta
type Story = StoryObj<typeof meta>

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.aw-subscribers')?.getAttribute('data-state')

/** The demo board's three emoticons. */
export const Grid: Story = {
  play: async ({ canvas, globals }) => {
    const t = subscriberWords(globals.locale)
    await canvas.findByRole('img', { name: t('emoticonImage', { keyword: 'airwave1' }) })
    await expect(canvas.getByText(t('emoticonCount', { count: 3, max: 30 }))).toBeVisible()
  },
}

/** A keyword and an image: added to the grid. */
export const Add: Story = {
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = subscriberWords(globals.locale)
    await userEvent.type(await canvas.findByLabelText(t('emoticonKeyword')), 'airwaveHi')
    await userEvent.upload(canvas.getByLabelText(t('emoticonChoose')), imageFile(56, 'hi.png'))
    await userEvent.click(canvas.getByRole('button', { name: t('emoticonAdd') }))
    await canvas.findByText(t('emoticonAdded', { keyword: 'airwaveHi' }))
    await canvas.findByRole('img', { name: t('emoticonImage', { keyword: 'airwaveHi' }) })
    await expect(stateOf(canvasElement)).toBe('done')
  },
}

/** A keyword with a space: said at the field, nothing sent. */
export const BadKeyword: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = subscriberWords(globals.locale)
    const field = await canvas.findByLabelText(t('emoticonKeyword'))
    await userEvent.type(field, 'air wave')
    await userEvent.upload(canvas.getByLabelText(t('emoticonChoose')), imageFile(56))
    await userEvent.click(canvas.getByRole('button', { name: t('emoticonAdd') }))
    await canvas.findByText(t('keywordInvalid'))
    await expect(field).toHaveAttribute('aria-invalid', 'true')
  },
}

/** A taken keyword, in another case. */
export const TakenKeyword: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = subscriberWords(globals.locale)
    await userEvent.type(await canvas.findByLabelText(t('emoticonKeyword')), 'AIRWAVE1')
    await userEvent.upload(canvas.getByLabelText(t('emoticonChoose')), imageFile(56))
    await userEvent.click(canvas.getByRole('button', { name: t('emoticonAdd') }))
    await canvas.findByText(t('keywordTaken'))
  },
}

/** An HTML file named as a PNG: refused by its bytes before it is sent. */
export const RefusedFile: Story = {
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = subscriberWords(globals.locale)
    await userEvent.type(await canvas.findByLabelText(t('emoticonKeyword')), 'airwaveCat')
    await userEvent.upload(canvas.getByLabelText(t('emoticonChoose')), fakeImage())
    await userEvent.click(canvas.getByRole('button', { name: t('emoticonAdd') }))
    await canvas.findByText(t('refusedType'))
    await expect(stateOf(canvasElement)).toBe('refused')
  },
}

/** Deleting asks first. */
export const ConfirmDelete: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = subscriberWords(globals.locale)
    await userEvent.click(
      await canvas.findByRole('button', { name: t('emoticonDeleteFor', { keyword: 'airwave2' }) }),
    )
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: t('emoticonDeleteTitle', { keyword: 'airwave2' }),
    })
    await userEvent.click(within(dialog).getByRole('button', { name: t('emoticonDelete') }))
    await canvas.findByText(t('emoticonDeleted', { keyword: 'airwave2' }))
    await waitFor(() =>
      expect(
        canvas.queryByRole('img', { name: t('emoticonImage', { keyword: 'airwave2' }) }),
      ).toBeNull(),
    )
  },
}

/** Thirty: the limit said, no form. */
export const Full: Story = {
  parameters: subscribers({ emoticons: 30 }),
  play: async ({ canvas, globals }) => {
    const t = subscriberWords(globals.locale)
    await canvas.findByText(t('emoticonsFull', { max: 30 }))
    await expect(canvas.queryByLabelText(t('emoticonKeyword'))).toBeNull()
  },
}

export const Empty: Story = {
  parameters: subscribers({ emoticons: 0 }),
  play: async ({ canvas, globals }) => {
    await canvas.findByText(subscriberWords(globals.locale)('emoticonsEmpty'))
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['listChannelEmoticons'] } },
  play: async ({ canvas, canvasElement, globals }) => {
    await canvas.findByText(subscriberWords(globals.locale)('loading'))
    await expect(stateOf(canvasElement)).toBe('loading')
  },
}

export const Failed: Story = {
  parameters: { backend: { failing: ['listChannelEmoticons'] } },
  play: async ({ canvas, globals }) => {
    const t = subscriberWords(globals.locale)
    await canvas.findByText(t('emoticonsFailed'), {}, { timeout: 10_000 })
    await expect(canvas.getByRole('button', { name: t('retry') })).toBeVisible()
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Grid.play }

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: Grid.play,
}
