import type { Viewer } from '@airwave/sdk'
import { CHAT_LINES_PER_FRAME, CHAT_MOST_WAITING, type ChatMessage } from '@airwave/sdk/chat'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeClient, wrapperFor } from '../shared/testing.fixture'
import { ChatList, type ChatListProps } from './ChatList'
import { chatText } from './chatText'

afterEach(cleanup)

const viewer: Viewer = { status: 'member', channelId: 'mina', nickname: 'Mina' }
const t = chatText('en-US')
const said = (n: number): ChatMessage => ({
  type: 'CHAT_MESSAGE',
  logIdentity: `l${n}`,
  channelId: 'airwave',
  viewerInfo: { viewerId: `v${n % 7}`, level: 0, chatNickname: `Viewer ${n % 7}` },
  message: `message ${n}`,
})
const range = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => said(from + i))

// jsdom lays nothing out: the log gets a height, a content height and a scroll position.
function layOut(box: HTMLElement, content: number, height = 400, from = 0) {
  let top = from
  Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => content })
  Object.defineProperty(box, 'clientHeight', { configurable: true, get: () => height })
  Object.defineProperty(box, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (value: number) => {
      top = Math.max(0, Math.min(value, content - height))
    },
  })
}

function renderList(props: Partial<ChatListProps> = {}) {
  const renderText = vi.fn((text: string) => text)
  const onPause = vi.fn()
  const onResume = vi.fn()
  const all: ChatListProps = {
    entries: range(0, 20),
    following: true,
    unseen: 0,
    me: undefined,
    viewer,
    t,
    renderText,
    onAction: () => {},
    onPause,
    onResume,
    ...props,
  }
  const view = render(<ChatList {...all} />, {
    wrapper: wrapperFor({ client: fakeClient({}), onLoginRequired: () => {} }),
  })
  const rerender = (next: Partial<ChatListProps>) => view.rerender(<ChatList {...all} {...next} />)
  return { ...view, renderText, onPause, onResume, rerender, props: all }
}

describe('ChatList', () => {
  it('renders a flush by rendering only the new lines (memoised by log identity)', () => {
    const first = range(0, 200)
    const { renderText, rerender } = renderList({ entries: first, following: false })
    expect(screen.getAllByRole('listitem')).toHaveLength(200)
    // StrictMode renders twice in development: count what a flush adds, not the absolute.
    renderText.mockClear()
    const next = [...first.slice(10), ...range(200, 210)]
    rerender({ entries: next })
    expect(renderText.mock.calls.map(([text]) => text)).toEqual(
      expect.arrayContaining(range(200, 210).map((entry) => entry.message)),
    )
    // Ten new lines, each rendered at most twice (StrictMode), none of the 190 kept.
    expect(renderText.mock.calls.length).toBeLessThanOrEqual(20)
    expect(screen.getAllByRole('listitem')).toHaveLength(200)
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('message 10')
  })

  it('keeps only the newest screenful (and a margin) on the page while following, all 200 when reading back', () => {
    const all = range(0, 200)
    const { rerender, renderText } = renderList({ entries: all })
    const items = () => screen.getAllByRole('listitem')
    // Before the log's height is known: the fewest kept, the newest of them last.
    expect(items()).toHaveLength(50)
    expect(items()[0]?.textContent).toContain('message 150')
    expect(items().at(-1)?.textContent).toContain('message 199')
    // A flush of 150 new lines at 1,000 messages a second: they come into view a few a frame,
    // the newest of them, the older ones passed over.
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    )
    vi.stubGlobal('cancelAnimationFrame', () => {})
    const frame = () =>
      act(() => {
        for (const callback of frames.splice(0)) callback(0)
      })
    renderText.mockClear()
    rerender({ entries: [...all.slice(150), ...range(200, 350)] })
    expect(renderText).not.toHaveBeenCalled()
    expect(items().at(-1)?.textContent).toContain('message 199')
    frame()
    // StrictMode renders twice in development.
    expect(renderText.mock.calls.length).toBeLessThanOrEqual(2 * CHAT_LINES_PER_FRAME)
    expect(items().at(-1)?.textContent).toContain(`message ${350 - CHAT_MOST_WAITING + 2}`)
    for (let n = 0; n < 20 && frames.length > 0; n++) frame()
    expect(frames).toHaveLength(0)
    // The lines above go a margin at a time: the 50 and the 30 brought in, at most.
    expect(items()).toHaveLength(50 + CHAT_MOST_WAITING)
    expect(items().at(-1)?.textContent).toContain('message 349')
    vi.unstubAllGlobals()
    // Reading back: the whole room is there to scroll through.
    rerender({ entries: [...all.slice(150), ...range(200, 350)], following: false })
    expect(items()).toHaveLength(200)
  })

  it('keeps the newest in view while it follows', () => {
    const { rerender } = renderList({ entries: range(0, 20) })
    const box = screen.getByRole('log')
    layOut(box, 2000)
    rerender({ entries: range(0, 30) })
    expect(box.scrollTop).toBe(1600)
  })

  it('holds still and asks the room to pause when the viewer scrolls up', () => {
    const { rerender, onPause, onResume } = renderList({ entries: range(0, 50) })
    const box = screen.getByRole('log')
    layOut(box, 4000)
    // It follows: a flush puts it at the bottom; then the viewer scrolls up.
    rerender({ entries: range(0, 50) })
    expect(box.scrollTop).toBe(3600)
    box.scrollTop = 1000
    fireEvent.scroll(box)
    expect(onPause).toHaveBeenCalledTimes(1)
    // The room paused: it hands over the same entries and counts the new ones.
    rerender({ entries: range(0, 50), following: false, unseen: 3 })
    expect(box.scrollTop).toBe(1000)
    const pill = screen.getByRole('button', { name: '3 new messages below' })
    expect(onResume).not.toHaveBeenCalled()
    fireEvent.click(pill)
    expect(onResume).toHaveBeenCalledTimes(1)
    expect(box.scrollTop).toBe(3600)
  })

  it('keeps following when the log shrinks under a still viewer (the player above gets its picture)', () => {
    const { rerender, onPause } = renderList({ entries: range(0, 50) })
    const box = screen.getByRole('log')
    layOut(box, 4000)
    rerender({ entries: range(0, 50) })
    expect(box.scrollTop).toBe(3600)
    // 100 px less room: the top stays, the bottom goes out of view, and the browser says scroll.
    layOut(box, 4000, 300, box.scrollTop)
    fireEvent.scroll(box)
    expect(onPause).not.toHaveBeenCalled()
    expect(box.scrollTop).toBe(3700)
  })

  it('resumes when the viewer scrolls back to the bottom, and says one new message in the singular', () => {
    const { onResume } = renderList({ entries: range(0, 50), following: false, unseen: 1 })
    expect(screen.getByRole('button', { name: '1 new message below' })).toBeTruthy()
    const box = screen.getByRole('log')
    layOut(box, 4000)
    box.scrollTop = 3590
    fireEvent.scroll(box)
    expect(onResume).toHaveBeenCalledTimes(1)
  })

  it('shows no pill while following or with nothing new, and an empty room says so', () => {
    const { rerender } = renderList({ entries: [], following: true, unseen: 0 })
    expect(screen.getByText(t('emptyChat'))).toBeTruthy()
    rerender({ entries: range(0, 3), following: false, unseen: 0 })
    expect(screen.queryByRole('button', { name: /new message/ })).toBeNull()
    act(() => {})
  })

  it('is a focusable log, so the keyboard can scroll it', () => {
    renderList()
    const log = screen.getByRole('log', { name: t('chatLog') })
    expect(log.tabIndex).toBe(0)
  })
})
