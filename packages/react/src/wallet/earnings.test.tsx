import { ApiError, createSession, memoryTokenStore } from '@airwave/sdk'
import {
  earningsRange,
  type Monetization,
  type Ranking,
  type SignatureGem,
} from '@airwave/sdk/wallet'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { type ReactNode, StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { fakeClient } from '../shared/testing.fixture'
import { EarningsOverview } from './EarningsOverview'
import { MonetizationSignup } from './MonetizationSignup'
import { SignatureGems } from './SignatureGems'
import { SupporterRanking } from './SupporterRanking'

afterEach(cleanup)

type ItemFakes = NonNullable<Parameters<typeof fakeClient>[0]['item']>

const notYet: Monetization = {
  channelId: 'star',
  isMonetize: false,
  termsVersion: null,
  agreeDate: null,
}
const signed: Monetization = {
  channelId: 'star',
  isMonetize: true,
  termsVersion: '2026-01',
  agreeDate: '2026-01-20T10:00:00.000Z',
}

async function renderWith(item: ItemFakes, ui: ReactNode) {
  const session = createSession({ tokenStore: memoryTokenStore(), clientId: 'test' })
  await session.signIn({ accessToken: 'a', refreshToken: 'r' })
  const client = fakeClient({
    item,
    channel: { getMyChannel: async () => ({ channelId: 'star', nickname: 'Star' }) as never },
  })
  return render(
    <StrictMode>
      <AirwaveProvider client={client} session={session}>
        {ui}
      </AirwaveProvider>
    </StrictMode>,
  )
}

const stateOf = (container: HTMLElement, selector: string) =>
  container.querySelector(selector)?.getAttribute('data-state')

describe('<MonetizationSignup>', () => {
  it('asks for the agreement first, then signs up with the terms version once', async () => {
    const sent: unknown[] = []
    let done = 0
    const { container } = await renderWith(
      {
        getMonetization: async () => (sent.length ? signed : notYet),
        signUpMonetization: async (body: unknown) => {
          sent.push(body)
          return signed
        },
      },
      <MonetizationSignup onSigned={() => done++} earningsHref="/dashboard/monetization" />,
    )
    const submit = await screen.findByRole('button', { name: 'Sign up' })
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(submit)
    expect(await screen.findByText('Tick the box to agree to the terms first.')).toBeTruthy()
    expect(sent).toEqual([])
    fireEvent.click(screen.getByRole('checkbox', { name: /agree to the monetization terms/ }))
    fireEvent.click(submit)
    expect(
      await screen.findByText('Your channel is monetized: viewers can cheer you with gems now.'),
    ).toBeTruthy()
    expect(sent).toEqual([{ isAgreeMonetizeTerms: true, termsVersion: '2026-01' }])
    expect(done).toBe(1)
    expect(screen.getByRole('link', { name: 'See your earnings' }).getAttribute('href')).toBe(
      '/dashboard/monetization',
    )
  })

  it('says since when a channel signed up already', async () => {
    const { container } = await renderWith(
      { getMonetization: async () => signed },
      <MonetizationSignup />,
    )
    expect(await screen.findByText(/Monetized since .*2026.*terms version 2026-01/)).toBeTruthy()
    expect(stateOf(container, '.aw-monetize')).toBe('monetized')
  })
})

// Two days of the range the overview shows first (the last 30 days).
const shown = earningsRange(30)
const byDay = {
  list: [
    { date: earningsRange(3).startDate, gem: 300, cheerCnt: 1 },
    { date: shown.endDate, gem: 650, cheerCnt: 3 },
  ],
  totalGem: 950,
}
const supporters = {
  list: [
    { rank: 1, channelId: 'amy', nickname: 'Amy', profileImg: null, gem: 650, cheerCnt: 3 },
    { rank: 2, channelId: 'bob', nickname: 'Bob', profileImg: null, gem: 300, cheerCnt: 1 },
  ],
  totalCnt: 2,
  page: 1,
  limit: 20,
}

describe('<EarningsOverview>', () => {
  it('shows the balance owed, the chart with its numbers, and the supporters', async () => {
    const asked: unknown[] = []
    const { container } = await renderWith(
      {
        getEarnings: async () => ({
          channelId: 'star',
          isMonetize: true,
          balance: 950,
          totalGem: 1200,
        }),
        listEarningsByDay: async (query?: { startDate?: string; endDate?: string }) => {
          asked.push(query)
          return byDay
        },
        listEarningsBySupporter: async () => supporters,
      },
      <EarningsOverview />,
    )
    await waitFor(() => expect(stateOf(container, '.aw-earnings')).toBe('ready'))
    expect(screen.getByText('Balance owed to you').nextElementSibling?.textContent).toBe('950 gems')
    expect(screen.getByText('1,200 gems')).toBeTruthy()
    const chart = screen.getByRole('img', {
      name: /Gems received each day from .* 950 gems in all/,
    })
    // Thirty bars: every day of the range, the quiet ones at zero.
    expect(chart.querySelectorAll('rect')).toHaveLength(30)
    expect(asked[0]).toEqual(shown)
    const table = within(screen.getByRole('table', { name: 'Gems by supporter' }))
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'RankSupporterGemsCheers',
      '1Amyamy6503',
      '2Bobbob3001',
    ])
    expect(await axeViolations(container)).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }))
    await waitFor(() => expect(asked.at(-1)).toEqual(earningsRange(7)))
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
  })

  it('says a range it cannot ask for at the fields, and asks nothing', async () => {
    const asked: unknown[] = []
    await renderWith(
      {
        getEarnings: async () => ({ channelId: 'star', isMonetize: true, balance: 0, totalGem: 0 }),
        listEarningsByDay: async (query: unknown) => {
          asked.push(query)
          return { list: [], totalGem: 0 }
        },
        listEarningsBySupporter: async () => ({ ...supporters, list: [], totalCnt: 0 }),
      },
      <EarningsOverview />,
    )
    expect(await screen.findByText('No gems in these dates.')).toBeTruthy()
    expect(screen.getByText('No supporters in these dates.')).toBeTruthy()
    const before = asked.length
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-01' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show' }))
    expect(await screen.findByText('The end date comes before the start date.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-01-01' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show' }))
    expect(await screen.findByText('Choose at most 366 days.')).toBeTruthy()
    expect(asked).toHaveLength(before)
  })

  it('sends a channel not signed up to the sign-up, and says a failure with a retry', async () => {
    const { container } = await renderWith(
      {
        getEarnings: async () => ({
          channelId: 'star',
          isMonetize: false,
          balance: 0,
          totalGem: 0,
        }),
        listEarningsByDay: async () => ({ list: [], totalGem: 0 }),
        listEarningsBySupporter: async () => ({ ...supporters, list: [], totalCnt: 0 }),
      },
      <EarningsOverview signupHref="/dashboard/monetization/signup" />,
    )
    const link = await screen.findByRole('link', { name: 'Sign up for monetization' })
    expect(link.getAttribute('href')).toBe('/dashboard/monetization/signup')
    expect(stateOf(container, '.aw-earnings')).toBe('not-monetized')
    cleanup()
    const failed = await renderWith(
      {
        getEarnings: async () => {
          throw new ApiError(500, 'INTERNAL', 'boom')
        },
        listEarningsByDay: async () => byDay,
        listEarningsBySupporter: async () => supporters,
      },
      <EarningsOverview />,
    )
    expect(
      await screen.findByText('Your earnings could not be loaded.', {}, { timeout: 5000 }),
    ).toBeTruthy()
    expect(stateOf(failed.container, '.aw-earnings')).toBe('error')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})

describe('<SignatureGems>', () => {
  it('adds one after saying what the form lacks, and deletes one once confirmed', async () => {
    let list: SignatureGem[] = [{ signatureGemIdx: 1, gem: 777, title: 'Lucky sevens' }]
    const added: unknown[] = []
    const { container } = await renderWith(
      {
        getMonetization: async () => signed,
        listSignatureGems: async () => ({ list }),
        addSignatureGem: async (body: { gem: number; title: string }) => {
          added.push(body)
          const made = { signatureGemIdx: 2, ...body }
          list = [...list, made]
          return made
        },
        deleteSignatureGem: async (idx: string | number) => {
          list = list.filter((gem) => gem.signatureGemIdx !== Number(idx))
          return null
        },
      },
      <SignatureGems channelId="star" />,
    )
    await screen.findByRole('rowheader', { name: 'Lucky sevens' })
    expect(screen.getByText('1 of 20')).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Add a signature gem' }))
    const form = within(await screen.findByRole('form', { name: 'New signature gem' }))
    const amount = form.getByLabelText('Gem amount')
    fireEvent.click(form.getByRole('button', { name: 'Save' }))
    expect(await form.findByText('Enter a whole number of gems, 1 or more.')).toBeTruthy()
    fireEvent.change(amount, { target: { value: '777' } })
    expect(await form.findByText('Give the alert a title.')).toBeTruthy()
    fireEvent.change(form.getByLabelText('Alert title'), { target: { value: ' Hundred ' } })
    expect(await form.findByText('You already have a signature gem of this amount.')).toBeTruthy()
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(amount, { target: { value: '100' } })
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(form.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Signature gem saved.')).toBeTruthy()
    expect(added).toEqual([{ gem: 100, title: 'Hundred' }])
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Hundred',
      'Lucky sevens',
    ])

    fireEvent.click(screen.getByRole('button', { name: 'Delete Lucky sevens' }))
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the signature gem “Lucky sevens”?',
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Signature gem deleted.')).toBeTruthy()
    expect(screen.queryByRole('rowheader', { name: 'Lucky sevens' })).toBeNull()
  })

  it('offers the sign-up to a channel not monetized, and says when there are none yet', async () => {
    await renderWith(
      { getMonetization: async () => notYet, listSignatureGems: async () => ({ list: [] }) },
      <SignatureGems channelId="star" signupHref="/dashboard/monetization/signup" />,
    )
    expect(await screen.findByText('Sign up for monetization to set signature gems.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add a signature gem' })).toBeNull()
    cleanup()
    await renderWith(
      { getMonetization: async () => signed, listSignatureGems: async () => ({ list: [] }) },
      <SignatureGems channelId="star" />,
    )
    expect(await screen.findByText(/No signature gems yet/)).toBeTruthy()
  })
})

describe('<SupporterRanking>', () => {
  it('lists the top supporters of the period chosen', async () => {
    const asked: unknown[] = []
    const ranking = (period: Ranking['period']): Ranking => ({
      channelId: 'star',
      period,
      list:
        period === 'day'
          ? []
          : supporters.list.map((s) => ({ ...s, gem: period === 'all' ? s.gem * 2 : s.gem })),
    })
    const { container } = await renderWith(
      {
        getRanking: async (_channel: string | number, query?: { period?: Ranking['period'] }) => {
          const period = query?.period ?? 'all'
          asked.push(period)
          return ranking(period)
        },
      },
      <SupporterRanking channelId="star" />,
    )
    const list = await screen.findByRole('list')
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain(
      'Number 1: Amy, 650 gems',
    )
    expect(await axeViolations(container)).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'All time' }))
    await waitFor(() =>
      expect(within(screen.getByRole('list')).getAllByRole('listitem')[0]?.textContent).toContain(
        '1,300 gems',
      ),
    )
    fireEvent.click(screen.getByRole('button', { name: '24 hours' }))
    expect(await screen.findByText('No cheers in this period yet.')).toBeTruthy()
    expect([...new Set(asked)]).toEqual(['week', 'all', 'day'])
  })
})
