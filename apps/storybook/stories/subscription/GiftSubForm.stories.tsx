import { GiftSubForm } from '@airwave/react/subscription'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import {
  loadSubscriptionWords,
  startSubscription,
  subscription,
  subscriptionWords,
} from './subscriptionStory'

// The gift form (/items/giftsub): the channel, named or random receivers, the count, paid with
// the checkout or gems; its problems before any call, too few gems, each refusal, the result.

const meta = {
  title: 'Subscription/GiftSubForm',
  component: GiftSubForm,
  globals: { role: 'member' },
  parameters: { account: true },
  args: { channelId: 'airwave', onBuyGems: fn(), goTo: () => {} },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  loaders: [loadSubscriptionWords],
  beforeEach: startSubscription,
} satisfies Meta<typeof GiftSubForm>

export default meta
type Story = StoryObj<typeof meta>
type Play = NonNullable<Story['play']>

const formState = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.aw-giftsub')?.getAttribute('data-state')

// Two named receivers, paid with gems (or the checkout), then sent.
const giftTwo =
  (payWith: 'gem' | 'checkout'): Play =>
  async ({ canvas, globals, userEvent }) => {
    const t = subscriptionWords(globals.locale)
    const receiver = await canvas.findByLabelText(t('giftReceiver'))
    await userEvent.type(receiver, 'joon{Enter}')
    await userEvent.type(receiver, 'haru{Enter}')
    await userEvent.click(
      canvas.getByLabelText(t(payWith === 'gem' ? 'giftPayGem' : 'giftPayCheckout')),
    )
    await userEvent.click(canvas.getByRole('button', { name: t('giftSend') }))
  }

// A random gift of `count`, paid with gems, sent.
const giftRandom =
  (count: number): Play =>
  async ({ canvas, globals, userEvent }) => {
    const t = subscriptionWords(globals.locale)
    await userEvent.click(await canvas.findByLabelText(t('giftTypeRandom')))
    const field = canvas.getByLabelText(t('giftCount'))
    await userEvent.clear(field)
    await userEvent.type(field, String(count))
    await userEvent.click(canvas.getByLabelText(t('giftPayGem')))
    await userEvent.click(canvas.getByRole('button', { name: t('giftSend') }))
  }

export const Empty: Story = {
  args: { channelId: '' },
  play: async ({ canvas, globals }) => {
    const t = subscriptionWords(globals.locale)
    await expect(await canvas.findByLabelText(t('giftChannel'))).toHaveValue('')
  },
}

/** Sent as typed without receivers: said beside the form, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = subscriptionWords(globals.locale)
    await userEvent.click(await canvas.findByRole('button', { name: t('giftSend') }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('problemReceivers'))
  },
}

export const Paying: Story = {
  parameters: { backend: { pending: ['giftVouchers'] } },
  play: async (context) => {
    await giftTwo('gem')(context)
    await waitFor(() => expect(formState(context.canvasElement)).toBe('paying'))
  },
}

/** Paid by card: the page leaves for the checkout. */
export const Redirecting: Story = {
  play: async (context) => {
    await giftTwo('checkout')(context)
    await waitFor(() => expect(formState(context.canvasElement)).toBe('redirecting'))
  },
}

export const NotEnoughGems: Story = {
  parameters: { wallet: { balance: 300 } },
  play: async (context) => {
    await giftTwo('gem')(context)
    const t = subscriptionWords(context.globals.locale)
    await context.canvas.findByRole('heading', { name: t('giftShortTitle') })
    await context.canvas.findByRole('button', { name: t('giftBuyGems') })
  },
}

const refused = (code: string, body: Parameters<ReturnType<typeof subscriptionWords>>[0]) =>
  ({
    parameters: subscription({ giftRefusal: code }),
    play: async (context) => {
      await giftRandom(2)(context)
      const t = subscriptionWords(context.globals.locale)
      await context.canvas.findByText(t(body, { max: 50 }))
      await waitFor(() => expect(formState(context.canvasElement)).toBe('refused'))
    },
  }) satisfies Story

export const RefusedCount: Story = refused('ITE20012', 'giftRefusedCount')
export const RefusedSelf: Story = refused('ITE20013', 'giftRefusedSelf')
export const RefusedReceiver: Story = refused('ITE20014', 'giftRefusedReceiver')
export const RefusedNoViewers: Story = refused('ITE20015', 'giftRefusedNoViewers')
export const RefusedNotMonetized: Story = refused('ITE10000', 'refusedNotMonetizedBody')

/** The gift could not be sent: another try with the same key. */
export const Failed: Story = {
  parameters: { backend: { failing: ['giftVouchers'] } },
  play: async (context) => {
    await giftTwo('gem')(context)
    const t = subscriptionWords(context.globals.locale)
    await context.canvas.findByRole('button', { name: t('retry') }, { timeout: 10_000 })
  },
}

/** Paid with gems: delivered at once, the receivers named. */
export const Done: Story = {
  play: async (context) => {
    await giftTwo('gem')(context)
    const t = subscriptionWords(context.globals.locale)
    await context.canvas.findByRole('heading', { name: t('giftDoneTitle') })
    const list = context.canvas.getByRole('list', { name: t('giftDoneReceivers') })
    await expect(list.textContent).toBe('JoonHaru')
  },
}

export const Guest: Story = {
  globals: { role: 'anonymous' },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(subscriptionWords(globals.locale)('giftSignIn'))
  },
}
