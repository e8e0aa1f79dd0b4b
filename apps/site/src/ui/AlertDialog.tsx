import { useFocusTrap } from '@airwave/react'
import { useId, useRef } from 'react'

export interface AlertDialogProps {
  title: string
  body: string
  confirmLabel: string
  /** The confirm button's look: `danger` for an irreversible act. */
  variant?: 'primary' | 'danger'
  onConfirm(): void
  /** With it, a Cancel button, focused first so Enter never acts by accident; without, Escape confirms. */
  cancel?: { label: string; onCancel(): void }
}

/**
 * The site's own modal alert, in the kit's dialog style (the kit's dialogs know only the
 * board's cases): a question with Cancel, or a notice with its one button. Escape cancels, or
 * confirms a notice.
 */
export function AlertDialog({
  title,
  body,
  confirmLabel,
  variant = 'primary',
  onConfirm,
  cancel,
}: AlertDialogProps) {
  const dialog = useRef<HTMLDivElement>(null)
  const first = useRef<HTMLButtonElement>(null)
  const onKeyDown = useFocusTrap(dialog, true, first)
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
          if (event.key === 'Escape') (cancel ? cancel.onCancel : onConfirm)()
        }}
      >
        <h2 id={titleId} className="aw-dialog-title">
          {title}
        </h2>
        <p id={bodyId} className="aw-dialog-description">
          {body}
        </p>
        <div className="aw-dialog-actions">
          {cancel && (
            <button ref={first} type="button" className="aw-button" onClick={cancel.onCancel}>
              {cancel.label}
            </button>
          )}
          <button
            ref={cancel ? undefined : first}
            type="button"
            className="aw-button"
            data-variant={variant}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  )
}
