import { useFocusTrap } from '@airwave/react'
import { useId, useRef } from 'react'

export interface ConfirmDialogProps {
  title: string
  body: string
  confirmLabel: string
  cancelLabel: string
  onConfirm(): void
  onCancel(): void
}

/**
 * Asks before one of the site's own irreversible actions, in the kit's dialog style (the kit's
 * `ConfirmDialog` knows only the board's kinds). Cancel is focused first, so Enter never
 * destroys by accident; Escape cancels.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDivElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const onKeyDown = useFocusTrap(dialog, true, cancel)
  const titleId = useId()
  const bodyId = useId()
  return (
    <div className="aw-overlay" data-state="open">
      <div
        ref={dialog}
        className="aw-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={(event) => {
          onKeyDown(event)
          if (event.key === 'Escape') onCancel()
        }}
      >
        <h2 id={titleId} className="aw-dialog-title">
          {title}
        </h2>
        <p id={bodyId} className="aw-dialog-description">
          {body}
        </p>
        <div className="aw-dialog-actions">
          <button ref={cancel} type="button" className="aw-button" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="aw-button" data-variant="danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  )
}
