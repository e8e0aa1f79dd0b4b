import { SupporterRanking } from '@airwave/react/wallet'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { loadWalletWords, startWallet, wallet, walletWords } from './walletStory'

// A channel's top supporters by gems, for the last 24 hours, 7 days, 30 days or all time: on
// the channel page and above the chat's participants. Anyone may read it.

const meta = {
  title: 'Wallet/SupporterRanking',
  component: SupporterRanking,
  globals: { role: 'anonymous' },
  args: { channelId: 'airwave' },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
  loaders: [loadWalletWords],
  beforeEach: startWallet,
} satisfies Meta<typeof SupporterRanking>

export default meta
type Story = StoryObj<typeof meta>

const rows = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('.aw-ranking-list li')].map(
    (li) => li.querySelector('.aw-visually-hidden')?.textContent,
  )

/** The week's four supporters, most first. */
export const Ranking: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByRole('list')
    await expect(rows(canvasElement)).toHaveLength(4)
    await expect(canvas.getByRole('button', { name: t('periodWeek') })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

/** Another period, pressed. */
export const AllTime: Story = {
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = walletWords(globals.locale)
    await canvas.findByRole('list')
    await userEvent.click(canvas.getByRole('button', { name: t('periodAll') }))
    await waitFor(() =>
      expect(rows(canvasElement)[0]).toBe(
        t('rankingEntry', { rank: 1, name: 'Mina', gems: t('gems', { count: 5000 }) }),
      ),
    )
    await expect(canvasElement.querySelector('.aw-ranking')).toHaveAttribute('data-period', 'all')
  },
}

export const Empty: Story = {
  parameters: wallet({ supporters: 0 }),
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('rankingEmpty'))
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['getRanking'] } },
  play: async ({ canvas, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('listLoading'))
  },
}

export const Failed: Story = {
  parameters: { backend: { failing: ['getRanking'] } },
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByText(t('rankingFailed'), {}, { timeout: 10_000 })
    await expect(
      within(canvas.getByRole('region')).getByRole('button', { name: t('retry') }),
    ).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Ranking.play,
}
