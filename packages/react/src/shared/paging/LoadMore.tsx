import { useEffect, useRef, useState } from 'react'

export interface LoadMoreProps {
  /** The list can take the next page now (not loading, no error). */
  ready: boolean
  /** A page is loading: the button is disabled meanwhile. */
  loading: boolean
  onLoadMore: () => void
  /** The button's text where the browser cannot observe the sentinel. */
  label: string
}

/**
 * The end of an infinitely scrolled list: a sentinel that asks for the next page when it
 * comes within 400 px of the viewport, or a button where there is no IntersectionObserver.
 * Render it only while there is a next page.
 */
export function LoadMore({ ready, loading, onLoadMore, label }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null)
  // Known after mounting, so server and client render the same first markup.
  const [canObserve, setCanObserve] = useState(false)
  useEffect(() => setCanObserve(typeof IntersectionObserver !== 'undefined'), [])
  const load = useRef(onLoadMore)
  load.current = onLoadMore

  useEffect(() => {
    const target = sentinel.current
    if (!target || !canObserve || !ready) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current()
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [canObserve, ready])

  if (canObserve) return <div ref={sentinel} data-sentinel="" />
  return (
    <button type="button" className="aw-button" disabled={loading} onClick={onLoadMore}>
      {label}
    </button>
  )
}
