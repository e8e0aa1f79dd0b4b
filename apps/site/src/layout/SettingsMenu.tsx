import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * A disclosure in the header: a button that shows its links below it. It keeps the member's
 * settings pages one click away while the desktop header stays one row. Escape closes it and
 * gives the focus back to the button; so do a click or the focus elsewhere, and a new page.
 */
export function SettingsMenu({ label, children }: { label: string; children: ReactNode }) {
  const { pathname } = useLocation()
  // Open on the page it was opened on: another page finds it closed.
  const [openOn, setOpenOn] = useState<string | undefined>(undefined)
  const open = openOn === pathname
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const close = () => setOpenOn(undefined)
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) close()
    }
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // Handled: the header's phone menu around it stays open.
      event.preventDefault()
      close()
      button.current?.focus()
    }
    document.addEventListener('pointerdown', outside)
    document.addEventListener('focusin', outside)
    // Captured: it runs before the header menu's listener, which was added first.
    document.addEventListener('keydown', onEscape, true)
    return () => {
      document.removeEventListener('pointerdown', outside)
      document.removeEventListener('focusin', outside)
      document.removeEventListener('keydown', onEscape, true)
    }
  }, [open])

  return (
    <div ref={root} className="aw-site-menu">
      <button
        ref={button}
        type="button"
        className="aw-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenOn(open ? undefined : pathname)}
      >
        {label}
      </button>
      <div id={id} className="aw-site-menu-list" hidden={!open}>
        {children}
      </div>
    </div>
  )
}
