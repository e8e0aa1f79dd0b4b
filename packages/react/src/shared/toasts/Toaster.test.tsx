import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { axeViolations, renderInKit } from '../a11y/kit.fixture'
import { loadEveryLocale } from '../testing.fixture'
import { Toaster } from './Toaster'

// The non-English words load as in an app before it renders in that language.
beforeAll(loadEveryLocale)

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const messages = () => [...document.querySelectorAll('.aw-toast > span')].map((s) => s.textContent)

describe('Toaster', () => {
  it('renders its place in a polite live region', () => {
    const { toastQueue } = renderInKit(<Toaster />)
    const region = screen.getByRole('status', { name: 'Notifications' })
    expect(region.getAttribute('aria-live')).toBe('polite')
    act(() => {
      toastQueue.show('Comment deleted.')
      toastQueue.show('Slow mode', 'chatroom')
    })
    expect(messages()).toEqual(['Comment deleted.'])
  })

  it('shows the SDK queue as it is: two at most, no repeats', () => {
    const { toastQueue } = renderInKit(<Toaster />)
    act(() => {
      toastQueue.show('Pinned.')
      toastQueue.show('Pinned.')
      toastQueue.show('Post saved.')
      toastQueue.show('Post deleted.')
    })
    expect(messages()).toEqual(['Post saved.', 'Post deleted.'])
  })

  it('dismisses each toast after its duration', () => {
    const { toastQueue } = renderInKit(<Toaster duration={2000} />)
    act(() => {
      toastQueue.show('Post saved.')
    })
    act(() => {
      vi.advanceTimersByTime(1000)
      toastQueue.show('Link copied.')
    })
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(messages()).toEqual(['Link copied.'])
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(messages()).toEqual([])
    expect(toastQueue.getSnapshot()).toEqual([])
  })

  it('holds a toast while pointed at or focused', () => {
    const { toastQueue } = renderInKit(<Toaster duration={1000} />)
    act(() => {
      toastQueue.show('Post saved.')
    })
    const toast = document.querySelector('.aw-toast')
    if (!toast) throw new Error('no toast')
    fireEvent.pointerEnter(toast)
    expect(toast.getAttribute('data-state')).toBe('held')
    act(() => {
      vi.advanceTimersByTime(5000)
    })
    expect(messages()).toEqual(['Post saved.'])
    fireEvent.pointerLeave(toast)
    act(() => {
      vi.advanceTimersByTime(999)
    })
    expect(messages()).toEqual(['Post saved.'])
    const close = screen.getByRole('button', { name: 'Close' })
    fireEvent.focusIn(close)
    act(() => {
      vi.advanceTimersByTime(5000)
    })
    expect(messages()).toEqual(['Post saved.'])
    fireEvent.focusOut(close)
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(messages()).toEqual([])
  })

  it('dismisses from the close button, labelled in the locale', () => {
    const { toastQueue } = renderInKit(<Toaster />, { locale: 'ja-JP' })
    act(() => {
      toastQueue.show('投稿を保存しました。')
    })
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }))
    expect(messages()).toEqual([])
  })

  it.each(['light', 'dark'] as const)('passes axe empty and with toasts in %s', async (theme) => {
    vi.useRealTimers()
    const { container, toastQueue } = renderInKit(<Toaster place="chatroom" />, { theme })
    expect(await axeViolations(container)).toEqual([])
    act(() => {
      toastQueue.show('Comment deleted.', 'chatroom')
      toastQueue.show('Reply deleted.', 'chatroom')
    })
    expect(messages()).toHaveLength(2)
    expect(await axeViolations(container)).toEqual([])
  })
})
