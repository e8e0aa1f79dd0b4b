import { describe, expect, it } from 'vitest'
import { addToast, createToastQueue, type Toast } from './toastQueue'

const toast = (id: number, message: string, place: Toast['place'] = 'default'): Toast => ({
  id,
  place,
  message,
})

describe('addToast', () => {
  it('appends a toast', () => {
    expect(addToast([], toast(1, 'a'))).toEqual([toast(1, 'a')])
  })

  it('ignores a text already shown in the same place', () => {
    const toasts = [toast(1, 'a')]
    expect(addToast(toasts, toast(2, 'a'))).toBe(toasts)
  })

  it('shows the same text in two places', () => {
    expect(addToast([toast(1, 'a')], toast(2, 'a', 'chatroom'))).toHaveLength(2)
  })

  it('drops the oldest toast of a full place only', () => {
    const toasts = [toast(1, 'a'), toast(2, 'x', 'widget'), toast(3, 'b')]
    expect(addToast(toasts, toast(4, 'c'))).toEqual([
      toast(2, 'x', 'widget'),
      toast(3, 'b'),
      toast(4, 'c'),
    ])
  })
})

describe('createToastQueue', () => {
  it('keeps at most 2 toasts per place and tells subscribers', () => {
    const queue = createToastQueue()
    let calls = 0
    queue.subscribe(() => calls++)
    queue.show('one')
    queue.show('two')
    queue.show('three')
    queue.show('gift', 'giftGemPopup')
    expect(queue.getSnapshot().map((t) => t.message)).toEqual(['two', 'three', 'gift'])
    expect(calls).toBe(4)
  })

  it('returns undefined and notifies nobody for a duplicate', () => {
    const queue = createToastQueue()
    queue.show('same')
    let calls = 0
    queue.subscribe(() => calls++)
    const snapshot = queue.getSnapshot()
    expect(queue.show('same')).toBeUndefined()
    expect(queue.getSnapshot()).toBe(snapshot)
    expect(calls).toBe(0)
  })

  it('dismisses one toast and clears a place', () => {
    const queue = createToastQueue()
    const first = queue.show('a')
    queue.show('b')
    queue.show('c', 'chatroom')
    queue.dismiss(first?.id ?? 0)
    expect(queue.getSnapshot().map((t) => t.message)).toEqual(['b', 'c'])
    queue.clear('default')
    expect(queue.getSnapshot().map((t) => t.message)).toEqual(['c'])
    queue.clear()
    expect(queue.getSnapshot()).toEqual([])
  })

  it('stops calling a listener after unsubscribe', () => {
    const queue = createToastQueue()
    let calls = 0
    const off = queue.subscribe(() => calls++)
    off()
    queue.show('a')
    expect(calls).toBe(0)
  })
})
