import { DialogFrame } from '@airwave/react'
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
  const field = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState(title)
  const [isHidden, setHidden] = useState(hidden)
  const formId = useId()
  const inputId = useId()
  const trimmed = value.trim()
  return (
    <DialogFrame
      role="dialog"
      open
      onClose={onCancel}
      title={words.editVideo}
      initialFocus={field}
      actions={
        <>
          <button type="button" className="aw-button" onClick={onCancel}>
            {words.cancel}
          </button>
          <button
            type="submit"
            form={formId}
            className="aw-button"
            data-variant="primary"
            disabled={busy || !trimmed}
          >
            {words.save}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="aw-site-dialog-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (trimmed) onSave({ title: trimmed, isHidden })
        }}
      >
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
      </form>
    </DialogFrame>
  )
}
