import { SubscriberBadges } from '@airwave/react/subscription'
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

// The streamer's badges by months (/dashboard/subscribers/badge): every tier with its badge or
// an upload, replaced or deleted (asked first), a refused file said in the code's words.

const meta = {
  title: 'Subscription/SubscriberBadges',
  component: SubscriberBadges,
  globals: { role: 'owner' },
  parameters: { account: true },
  args: { channelId: 'airwave' },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
  loaders: [loadSubscriberWords],
  beforeEach: startSubscribers,
} satisfies Meta<typeof SubscriberBadges>

export default meta
type Story = StoryObj<typeof meta>

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.aw-subscribers')?.getAttribute('data-state')

const months = (t: ReturnType<typeof subscriberWords>, count: number) => t('badgeTier', { count })

/** Two tiers with a badge (1 and 12 months), the others with an upload button. */
export const Tiers: Story = {
  play: async ({ canvas, globals }) => {
    const t = subscriberWords(globals.locale)
    await canvas.findByRole('img', { name: t('badgeImage', { months: months(t, 1) }) })
    await expect(canvas.getAllByRole('listitem')).toHaveLength(11)
    await expect(canvas.getAllByText(t('badgeNone'))).toHaveLength(9)
  },
}

/** A badge uploaded for 3 months. */
export const Upload: Story = {
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = subscriberWords(globals.locale)
    const three = months(t, 3)
    await userEvent.upload(
      await canvas.findByLabelText(t('badgeUploadFor', { months: three })),
      imageFile(112),
    )
    await canvas.findByText(t('badgeSaved', { months: three }))
    await canvas.findByRole('img', { name: t('badgeImage', { months: three }) })
    await expect(stateOf(canvasElement)).toBe('done')
  },
}

/** A file of the wrong sides: refused before it is sent. */
export const RefusedDimensions: Story = {
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = subscriberWords(globals.locale)
    await userEvent.upload(
      await canvas.findByLabelText(t('badgeUploadFor', { months: months(t, 2) })),
      imageFile(600),
    )
    await canvas.findByText(t('refusedDimensions', { min: 28, max: 512 }))
    await expect(stateOf(canvasElement)).toBe('refused')
  },
}

/** An HTML page named cat.png: refused by its bytes. */
export const RefusedType: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = subscriberWords(globals.locale)
    await userEvent.upload(
      await canvas.findByLabelText(t('badgeUploadFor', { months: months(t, 2) })),
      fakeImage(),
    )
    await canvas.findByText(t('refusedType'))
  },
}

/** The server refuses what the client let through: its code's words. */
export const RefusedByServer: Story = {
  parameters: subscribers({ uploadRefusal: 'FILE_SIZE_EXCEEDS' }),
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = subscriberWords(globals.locale)
    await userEvent.upload(
      await canvas.findByLabelText(t('badgeReplaceFor', { months: months(t, 1) })),
      imageFile(64),
    )
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-refusal]')?.getAttribute('data-refusal')).toBe(
        'FILE_SIZE_EXCEEDS',
      ),
    )
  },
}

/** Deleting asks first. */
export const ConfirmDelete: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = subscriberWords(globals.locale)
    const twelve = months(t, 12)
    await userEvent.click(
      await canvas.findByRole('button', { name: t('badgeDeleteFor', { months: twelve }) }),
    )
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: t('badgeDeleteTitle', { months: twelve }),
    })
    await userEvent.click(within(dialog).getByRole('button', { name: t('badgeDelete') }))
    await canvas.findByText(t('badgeDeleted', { months: twelve }))
    await waitFor(() =>
      expect(canvas.queryByRole('img', { name: t('badgeImage', { months: twelve }) })).toBeNull(),
    )
  },
}

/** No badge yet: every tier offers an upload. */
export const Empty: Story = {
  parameters: subscribers({ badges: [] }),
  play: async ({ canvas, globals }) => {
    const t = subscriberWords(globals.locale)
    await canvas.findByLabelText(t('badgeUploadFor', { months: months(t, 1) }))
    await expect(canvas.getAllByText(t('badgeNone'))).toHaveLength(11)
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['listSubscriberBadges'] } },
  play: async ({ canvas, canvasElement, globals }) => {
    await canvas.findByText(subscriberWords(globals.locale)('loading'))
    await expect(stateOf(canvasElement)).toBe('loading')
  },
}

export const Failed: Story = {
  parameters: { backend: { failing: ['listSubscriberBadges'] } },
  play: async ({ canvas, globals }) => {
    const t = subscriberWords(globals.locale)
    await canvas.findByText(t('badgesFailed'), {}, { timeout: 10_000 })
    await expect(canvas.getByRole('button', { name: t('retry') })).toBeVisible()
  },
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Tiers.play }

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: Tiers.play,
}
