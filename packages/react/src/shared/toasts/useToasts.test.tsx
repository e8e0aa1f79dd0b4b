import { createToastQueue } from '@airwave/sdk'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeClient, wrapperFor } from '../testing.fixture'
import { useToasts } from './useToasts'

describe('useToasts', () => {
  it('shows the toasts of its place as the queue changes', () => {
    const toastQueue = createToastQueue()
    const wrapper = wrapperFor({ client: fakeClient({}), toastQueue, onLoginRequired: () => {} })
    const { result } = renderHook(() => ({ page: useToasts(), chat: useToasts('chatroom') }), {
      wrapper,
    })
    expect(result.current.page).toEqual([])
    act(() => {
      toastQueue.show('Comment deleted')
      toastQueue.show('Slow mode', 'chatroom')
    })
    expect(result.current.page.map((t) => t.message)).toEqual(['Comment deleted'])
    expect(result.current.chat.map((t) => t.message)).toEqual(['Slow mode'])
  })

  it('keeps the queue rules: no repeated text, at most two a place', () => {
    const toastQueue = createToastQueue()
    const wrapper = wrapperFor({ client: fakeClient({}), toastQueue, onLoginRequired: () => {} })
    const { result } = renderHook(() => useToasts(), { wrapper })
    act(() => {
      toastQueue.show('Saved')
      toastQueue.show('Saved')
    })
    expect(result.current.map((t) => t.message)).toEqual(['Saved'])
    act(() => {
      toastQueue.show('Pinned')
      toastQueue.show('Deleted')
    })
    expect(result.current.map((t) => t.message)).toEqual(['Pinned', 'Deleted'])
    const first = result.current[0]
    act(() => first && toastQueue.dismiss(first.id))
    expect(result.current.map((t) => t.message)).toEqual(['Deleted'])
  })
})
