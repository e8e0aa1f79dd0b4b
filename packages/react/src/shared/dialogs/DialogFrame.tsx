import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react'
import { useFocusTrap } from '../a11y/useFocusTrap'
import { useKitStyles } from '../theme/useKitStyles'

/** A dialog's state, for `data-state`. */
export type DialogState = 'open' | 'closed'

export interface DialogFrameProps {
  role: 'dialog' | 'alertdialog'
  open: boolean
  onClose: () => void
  title: string
  /** The dialog's text, its accessible description; a form's dialog may go without. */
  description?: ReactNode
  children?: ReactNode
  actions: ReactNode
  /** Focused on opening; default the first tabbable element. */
  initialFocus?: RefObject<HTMLElement | null>
  /** Keep the closed dialog in the page (hidden), to animate or to test its closed state. */
  forceMount?: boolean
}

// A non-modal <dialog open> (no top layer, no native Escape) whose modality the kit provides. It
// renders in place: the provider's root holds the whole kit, so the overlay is styled by the
// kit's stylesheet.
/**
 * The shell of the kit's dialogs, for an application's own: modal, labelled by its title,
 * described by its text, focus trapped inside and returned on close, Escape to close (and a
 * press on the backdrop, for `role="dialog"`; an alert dialog waits for an answer).
 *
 * @example
 * <DialogFrame role="alertdialog" open={asking} onClose={() => setAsking(false)} title="Replace the URL?"
 *   description="The old URL stops working." actions={<button className="aw-button" onClick={replace}>Replace</button>} />
 */
export function DialogFrame(props: DialogFrameProps) {
  useKitStyles()
  const { role, open, onClose, title, description, children, actions, initialFocus } = props
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const overlayRef = useRef<HTMLDivElement>(null)
  const onTab = useFocusTrap(ref, open, initialFocus)
  const closeRef = useRef(onClose)
  closeRef.current = onClose
  // A plain dialog closes from a press on the backdrop; an alert dialog waits for an answer.
  useEffect(() => {
    const overlay = overlayRef.current
    if (!open || role !== 'dialog' || !overlay) return
    const onPress = (event: MouseEvent) => {
      if (event.target === overlay) closeRef.current()
    }
    overlay.addEventListener('mousedown', onPress)
    return () => overlay.removeEventListener('mousedown', onPress)
  }, [open, role])
  if (!open && !props.forceMount) return null
  const state: DialogState = open ? 'open' : 'closed'
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    } else onTab(event)
  }
  return (
    <div ref={overlayRef} className="aw-overlay" data-state={state} hidden={!open}>
      <dialog
        ref={ref}
        open={open}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description === undefined ? undefined : descriptionId}
        className="aw-dialog"
        data-state={state}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="aw-dialog-title">
          {title}
        </h2>
        {description !== undefined && (
          <div id={descriptionId} className="aw-dialog-description">
            {description}
          </div>
        )}
        {children}
        <div className="aw-dialog-actions">{actions}</div>
      </dialog>
    </div>
  )
}
