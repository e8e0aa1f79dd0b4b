import { createToastQueue, type Viewer } from '@airwave/sdk'
import type { ThumbnailCard as Card } from '@airwave/sdk/video'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../shared/provider/AirwaveProvider'
import { fakeClient } from '../shared/testing.fixture'
import { CardGrid } from './CardGrid'
import { ThumbnailCard } from './ThumbnailCard'

afterEach(cleanup)

const kim: Viewer = { status: 'member', channelId: 'kim', nickname: 'Kim' }
const mina: Viewer = { status: 'member', channelId: 'mina', nickname: 'Mina' }
const video: Card = {
  idx: 1,
  isExist: true,
  vodNo: 9,
  channelId: 'kim',
  nickname: 'Kim',
  title: 'Finals day',
  duration: 3723,
  fileType: 'replay',
  categoryInfo: { idx: 3, name: 'Esports', pathName: 'esports' },
  tagInfo: { categoryTagList: ['fps'] },
}
const live: Card = {
  idx: 2,
  isExist: false,
  channelId: 'neo',
  nickname: 'Neo',
  title: 'Ranked',
  viewer: 12_345,
}

function renderIn(ui: React.ReactNode, channel: Record<string, unknown> = {}) {
  const toastQueue = createToastQueue()
  const view = render(
    <StrictMode>
      <AirwaveProvider client={fakeClient({ channel })} toastQueue={toastQueue} locale="en-US">
        {ui}
      </AirwaveProvider>
    </StrictMode>,
  )
  return { ...view, toastQueue }
}

const menuItems = async (title: string) => {
  fireEvent.click(screen.getByRole('button', { name: `More options for ${title}` }))
  const menu = await screen.findByRole('menu')
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent)
}

describe('ThumbnailCard', () => {
  it('shows a live card with the live badge and its viewers, compact', async () => {
    const view = renderIn(<ThumbnailCard card={live} />)
    const card = view.container.querySelector('article')
    expect(card?.dataset.kind).toBe('live')
    expect(within(card as HTMLElement).getByText('12.3K')).toBeTruthy()
    expect(within(card as HTMLElement).getByText('12.3K viewers')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ranked' }).getAttribute('href')).toBe('/neo')
    expect(await axeViolations(view.container)).toEqual([])
  })

  it('shows a video card with its length, kind, category and tags', async () => {
    const view = renderIn(<ThumbnailCard card={video} />)
    expect(screen.getByText('1:02:03')).toBeTruthy()
    expect(screen.getByText('Length 1:02:03')).toBeTruthy()
    expect(screen.getByText('Replay')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Esports' }).getAttribute('href')).toBe(
      '/category/esports',
    )
    expect(screen.getByRole('link', { name: 'fps' }).getAttribute('href')).toBe('/search/tag/fps')
    expect(screen.getByRole('link', { name: 'Finals day' }).getAttribute('href')).toBe('/video/9')
    expect(await axeViolations(view.container)).toEqual([])
  })

  it('covers an adult card until agreed, and a blind one', () => {
    const adult = { ...video, thumbnail: '/t.jpg', tagInfo: { isAdult: true } }
    const view = renderIn(<ThumbnailCard card={adult} />)
    expect(view.container.querySelector('article')?.dataset.state).toBe('adult')
    expect(screen.getByText('Adult content')).toBeTruthy()
    expect(view.container.querySelector('img')).toBeNull()
    cleanup()
    const agreed = renderIn(<ThumbnailCard card={adult} adultAgreed />)
    expect(agreed.container.querySelector('article')?.dataset.state).toBe('default')
    expect(agreed.container.querySelector('img')).not.toBeNull()
    cleanup()
    renderIn(<ThumbnailCard card={{ ...video, isBlind: true }} />)
    expect(screen.getByText('This video is hidden')).toBeTruthy()
  })

  it('gives the owner on /{channelId}/video edit and delete, delete confirmed first', async () => {
    const actions: string[] = []
    renderIn(
      <ThumbnailCard
        card={video}
        viewer={kim}
        videoListOf="kim"
        onAction={(a) => actions.push(a)}
      />,
    )
    expect(await menuItems('Finals day')).toEqual(['Edit', 'Delete'])
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this video?' })
    expect(actions).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(actions).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'More options for Finals day' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    expect(actions).toEqual(['delete'])
  })

  it('gives restricted mode only report, and everyone else not-interested and report', async () => {
    renderIn(<ThumbnailCard card={video} viewer={mina} restricted />)
    expect(await menuItems('Finals day')).toEqual(['Report'])
    cleanup()
    renderIn(<ThumbnailCard card={video} viewer={mina} videoListOf="kim" />)
    expect(await menuItems('Finals day')).toEqual(['Not interested', 'Report'])
  })
})

describe('CardGrid', () => {
  const cards: Card[] = [video, live, { ...video, vodNo: 10, title: 'Semis' }]

  it('hides every card of a channel marked not interested at once', async () => {
    const asked: unknown[] = []
    renderIn(<CardGrid label="Videos" cards={cards} viewer={mina} />, {
      addNotInterested: async (body: unknown) => {
        asked.push(body)
      },
    })
    expect(screen.getAllByRole('article')).toHaveLength(3)
    fireEvent.click(screen.getByRole('button', { name: 'More options for Semis' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Not interested' }))
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Ranked' })).toBeTruthy()
    await waitFor(() => expect(asked).toEqual([{ channelId: 'kim' }]))
  })

  it('brings the cards back with a toast when the server refuses', async () => {
    let refuse: (error: Error) => void = () => {}
    const view = renderIn(<CardGrid label="Videos" cards={cards} viewer={mina} />, {
      addNotInterested: () => new Promise((_, reject) => (refuse = reject)),
    })
    fireEvent.click(screen.getByRole('button', { name: 'More options for Ranked' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Not interested' }))
    expect(screen.getAllByRole('article')).toHaveLength(2)
    await act(async () => refuse(new Error('down')))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3))
    expect(view.toastQueue.getSnapshot().map((t) => t.message)).toEqual([
      'This channel could not be hidden. Try again.',
    ])
  })

  it('shows loading, error with retry, and empty', async () => {
    let retried = 0
    const view = renderIn(<CardGrid label="Live now" cards={[]} status="loading" />)
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true')
    cleanup()
    renderIn(<CardGrid label="Live now" cards={[]} status="error" onRetry={() => retried++} />)
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }))
    expect(retried).toBe(1)
    cleanup()
    const empty = renderIn(<CardGrid label="Live now" cards={[]} />)
    expect(screen.getByText('Nothing to show here yet.')).toBeTruthy()
    expect(await axeViolations(empty.container)).toEqual([])
    expect(view).toBeTruthy()
  })
})
