import { useFocusTrap } from '@airwave/react'
import { VIDEO_TITLE_MAX_LENGTH } from '@airwave/sdk/video'
import { useId, useRef, useState } from 'react'
import { useDiscoveryText } from '../../i18n/discovery'

export interface EditVideoDialogProps {
  title: string
  hidden: boolean
  busy: boolean
  onSave(fields: { title: string; isHidden: boolean }): void
  onCancel(): void
}

/**
 * The owner's or a manager's edit of a video from its card: the title and whether it is hidden
 * (the kit has no dialog for this; the rest of the video's fields live on the dashboard).
 */
export function EditVideoDialog({ title, hidden, busy, onSave, onCancel }: EditVideoDialogProps) {
  const words = useDiscoveryText()
  const dialog = useRef<HTMLFormElement>(null)
  const field = useRef<HTMLInputElement>(null)
  const onKeyDown = useFocusTrap(dialog, true, field)
  const [value, setValue] = useState(title)
  const [isHidden, setHidden] = useState(hidden)
  const titleId = useId()
  const inputId = useId()
  const trimmed = value.trim()
  return (
    <div className="aw-overlay" data-state="open">
      <form
        ref={dialog}
        className="aw-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="edit-video-dialog"
        onKeyDown={(event) => {
          onKeyDown(event)
          if (event.key === 'Escape') onCancel()
        }}
        onSubmit={(event) => {
          event.preventDefault()
          if (trimmed) onSave({ title: trimmed, isHidden })
        }}
      >
        <h2 id={titleId} className="aw-dialog-title">
          {words.editVideo}
        </h2>
        <p className="aw-site-field">
          <label htmlFor={inputId}>{words.videoTitleLabel}</label>
          <input
            ref={field}
            id={inputId}
            className="aw-input"
            value={value}
            maxLength={VIDEO_TITLE_MAX_LENGTH}
            required
            onChange={(event) => setValue(event.target.value)}
          />
        </p>
        <label className="aw-site-inline-form">
          <input
            type="checkbox"
            checked={isHidden}
            onChange={(event) => setHidden(event.target.checked)}
          />
          {words.hideVideo}
        </label>
        <div className="aw-dialog-actions">
          <button type="button" className="aw-button" onClick={onCancel}>
            {words.cancel}
          </button>
          <button
            type="submit"
            className="aw-button"
            data-variant="primary"
            disabled={busy || !trimmed}
          >
            {words.save}
          </button>
        </div>
      </form>
    </div>
  )
}
