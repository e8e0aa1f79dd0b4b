import { ApiError, type Viewer } from '@airwave/sdk'
import type { Mission, MissionConfig, MissionHistoryItem } from '@airwave/sdk/mission'
import { QueryClient } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { type ReactNode, StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeRealtime, fakeSocket } from '../realtime/fakeSocket.fixture'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { fakeClient } from '../shared/testing.fixture'
import { MissionConfigForm } from './MissionConfigForm'
import { MissionHistory } from './MissionHistory'
import { MissionPanel } from './MissionPanel'

afterEach(cleanup)

type MissionFakes = NonNullable<Parameters<typeof fakeClient>[0]['mission']>

const config: MissionConfig = {
  isAgreed: true,
  isEnabled: true,
  minimumGem: 100,
  proposer: 'everyone',
  canPropose: true,
}
const open: Mission = {
  missionIdx: 1,
  missionStatus: 1,
  totalGem: 300,
  title: 'No deaths',
  proposerChannelId: 'mina',
  proposerNickname: 'Mina',
  pledgeCount: 2,
  createDate: '2026-01-01T10:00:00Z',
}
const started: Mission = {
  missionIdx: 2,
  missionStatus: 2,
  totalGem: 900,
  title: 'Speedrun',
  startDate: '2026-01-01T10:00:00Z',
  endDate: new Date(Date.now() + 600_000).toISOString(),
  missionLimit: 600,
}
const member = (channelId: string): Viewer => ({ status: 'member', channelId })

function renderWith(mission: MissionFakes, ui: ReactNode, queryClient?: QueryClient) {
  const socket = fakeSocket()
  const realtime = fakeRealtime(socket, { quiet: true })
  let logins = 0
  const client = fakeClient({
    mission,
    item: { getPossess: async () => ({ gem: 1000, voucher: 0 }) as never },
  })
  const view = render(
    <StrictMode>
      <AirwaveProvider
        client={client}
        realtime={realtime}
        locale="en-US"
        onLoginRequired={() => logins++}
        {...(queryClient ? { queryClient } : {})}
      >
        {ui}
      </AirwaveProvider>
    </StrictMode>,
  )
  return { ...view, socket, realtime, logins: () => logins }
}

const lists = (answers: Partial<Record<string, Mission[]>>): MissionFakes['list'] =>
  (async (query: { list?: string }) => answers[query.list ?? 'open'] ?? []) as MissionFakes['list']

describe('MissionPanel', () => {
  it('shows the open and started lists and follows MISSION_UPDATE live', async () => {
    const page = renderWith(
      { getConfig: async () => config, list: lists({ open: [open], started: [started] }) },
      <MissionPanel channelId="kim" viewer={member('lee')} />,
    )
    const openList = await screen.findByRole('region', { name: 'Open' })
    await within(openList).findByText('No deaths')
    const startedList = screen.getByRole('region', { name: 'In progress' })
    await within(startedList).findByText('Speedrun')
    expect(within(startedList).getByRole('timer').textContent).toMatch(/left/)
    expect(screen.getByRole('form', { name: 'Propose a mission' })).toBeTruthy()
    page.socket.push('MISSION_UPDATE', {
      channelId: 'kim',
      mission: { ...open, missionStatus: 2, totalGem: 700 },
    })
    await waitFor(() => expect(within(startedList).queryByText('No deaths')).not.toBeNull())
    expect(openList.getAttribute('data-state')).toBe('empty')
    expect(await axeViolations(page.container)).toEqual([])
    page.realtime.stop()
  })

  it('proposes a mission with an idempotency key, checked against the minimum first', async () => {
    const created: { title: string; gem: number; key: string | undefined }[] = []
    const page = renderWith(
      {
        getConfig: async () => config,
        list: lists({}),
        create: (async (
          body: { title: string; gem: number },
          options?: { idempotencyKey?: string },
        ) => {
          created.push({ title: body.title, gem: body.gem, key: options?.idempotencyKey })
          return { ...open, missionIdx: 5, title: body.title, totalGem: body.gem }
        }) as MissionFakes['create'],
      },
      <MissionPanel channelId="kim" viewer={member('lee')} />,
    )
    const form = await screen.findByRole('form', { name: 'Propose a mission' })
    fireEvent.change(within(form).getByLabelText('Challenge'), { target: { value: 'Win it' } })
    fireEvent.change(within(form).getByLabelText('Gems'), { target: { value: '50' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Propose' }))
    expect(within(form).getByRole('status').textContent).toContain('minimum')
    fireEvent.change(within(form).getByLabelText('Gems'), { target: { value: '200' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Propose' }))
    await screen.findByText('Your mission is proposed.')
    expect(created).toEqual([{ title: 'Win it', gem: 200, key: expect.any(String) }])
    const openList = screen.getByRole('region', { name: 'Open' })
    await within(openList).findByText('Win it')
    page.realtime.stop()
  })

  it('shows the streamer wait while a start is on its way, then the started mission', async () => {
    let release: (m: Mission) => void = () => {}
    const page = renderWith(
      {
        getConfig: async () => config,
        list: lists({ open: [open] }),
        start: (() =>
          new Promise<Mission>((resolve) => {
            release = resolve
          })) as MissionFakes['start'],
      },
      <MissionPanel channelId="kim" viewer={member('kim')} />,
    )
    const card = (await screen.findByText('No deaths')).closest('li') as HTMLElement
    fireEvent.click(within(card).getByRole('button', { name: 'Start' }))
    await waitFor(() => expect(card.getAttribute('data-state')).toBe('wait'))
    expect(within(card).getAllByText('Updating…').length).toBeGreaterThan(0)
    release({
      ...open,
      missionStatus: 2,
      startDate: new Date().toISOString(),
      endDate: new Date(Date.now() + 600_000).toISOString(),
    })
    const startedList = screen.getByRole('region', { name: 'In progress' })
    await within(startedList).findByText('No deaths')
    expect(screen.queryByRole('form', { name: 'Propose a mission' })).toBeNull()
    page.realtime.stop()
  })

  it('puts the status back and says why when a step is refused', async () => {
    const page = renderWith(
      {
        getConfig: async () => config,
        list: lists({ started: [started] }),
        end: (async () => {
          throw new ApiError(409, 'MIS1003', 'ended')
        }) as MissionFakes['end'],
      },
      <MissionPanel channelId="kim" viewer={member('kim')} />,
    )
    const card = (await screen.findByText('Speedrun')).closest('li') as HTMLElement
    fireEvent.click(within(card).getByRole('button', { name: 'Succeeded' }))
    await within(card).findByText(/changed meanwhile/)
    expect(card.getAttribute('data-state')).toBe('started')
    page.realtime.stop()
  })

  it('asks a guest to sign in, says when the channel never agreed, and retries a failed load', async () => {
    const guest = renderWith(
      { getConfig: async () => config, list: lists({}) },
      <MissionPanel channelId="kim" viewer={{ status: 'anonymous' }} />,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
    expect(guest.logins()).toBe(1)
    expect(await axeViolations(guest.container)).toEqual([])
    guest.realtime.stop()
    cleanup()
    const refused = renderWith(
      { getConfig: async () => ({ ...config, isAgreed: false }), list: lists({}) },
      <MissionPanel channelId="kim" viewer={member('lee')} />,
    )
    await screen.findByText('This channel does not take challenge missions.')
    refused.realtime.stop()
    cleanup()
    let down = true
    const failing = renderWith(
      {
        getConfig: async () => config,
        list: (async (query: { list?: string }) => {
          if (down) throw new ApiError(500, 'SERVER', 'down')
          return query.list === 'open' ? [open] : []
        }) as MissionFakes['list'],
      },
      <MissionPanel channelId="kim" viewer={member('lee')} />,
      new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    )
    const retries = await screen.findAllByRole('button', { name: 'Try again' })
    expect(retries).toHaveLength(2)
    down = false
    for (const button of retries) fireEvent.click(button)
    await screen.findByText('No deaths')
    failing.realtime.stop()
  })
})

describe('MissionConfigForm', () => {
  it('asks for the agreement once, then saves the settings', async () => {
    const saved: unknown[] = []
    let agreed = false
    const page = renderWith(
      {
        getConfig: async () => ({ ...config, isAgreed: agreed, isEnabled: false }),
        agree: async () => {
          agreed = true
          return { ...config, isEnabled: false }
        },
        saveConfig: (async (body: unknown) => {
          saved.push(body)
          return { ...config, ...(body as object) }
        }) as MissionFakes['saveConfig'],
      },
      <MissionConfigForm channelId="kim" />,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'I agree: take challenge missions' }))
    fireEvent.click(await screen.findByLabelText('Take new missions now'))
    fireEvent.change(screen.getByLabelText('Minimum pledge (gems)'), { target: { value: '250' } })
    fireEvent.change(screen.getByLabelText('Who may propose'), { target: { value: 'followers' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved.')
    expect(saved).toEqual([{ isEnabled: true, minimumGem: 250, proposer: 'followers' }])
    expect(await axeViolations(page.container)).toEqual([])
    page.realtime.stop()
  })
})

describe('MissionHistory', () => {
  it('lists the member missions with where their gems went', async () => {
    const items: MissionHistoryItem[] = [
      { ...open, missionStatus: 7, myGem: 100, outcome: 'returned', streamerNickname: 'Kim' },
      { ...started, missionStatus: 3, myGem: 50, outcome: 'paid', streamerNickname: 'Kim' },
    ]
    const page = renderWith(
      { history: async () => ({ missionList: items, hasNext: false }) },
      <MissionHistory />,
    )
    await screen.findByText('Returned to you')
    expect(screen.getByText('Paid to the streamer')).toBeTruthy()
    expect(await axeViolations(page.container)).toEqual([])
    page.realtime.stop()
  })
})
