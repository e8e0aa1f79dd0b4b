import { EarningsOverview } from '@airwave/react/wallet'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { loadWalletWords, startWallet, wallet, walletWords } from './walletStory'

// The streamer's earnings (/dashboard/monetization): the balance owed, the totals, the gems by
// day as a chart (its numbers in a table) and by supporter, for the last 7, 30 or 90 days or any
// range of up to 366.

const meta = {
  title: 'Wallet/EarningsOverview',
  component: EarningsOverview,
  globals: { role: 'owner' },
  parameters: { account: true },
  args: { signupHref: '#signup' },
  decorators: [(Story) => <div style={{ maxWidth: 860 }}>{Story()}</div>],
  loaders: [loadWalletWords],
  beforeEach: startWallet,
} satisfies Meta<typeof EarningsOverview>

export default meta
type Story = StoryObj<typeof meta>

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.aw-earnings')?.getAttribute('data-state')

/** A month of cheers: the chart (one bar a day), the supporters, the balance owed. */
export const Data: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = walletWords(globals.locale)
    await waitFor(() => expect(stateOf(canvasElement)).toBe('ready'))
    const chart = canvas.getByRole('img', { name: /./ })
    await expect(chart.querySelectorAll('rect')).toHaveLength(30)
    const table = await canvas.findByRole('table', { name: t('earningsBySupporter') })
    await expect(within(table).getAllByRole('row')).toHaveLength(5)
    await expect(canvas.getByText(t('earningsOwed'))).toBeVisible()
  },
}

/** The chart's numbers, for a screen reader and anyone who wants them. */
export const Numbers: Story = {
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = walletWords(globals.locale)
    await waitFor(() => expect(stateOf(canvasElement)).toBe('ready'))
    await userEvent.click(canvas.getByText(t('earningsShowTable')))
    const table = canvas.getByRole('table', { name: t('earningsByDay') })
    await expect(within(table).getAllByRole('row')).toHaveLength(31)
  },
}

/** Another range: the last 7 days, pressed. */
export const LastWeek: Story = {
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = walletWords(globals.locale)
    await waitFor(() => expect(stateOf(canvasElement)).toBe('ready'))
    const week = canvas.getByRole('button', { name: t('earningsLastDays', { count: 7 }) })
    await userEvent.click(week)
    await expect(week).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: /./ }).querySelectorAll('rect')).toHaveLength(7),
    )
  },
}

/** A range typed backwards: said at the fields, nothing asked. */
export const RangeBackwards: Story = {
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = walletWords(globals.locale)
    await waitFor(() => expect(stateOf(canvasElement)).toBe('ready'))
    const from = canvas.getByLabelText(t('filterFrom'))
    await userEvent.clear(from)
    await userEvent.type(from, '2026-02-01')
    const to = canvas.getByLabelText(t('filterTo'))
    await userEvent.clear(to)
    await userEvent.type(to, '2026-01-01')
    await userEvent.click(canvas.getByRole('button', { name: t('filterApply') }))
    await canvas.findByText(t('earningsRangeBackwards'))
  },
}

/** Signed up, nothing received yet. */
export const Empty: Story = {
  parameters: wallet({ supporters: 0 }),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByText(t('earningsEmpty'))
    await expect(stateOf(canvasElement)).toBe('empty')
    await expect(await canvas.findByText(t('earningsSupportersEmpty'))).toBeVisible()
  },
}

/** Not signed up: the way to the sign-up. */
export const NotMonetized: Story = {
  parameters: wallet({ monetized: false, supporters: 0 }),
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByRole('link', { name: t('monetizeSignupTitle') })
  },
}

export const Loading: Story = {
  parameters: { backend: { pending: ['getEarnings', 'listEarningsByDay'] } },
  play: async ({ canvas, canvasElement, globals }) => {
    await canvas.findByText(walletWords(globals.locale)('listLoading'))
    await expect(stateOf(canvasElement)).toBe('loading')
  },
}

export const Failed: Story = {
  parameters: { backend: { failing: ['listEarningsByDay'] } },
  play: async ({ canvas, globals }) => {
    const t = walletWords(globals.locale)
    await canvas.findByText(t('earningsFailed'), {}, { timeout: 10_000 })
    await expect(canvas.getByRole('button', { name: t('retry') })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Data.play,
}
