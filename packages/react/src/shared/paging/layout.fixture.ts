import { act } from '@testing-library/react'

// jsdom lays nothing out: every box is 0 by 0 at 0, and there is no ResizeObserver. A windowed
// list needs both, so tests give it a page: the list at `top` in a viewport of 800 px, rows
// as tall as `heightOf` says, and a ResizeObserver that reports when the test says so.

interface LayoutOptions {
  /** The list element (its direct children are its rows). */
  list: string
  /** A row's height, in px. */
  heightOf: (row: Element) => number
}

export interface FakeLayout {
  /** Scrolls the page so that the list's top is `y` px above the viewport's. */
  scrollTo: (y: number) => void
  /** The rows observed now report the heights `heightOf` gives. */
  resize: (heightOf: (row: Element) => number) => void
  /** The observers alive (StrictMode makes and drops one more). */
  observers: () => number
  restore: () => void
}

/**
 * Stubs layout for a list: `getBoundingClientRect` of the list and its rows, the viewport's
 * height, and `ResizeObserver`. Call `restore` after the test.
 *
 * @example
 * const layout = fakeLayout({ list: '.aw-comment-list', heightOf: () => 100 })
 * layout.scrollTo(5000)
 */
export function fakeLayout({ list, heightOf }: LayoutOptions): FakeLayout {
  let top = 0
  const observers = new Set<FakeResizeObserver>()
  class FakeResizeObserver {
    readonly targets = new Set<Element>()
    constructor(readonly callback: ResizeObserverCallback) {
      observers.add(this)
    }
    observe(target: Element) {
      this.targets.add(target)
    }
    unobserve(target: Element) {
      this.targets.delete(target)
    }
    disconnect() {
      this.targets.clear()
      observers.delete(this)
    }
  }
  const rect = (y: number, height: number) =>
    ({ top: y, bottom: y + height, height, left: 0, right: 0, width: 0, x: 0, y }) as DOMRect
  const original = Element.prototype.getBoundingClientRect
  const originalObserver = globalThis.ResizeObserver
  const originalHeight = window.innerHeight
  Element.prototype.getBoundingClientRect = function (this: Element) {
    if (this.matches(list)) return rect(top, 0)
    if (this.parentElement?.matches(list)) return rect(0, heightOf(this))
    return original.call(this)
  }
  globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true })

  return {
    scrollTo(y) {
      top = -y
      act(() => {
        window.dispatchEvent(new Event('scroll'))
      })
    },
    resize(next) {
      act(() => {
        for (const observer of [...observers]) {
          const entries = [...observer.targets].map(
            (target) =>
              ({
                target,
                borderBoxSize: [{ blockSize: next(target), inlineSize: 0 }],
              }) as unknown as ResizeObserverEntry,
          )
          observer.callback(entries, observer as unknown as ResizeObserver)
        }
      })
    },
    observers: () => observers.size,
    restore() {
      Element.prototype.getBoundingClientRect = original
      globalThis.ResizeObserver = originalObserver
      Object.defineProperty(window, 'innerHeight', { value: originalHeight, configurable: true })
    },
  }
}
