import { lazy, Suspense } from 'react'

// The bell loads after the shell: the notification calls, words and panel are not in the
// first page's script.
const HeaderBell = lazy(() => import('./HeaderBell').then((m) => ({ default: m.HeaderBell })))

/** The header's bell and notification panel for a signed-in member. */
export function HeaderNotifications() {
  return (
    <Suspense fallback={<span className="aw-site-bell-space" aria-hidden="true" />}>
      <HeaderBell />
    </Suspense>
  )
}
