import { DialogFrame } from '@airwave/react'
import { useRef } from 'react'

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
 * The site's own alert on the kit's dialog frame (the kit's alerts know only the board's
 * cases): a question with Cancel, or a notice with its one button. Escape cancels, or confirms
 * a notice. Shown while mounted.
 */
export function AlertDialog({
  title,
  body,
  confirmLabel,
  variant = 'primary',
  onConfirm,
  cancel,
}: AlertDialogProps) {
  const first = useRef<HTMLButtonElement>(null)
  return (
    <DialogFrame
      role="alertdialog"
      open
      onClose={cancel ? cancel.onCancel : onConfirm}
      title={title}
      description={body}
      initialFocus={first}
      actions={
        <>
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
        </>
      }
    />
  )
}
