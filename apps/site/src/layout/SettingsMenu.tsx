import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useOpenOnPage } from './useOpenOnPage'

/**
 * A disclosure in the header: a button that shows its links below it. It keeps the member's
 * settings pages one click away while the desktop header stays one row. Escape closes it and
 * gives the focus back to the button; so do a click or the focus elsewhere, and a new page.
 */
export function SettingsMenu({ label, children }: { label: string; children: ReactNode }) {
  const { open, close, toggle } = useOpenOnPage()
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
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
  }, [open, close])

  return (
    <div ref={root} className="aw-site-menu">
      <button
        ref={button}
        type="button"
        className="aw-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
      >
        {label}
      </button>
      <div id={id} className="aw-site-menu-list" hidden={!open}>
        {children}
      </div>
    </div>
  )
}
