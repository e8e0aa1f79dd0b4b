import { lazy, Suspense } from 'react'

// The messages button and panel load after the shell: their calls, words and machine are not
// in the first page's script.
const Button = lazy(() =>
  import('./HeaderMessenger').then((m) => ({ default: m.HeaderMessageButton })),
)
const Panel = lazy(() =>
  import('./HeaderMessenger').then((m) => ({ default: m.HeaderMessagePanel })),
)

/** The header's messages button with the unread rooms, for a signed-in member. */
export function HeaderMessages() {
  return (
    <Suspense fallback={<span className="aw-site-bell-space" aria-hidden="true" />}>
      <Button />
    </Suspense>
  )
}

/** The message panel, outside the phone menu so it shows with the menu closed. */
export function HeaderMessagesPanel() {
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  )
}
