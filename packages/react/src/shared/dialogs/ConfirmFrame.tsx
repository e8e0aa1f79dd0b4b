import { useRef } from 'react'
import { DialogFrame, type DialogFrameProps } from './DialogFrame'

export interface ConfirmFrameProps
  extends Omit<DialogFrameProps, 'role' | 'actions' | 'initialFocus'> {
  /** Default `alertdialog`: a question before an action; `dialog` for an offer. */
  role?: DialogFrameProps['role']
  /** Closes without acting: the Cancel button, Escape (and the backdrop of a `dialog`). */
  onClose: () => void
  onConfirm: () => void
  cancelLabel: string
  confirmLabel: string
  /** `danger` (default) for what cannot be undone, `primary` for a way on. */
  variant?: 'danger' | 'primary'
  /** The answer is being sent: both buttons wait. */
  busy?: boolean
  /** The confirm button waits for a choice inside the dialog. */
  confirmDisabled?: boolean
}

/**
 * The frame of the kit's questions: Cancel, then the action. An alert dialog focuses Cancel
 * first, so Enter never destroys by accident.
 *
 * @example
 * <ConfirmFrame open={asking} onClose={() => setAsking(false)} onConfirm={remove}
 *   title={t('deleteTitle')} description={t('deleteBody')} cancelLabel={t('cancel')} confirmLabel={t('delete')} />
 */
export function ConfirmFrame(props: ConfirmFrameProps) {
  const {
    role = 'alertdialog',
    onConfirm,
    cancelLabel,
    confirmLabel,
    variant = 'danger',
    busy,
    confirmDisabled,
    ...frame
  } = props
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <DialogFrame
      {...frame}
      role={role}
      initialFocus={role === 'alertdialog' ? cancelRef : undefined}
      actions={
        <>
          <button
            ref={cancelRef}
            type="button"
            className="aw-button"
            disabled={busy}
            onClick={frame.onClose}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className="aw-button"
            data-variant={variant}
            disabled={busy || confirmDisabled}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </>
      }
    />
  )
}
