import { ApiError, createToastQueue } from '@airwave/sdk'
import type { Poll, PollPage } from '@airwave/sdk/poll'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { type ReactNode, StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeSocket, fakeRealtime, fakeSocket } from '../realtime/fakeSocket.fixture'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { fakeClient } from '../shared/testing.fixture'
import { PollDetail, PollOngoing } from './PollDetail'
import { PollList } from './PollList'

afterEach(cleanup)

const poll = (idx: number, status: Poll['status'], votes = [3, 1]): Poll => ({
  idx,
  status,
  channelId: 'airwave',
  title: `Poll ${idx}`,
  isRankingExpose: false,
  startDate: '2026-11-25T10:00:00.000Z',
  endDate: '2026-11-25T10:05:00.000Z',
  totalVoteCnt: votes.reduce((a, b) => a + b, 0),
  canManage: true,
  voteItem: votes.map((voteCnt, i) => ({ idx: i + 1, content: `Option ${i + 1}`, voteCnt })),
})

function renderWith(ui: ReactNode, fakes: Parameters<typeof fakeClient>[0]['poll']) {
  const socket: FakeSocket = fakeSocket()
  const realtime = fakeRealtime(socket, { quiet: true })
  const toastQueue = createToastQueue()
  const view = render(
    <StrictMode>
      <AirwaveProvider
        client={fakeClient({ poll: fakes ?? {} })}
        realtime={realtime}
        toastQueue={toastQueue}
        onLoginRequired={() => {}}
      >
        {ui}
      </AirwaveProvider>
    </StrictMode>,
  )
  return {
    ...view,
    socket,
    toastQueue,
    done() {
      view.unmount()
      realtime.stop()
    },
  }
}

const section = (container: HTMLElement) => container.querySelector('section') as HTMLElement

describe('PollDetail', () => {
  it('shows every count and rank to the manager, and ends the poll after a confirmation', async () => {
    const ended: number[] = []
    let current = poll(7, 'in-progress')
    const page = renderWith(<PollDetail pollIdx={7} />, {
      get: async () => current,
      end: async (pollIdx) => {
        ended.push(Number(pollIdx))
        current = poll(7, current.status === 'in-progress' ? 'result' : 'end')
        return current
      },
    })
    await screen.findByRole('heading', { name: 'Poll 7' })
    expect(section(page.container).getAttribute('data-state')).toBe('in-progress')
    expect(screen.getByText('Results hidden until the end')).toBeTruthy()
    expect(screen.getByText('75%')).toBeTruthy()
    expect(screen.getByText('No. 1')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/poll/7/edit')
    fireEvent.click(screen.getByRole('button', { name: 'End the poll' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'End the poll now?' })
    // Cancel first: Enter never ends a poll by accident.
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(await axeViolations(page.container)).toEqual([])
    fireEvent.click(within(confirm).getByRole('button', { name: 'End the poll' }))
    await waitFor(() => expect(section(page.container).getAttribute('data-state')).toBe('result'))
    expect(ended).toEqual([7])
    expect(page.toastQueue.getSnapshot().map((t) => t.message)).toContain('The poll has ended.')
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Close the results' }))
    const close = await screen.findByRole('alertdialog', { name: 'Close the results?' })
    fireEvent.click(within(close).getByRole('button', { name: 'Close the results' }))
    await waitFor(() => expect(section(page.container).getAttribute('data-state')).toBe('end'))
    expect(screen.queryByRole('button', { name: 'Close the results' })).toBeNull()
    page.done()
  })

  it('says a refusal in words, and a poll that does not exist', async () => {
    const page = renderWith(<PollDetail pollIdx={7} />, {
      get: async () => poll(7, 'in-progress'),
      end: async () => {
        throw new ApiError(403, 'CHA30091', 'Only the streamer and managers')
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'End the poll' }))
    const confirm = await screen.findByRole('alertdialog')
    fireEvent.click(within(confirm).getByRole('button', { name: 'End the poll' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Not allowed')
    page.done()
    const missing = renderWith(<PollDetail pollIdx={8} />, {
      get: async () => {
        throw new ApiError(404, 'CHA30090', 'No poll')
      },
    })
    await waitFor(() =>
      expect(section(missing.container).getAttribute('data-state')).toBe('not-found'),
    )
    missing.done()
  })
})

describe('PollOngoing', () => {
  it("follows the channel's current poll live, and offers a new one without", async () => {
    let current: Poll | null = null
    let asked = 0
    const page = renderWith(<PollOngoing channelId="airwave" />, {
      getOngoing: async () => {
        asked++
        return current
      },
    })
    await screen.findByText('No poll is running on this channel.')
    expect(screen.getByRole('link', { name: 'New poll' }).getAttribute('href')).toBe(
      '/poll/create?channelId=airwave',
    )
    await waitFor(() =>
      expect(page.socket.sent).toContainEqual({
        name: 'ENTER_CHANNEL',
        payload: { channelId: 'airwave' },
      }),
    )
    current = poll(9, 'in-progress', [0, 0])
    const before = asked
    act(() => page.socket.push('CHANNEL_VOTE', { channelVoteData: { ...current, voteItem: [] } }))
    await screen.findByRole('heading', { name: 'Poll 9' })
    expect(asked).toBeGreaterThan(before)
    page.done()
  })
})

describe('PollList', () => {
  const page = (polls: Poll[], totalCnt = polls.length): PollPage => ({
    pollList: polls,
    totalCnt,
    currentPage: 1,
  })

  it('lists the polls with their status and links, and pages them', async () => {
    const asked: unknown[] = []
    const view = renderWith(<PollList />, {
      list: async (query) => {
        asked.push(query)
        return page([poll(12, 'in-progress'), poll(11, 'end')], 12)
      },
    })
    const items = await screen.findAllByRole('listitem')
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['in-progress', 'end'])
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Edit' })).toBeTruthy()
    expect(within(items[1] as HTMLElement).queryByRole('link', { name: 'Edit' })).toBeNull()
    expect(screen.getByText('Page 1 of 2')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(asked).toContainEqual({ page: 2 }))
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), {
      target: { value: 'result' },
    })
    await waitFor(() => expect(asked).toContainEqual({ page: 1, status: 'result' }))
    expect(await axeViolations(view.container)).toEqual([])
    view.done()
  })

  it('says when there is none, and when the member may not see them', async () => {
    const empty = renderWith(<PollList />, { list: async () => page([]) })
    await screen.findByText('No polls yet. Start one during your next broadcast.')
    empty.done()
    const refused = renderWith(<PollList channelId="other" />, {
      list: async () => {
        throw new ApiError(403, 'CHA30091', 'No')
      },
    })
    await screen.findByText("Only the channel's streamer and managers can see this page.")
    expect(screen.getByRole('heading', { name: 'Polls of other' })).toBeTruthy()
    refused.done()
  })
})
