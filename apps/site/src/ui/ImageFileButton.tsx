import { useRef } from 'react'

/** The image types a channel's images take (the server checks the bytes again). */
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp'

export interface ImageFileButtonProps {
  /** The button's words. */
  children: string
  /** What the file is for, the hidden input's name (axe asks every input for one). */
  label: string
  disabled?: boolean
  busy?: boolean
  /** The chosen file; the input is cleared at once, so the same file may be chosen again. */
  onFile(file: File): void
}

/**
 * A button that picks an image: the file input stays hidden and out of the tab order, the
 * button is the control (a styled, keyboard-reachable "Upload" rather than the browser's
 * own field).
 */
export function ImageFileButton({ children, label, disabled, busy, onFile }: ImageFileButtonProps) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <input
        ref={input}
        className="aw-visually-hidden"
        type="file"
        accept={ACCEPT}
        tabIndex={-1}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
      <button
        type="button"
        className="aw-button"
        data-variant="primary"
        disabled={disabled}
        aria-busy={busy || undefined}
        onClick={() => input.current?.click()}
      >
        {children}
      </button>
    </>
  )
}
