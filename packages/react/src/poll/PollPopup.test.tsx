import {
  ApiError,
  createSession,
  createToastQueue,
  memoryTokenStore,
  type Viewer,
} from '@airwave/sdk'
import { pollCatalogue } from '@airwave/sdk/i18n'
import type { Poll } from '@airwave/sdk/poll'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fakeRealtime, fakeSocket } from '../realtime/fakeSocket.fixture'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { useOverlayLayer } from '../shared/overlay/useOverlayLayer'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { acceptLoginPrompt, fakeClient } from '../shared/testing.fixture'
import { PollButton } from './PollButton'
import { PollOverlay } from './PollOverlay'
import { PollPopup } from './PollPopup'
import { usePoll } from './usePoll'

afterEach(cleanup)
beforeAll(async () => {
  await pollCatalogue.load('ko-KR')
})

const member: Viewer = { status: 'member', channelId: 'mina', nickname: 'Mina' }
const running: Poll = {
  idx: 7,
  status: 'in-progress',
  channelId: 'airwave',
  title: 'Next map?',
  isRankingExpose: true,
  remainingMs: 90_000,
  totalVoteCnt: 4,
  voteItem: [
    { idx: 1, content: 'Dust', voteCnt: 3 },
    { idx: 2, content: 'Mirage', voteCnt: 1 },
  ],
}

// A raid countdown over the player, as far as the page's layer manager knows.
function RaidCountdown() {
  useOverlayLayer('raid-countdown', true)
  return null
}

function Page({ viewer, raiding }: { viewer: Viewer; raiding?: boolean }) {
  const poll = usePoll('airwave', { viewer })
  return (
    <>
      {raiding && <RaidCountdown />}
      <div data-testid="state" data-state={poll.state} />
      <PollButton poll={poll} />
      <div data-testid="player">
        <PollOverlay poll={poll} />
      </div>
      <PollPopup poll={poll} />
    </>
  )
}

function renderPage(options: {
  ongoing: Poll | null
  vote?: (pollIdx: number, itemIdx: number) => Promise<Poll>
  viewer?: Viewer
  locale?: string
  raiding?: boolean
}) {
  const socket = fakeSocket()
  const realtime = fakeRealtime(socket, { quiet: true })
  let logins = 0
  const client = fakeClient({
    poll: {
      getOngoing: async () => options.ongoing,
      vote: async (pollIdx, body) => {
        if (!options.vote) throw new Error('no vote')
        return options.vote(Number(pollIdx), (body as { voteItemIdx: number }).voteItemIdx)
      },
    },
  })
  const view = render(
    <StrictMode>
      <AirwaveProvider
        client={client}
        realtime={realtime}
        locale={options.locale ?? 'en-US'}
        toastQueue={createToastQueue()}
        onLoginRequired={() => {
          logins++
        }}
      >
        <Page viewer={options.viewer ?? member} raiding={options.raiding} />
      </AirwaveProvider>
    </StrictMode>,
  )
  return { ...view, socket, realtime, logins: () => logins }
}

const popup = () => screen.getByRole('dialog', { name: 'Next map?' })
const state = () => screen.getByTestId('state').getAttribute('data-state')

describe('the poll popup, button and overlay', () => {
  it('never opens by itself: the red dot says a poll runs; the member opens it and votes once', async () => {
    let voted = 0
    const page = renderPage({
      ongoing: running,
      vote: async (_, itemIdx) => {
        voted++
        return {
          ...running,
          totalVoteCnt: 5,
          voteItem: running.voteItem.map((item) =>
            item.idx === itemIdx
              ? { ...item, voteCnt: (item.voteCnt ?? 0) + 1, isVoted: true }
              : item,
          ),
        }
      },
    })
    const button = await screen.findByRole('button', { name: 'Poll: something new' })
    expect(button.getAttribute('data-state')).toBe('dot')
    // Nothing covers the page until the member asks.
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(document.body)
    fireEvent.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Next map?' })
    expect(dialog.getAttribute('data-state')).toBe('in-progress')
    expect(document.activeElement).toBe(dialog)
    // The time left counts down from 1:30 (a busy machine may have let a few seconds pass).
    const left = /^(\d+):(\d\d) left$/.exec(within(dialog).getByText(/ left$/).textContent ?? '')
    const seconds = Number(left?.[1]) * 60 + Number(left?.[2])
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(90)
    // Ranking exposed: the shares show beside the options.
    expect(within(dialog).getByText('75%')).toBeTruthy()
    const vote = within(dialog).getByRole('button', { name: 'Vote' })
    expect((vote as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(within(dialog).getByRole('radio', { name: /Mirage/ }))
    fireEvent.click(vote)
    await waitFor(() => expect(within(popup()).getByText('You voted')).toBeTruthy())
    expect(voted).toBe(1)
    const results = within(popup()).getAllByRole('listitem')
    expect(results.map((item) => item.getAttribute('data-state'))).toEqual(['other', 'chosen'])
    expect(within(results[1] as HTMLElement).getByText('Your choice')).toBeTruthy()
    expect(within(results[0] as HTMLElement).getByText('No. 1')).toBeTruthy()
    expect(await axeViolations(page.container)).toEqual([])
    // Closing puts the dot out and hands the focus back to the button.
    fireEvent.keyDown(popup(), { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Poll' }).getAttribute('data-state')).toBe('none')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Poll' }))
    page.unmount()
    page.realtime.stop()
  })

  it('follows live updates: the result lights the dot, the end clears everything', async () => {
    const page = renderPage({ ongoing: { ...running, voteItem: [...running.voteItem] } })
    fireEvent.click(await screen.findByRole('button', { name: 'Poll: something new' }))
    fireEvent.click(within(popup()).getByRole('button', { name: 'Close' }))
    await waitFor(() =>
      expect(page.socket.sent).toContainEqual({
        name: 'ENTER_CHANNEL',
        payload: { channelId: 'airwave' },
      }),
    )
    act(() =>
      page.socket.push('CHANNEL_VOTE', {
        channelVoteData: { ...running, status: 'result', remainingMs: 0 },
      }),
    )
    const dotted = await screen.findByRole('button', { name: 'Poll: something new' })
    // The result does not open the popup either.
    expect(screen.queryByRole('dialog')).toBeNull()
    const card = screen.getByTestId('player').querySelector('.aw-poll-overlay') as HTMLElement
    expect(card.getAttribute('data-state')).toBe('result')
    expect(card.getAttribute('data-dot')).toBe('on')
    expect(within(card).getByText('See the results')).toBeTruthy()
    // The player's card opens the popup, for the member: the focus goes in.
    fireEvent.click(card)
    const dialog = await screen.findByRole('dialog', { name: 'Next map?' })
    expect(document.activeElement).toBe(dialog)
    expect(within(dialog).getByText('Winner')).toBeTruthy()
    expect(dotted.getAttribute('data-state')).toBe('none')
    act(() => page.socket.push('CHANNEL_VOTE', { channelVoteData: { ...running, status: 'end' } }))
    await waitFor(() => expect(state()).toBe('none'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: /Poll/ })).toBeNull()
    expect(page.container.querySelector('.aw-poll-overlay')).toBeNull()
    page.unmount()
    page.realtime.stop()
  })

  it('asks a guest to sign in, and shows a refusal as its alert', async () => {
    const guest = renderPage({ ongoing: running, viewer: { status: 'anonymous' } })
    fireEvent.click(await screen.findByRole('button', { name: 'Poll: something new' }))
    const dialog = await screen.findByRole('dialog', { name: 'Next map?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in to vote' }))
    await acceptLoginPrompt()
    expect(guest.logins()).toBe(1)
    guest.unmount()
    guest.realtime.stop()

    const refused = renderPage({
      ongoing: running,
      vote: async () => {
        throw new ApiError(409, 'CHA30094', 'Already voted')
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Poll: something new' }))
    const again = await screen.findByRole('dialog', { name: 'Next map?' })
    fireEvent.click(within(again).getByRole('radio', { name: /Dust/ }))
    fireEvent.click(within(again).getByRole('button', { name: 'Vote' }))
    const alert = await within(popup()).findByRole('alert')
    expect(alert.textContent).toContain('Already voted')
    expect(alert.textContent).toContain('Each member votes once per poll.')
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }))
    expect(within(popup()).queryByRole('alert')).toBeNull()
    refused.unmount()
    refused.realtime.stop()
  })

  it('hides the counts while they are hidden, and speaks Korean', async () => {
    const hidden: Poll = {
      ...running,
      isRankingExpose: false,
      voteItem: running.voteItem.map(({ voteCnt: _, ...item }) => item),
    }
    const page = renderPage({ ongoing: hidden, locale: 'ko-KR' })
    fireEvent.click(await within(screen.getByTestId('player')).findByRole('button'))
    const dialog = await screen.findByRole('dialog', { name: 'Next map?' })
    expect(within(dialog).queryByText('75%')).toBeNull()
    expect(within(dialog).getByText('결과는 투표가 끝나면 공개돼요.')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: '투표하기' })).toBeTruthy()
    expect(await axeViolations(page.container)).toEqual([])
    page.unmount()
    page.realtime.stop()
  })

  it("gives the player's picture to a raid countdown: the card yields, the button keeps its dot", async () => {
    const page = renderPage({ ongoing: running, raiding: true })
    const button = await screen.findByRole('button', { name: 'Poll: something new' })
    expect(button.getAttribute('data-state')).toBe('dot')
    expect(page.container.querySelector('.aw-poll-overlay')).toBeNull()
    page.unmount()
    page.realtime.stop()
    const clear = renderPage({ ongoing: running })
    await waitFor(() => expect(clear.container.querySelector('.aw-poll-overlay')).not.toBeNull())
    clear.unmount()
    clear.realtime.stop()
  })

  it('shows nothing without a poll', async () => {
    const page = renderPage({ ongoing: null })
    await waitFor(() => expect(state()).toBe('none'))
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
    page.unmount()
    page.realtime.stop()
  })

  it("finds who looks on its own, from the provider's session, as the components do", async () => {
    const session = createSession({
      tokenStore: memoryTokenStore({ accessToken: 'access', refreshToken: 'refresh' }),
      clientId: 'test',
    })
    const client = fakeClient({
      poll: { getOngoing: async () => running },
      channel: {
        getMyChannel: async () => ({
          channel: { channelId: 'mina', nickname: 'Mina' },
          userInfo: { email: 'mina@airwave.test' },
        }),
      },
    })
    function Sessioned() {
      const poll = usePoll('airwave')
      const { viewer } = poll
      return (
        <div data-testid="viewer">
          {viewer.status === 'member' ? `${viewer.channelId}:${viewer.nickname}` : 'guest'}
        </div>
      )
    }
    const socket = fakeSocket()
    const realtime = fakeRealtime(socket, { quiet: true })
    const view = render(
      <StrictMode>
        <AirwaveProvider client={client} session={session} realtime={realtime}>
          <Sessioned />
        </AirwaveProvider>
      </StrictMode>,
    )
    await waitFor(() => expect(screen.getByTestId('viewer').textContent).toBe('mina:Mina'))
    view.unmount()
    realtime.stop()
  })
})
