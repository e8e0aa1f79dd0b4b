import { SubscribeButton } from '@airwave/react/subscription'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import {
  loadSubscriptionWords,
  startSubscription,
  subscription,
  subscriptionWords,
} from './subscriptionStory'

// The channel's subscribe button and its flow: the check, the confirm with the monthly price,
// the order and the checkout; each refusal is a dialog with its confirm.

const meta = {
  title: 'Subscription/SubscribeButton',
  component: SubscribeButton,
  globals: { role: 'member' },
  // The provider gets the session: the flow asks whether a member is signed in.
  parameters: { account: true },
  args: { channelId: 'airwave', name: 'Airwave', monetized: true, goTo: () => {} },
  loaders: [loadSubscriptionWords],
  beforeEach: startSubscription,
} satisfies Meta<typeof SubscribeButton>

export default meta
type Story = StoryObj<typeof meta>

const flowState = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.aw-subscribe')?.getAttribute('data-state')

// Dialogs render in the kit's root, inside the story's canvas.
type Play = NonNullable<Story['play']>
const subscribe: Play = async ({ canvas, globals, userEvent }) => {
  const t = subscriptionWords(globals.locale)
  await userEvent.click(await canvas.findByRole('button', { name: t('subscribe') }))
}

export const Ready: Story = {
  play: async ({ canvas, globals }) => {
    await canvas.findByRole('button', { name: subscriptionWords(globals.locale)('subscribe') })
  },
}

/** The check is under way: the button waits. */
export const Checking: Story = {
  parameters: { backend: { pending: ['checkSubscribe'] } },
  play: async (context) => {
    await subscribe(context)
    const t = subscriptionWords(context.globals.locale)
    await context.canvas.findByRole('button', { name: t('subscribeBusy') })
  },
}

export const Confirm: Story = {
  play: async (context) => {
    await subscribe(context)
    const t = subscriptionWords(context.globals.locale)
    const dialog = await context.canvas.findByRole('dialog', {
      name: t('confirmTitle', { name: 'Airwave' }),
    })
    await expect(dialog.textContent).toContain('4.99')
  },
}

/** Confirmed: the order is being made (the dialog waits). */
export const Ordering: Story = {
  parameters: { backend: { pending: ['createSubscriptionOrder'] } },
  play: async (context) => {
    await subscribe(context)
    const t = subscriptionWords(context.globals.locale)
    await context.userEvent.click(
      await context.canvas.findByRole('button', { name: t('confirmAction') }),
    )
    await waitFor(() => expect(flowState(context.canvasElement)).toBe('ordering'))
    await context.canvas.findByText(t('redirecting'))
  },
}

/** The order made: the page leaves for the checkout. */
export const Redirecting: Story = {
  play: async (context) => {
    await subscribe(context)
    const t = subscriptionWords(context.globals.locale)
    await context.userEvent.click(
      await context.canvas.findByRole('button', { name: t('confirmAction') }),
    )
    await waitFor(() => expect(flowState(context.canvasElement)).toBe('redirecting'))
  },
}

/** The check could not be made: another try. */
export const Failed: Story = {
  parameters: { backend: { failing: ['checkSubscribe'] } },
  play: async (context) => {
    await subscribe(context)
    const t = subscriptionWords(context.globals.locale)
    const dialog = await context.canvas.findByRole(
      'alertdialog',
      { name: t('failedTitle') },
      { timeout: 10_000 },
    )
    await expect(dialog.querySelector('[data-variant=primary]')?.textContent).toBe(t('retry'))
  },
}

const refused = (code: string, title: Parameters<ReturnType<typeof subscriptionWords>>[0]) =>
  ({
    parameters: subscription({ refusal: code }),
    play: async (context) => {
      await subscribe(context)
      const t = subscriptionWords(context.globals.locale)
      await context.canvas.findByRole('alertdialog', { name: t(title) })
      await context.canvas.findByRole('button', { name: t('confirm') })
    },
  }) satisfies Story

export const RefusedOwnChannel: Story = refused('ITE10009', 'refusedOwnChannelTitle')
export const RefusedAnotherOwnChannel: Story = refused('ITE10003', 'refusedAnotherOwnChannelTitle')
export const RefusedNotMonetized: Story = refused('ITE10000', 'refusedNotMonetizedTitle')
export const RefusedAdultOnly: Story = refused('ITE10001', 'refusedAdultOnlyTitle')
export const RefusedBlocked: Story = refused('ITE10005', 'refusedBlockedTitle')
export const RefusedAlreadySubscribed: Story = refused('ITE20011', 'refusedAlreadyTitle')
export const RefusedUnknown: Story = refused('ITE30004', 'refusedUnknownTitle')

/** A subscriber sees the months instead of the button. */
export const Subscribed: Story = {
  parameters: subscription({ subscribed: 3 }),
  play: async ({ canvas, globals }) => {
    await canvas.findByText(subscriptionWords(globals.locale)('subscribed', { count: 3 }))
  },
}

/** On one's own channel there is no button. */
export const OwnChannel: Story = {
  globals: { role: 'owner' },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(canvasElement.querySelector('.aw-subscribe')).toBeNull()
  },
}

export const Guest: Story = {
  globals: { role: 'anonymous' },
  play: async (context) => {
    await subscribe(context)
    await context.canvas.findByRole('dialog')
  },
}
