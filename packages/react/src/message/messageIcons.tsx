import type { ReactNode } from 'react'

/** A line icon in the text's colour; the button around it carries the words. */
function Line({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}

/** A speech bubble: the header's messages button. */
export function MessageIcon() {
  return (
    <Line>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z" />
    </Line>
  )
}

export function CloseIcon() {
  return (
    <Line>
      <path d="M6 6l12 12M18 6L6 18" />
    </Line>
  )
}

export function BackIcon() {
  return (
    <Line>
      <path d="M15 6l-6 6 6 6" />
    </Line>
  )
}

export function ComposeIcon() {
  return (
    <Line>
      <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
    </Line>
  )
}
