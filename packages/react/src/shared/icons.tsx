// Inline icons in the text colour: emoji glyphs depend on the system's fonts and may show as
// boxes. Decorative (aria-hidden): the control around each one carries the name.
const svg = { width: 18, height: 18, viewBox: '0 0 24 24', focusable: false } as const

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      {...svg}
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.6 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  )
}

export function CommentIcon() {
  return (
    <svg
      {...svg}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      <path d="M4 5h16v11H9l-5 4z" />
    </svg>
  )
}

export function PinIcon() {
  return (
    <svg {...svg} aria-hidden="true" width={14} height={14} fill="currentColor">
      <path d="M15 3l6 6-3 1-4 4 1 5-2 2-4-4-5 5-1-1 5-5-4-4 2-2 5 1 4-4z" />
    </svg>
  )
}

export function LockIcon() {
  return (
    <svg {...svg} aria-hidden="true" width={14} height={14} fill="currentColor">
      <path d="M7 10V7a5 5 0 0 1 10 0v3h1.5v11h-13V10zm2.5 0h5V7a2.5 2.5 0 0 0-5 0z" />
    </svg>
  )
}

export function SmileIcon() {
  return (
    <svg {...svg} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 14.5s1.5 2 4 2 4-2 4-2M9 9.5h.01M15 9.5h.01" strokeLinecap="round" />
    </svg>
  )
}
